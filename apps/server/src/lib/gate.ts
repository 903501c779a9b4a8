import { BusyError } from '../work/work-pool';

/**
 * At most `concurrency` runs of a piece of the event loop's own work at once, `maxQueue` more waiting,
 * the next refused with the work pool's 503. A route whose answer is cheap but not free (two queries
 * and a cached image, say) flooded from 32 connections would otherwise keep 32 of them interleaved on
 * the one thread, and a health check would wait behind all of them (docs/decisions/108-…).
 */
export function createGate(concurrency: number, maxQueue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueue) throw new BusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await work();
      } finally {
        // The place passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
