import { BusyError, type WorkPool } from './work-pool';
import type { TaskJob, TaskName, TaskResult } from './work-tasks';

/** A request waits for its job; work done ahead of demand runs only when no request is waiting. */
export type LanePriority = 'request' | 'ahead';

export interface WorkLane {
  run<Name extends TaskName>(
    task: Name,
    job: TaskJob<Name>,
    priority?: LanePriority,
  ): Promise<TaskResult<Name>>;
  /** Jobs of this lane running on the pool now. */
  running(): number;
  /** Jobs waiting for a place in the lane, by priority. */
  waiting(): { request: number; ahead: number };
}

export interface WorkLaneOptions {
  /** Jobs of this kind on the pool at once: fewer than its threads leaves a core to everything else. */
  concurrency: number;
  /** Requests that may wait; past it a request is refused at once with 503 (BusyError). */
  maxQueue: number;
}

interface Waiting {
  start: () => void;
}

/**
 * One kind of heavy job (share images) in front of the shared work pool (work-pool.ts): at most
 * `concurrency` on its threads, so a flood of images leaves the other threads, and the event loop's
 * core, to the rest; at most `maxQueue` requests waiting, the next answered 503 with Retry-After rather
 * than piling up; and work asked ahead of demand (tomorrow's cards, say) waits behind every request,
 * unbounded since the server itself decides how much it asks. docs/decisions/108-share-images-that-never-starve.md.
 */
export function createWorkLane(work: WorkPool, { concurrency, maxQueue }: WorkLaneOptions): WorkLane {
  let running = 0;
  const requests: Waiting[] = [];
  const ahead: Waiting[] = [];

  function next() {
    while (running < concurrency) {
      const waiting = requests.shift() ?? ahead.shift();
      if (!waiting) return;
      running++;
      waiting.start();
    }
  }

  return {
    run(task, job, priority = 'request') {
      const queue = priority === 'request' ? requests : ahead;
      if (priority === 'request' && running >= concurrency && requests.length >= maxQueue) {
        return Promise.reject(new BusyError());
      }
      return new Promise((resolve, reject) => {
        queue.push({
          start: () => {
            work
              .run(task, job)
              .then(resolve, reject)
              .finally(() => {
                running--;
                next();
              });
          },
        });
        next();
      });
    },
    running: () => running,
    waiting: () => ({ request: requests.length, ahead: ahead.length }),
  };
}
