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
        // The place passes to the next in line on a later turn of the event loop, or is given back.
        // Handed over at once, as a resolved promise, the next run would start in this same turn: PGlite
        // answers its queries in a chain of promises, so a whole queue of runs went through in one turn
        // of ~85 ms while a health check's request waited unread (ADR 108, "Session 23").
        const next = waiting.shift();
        if (next) setImmediate(next);
        else running--;
      }
    },
  };
}
