import { Piscina } from 'piscina';
import { HttpError } from '../lib/http-error';
import { ResponseShapeError } from '../plugins/zod-schemas';
import { runTask, type TaskJob, type TaskName, type TaskResult, type TaskOutcome } from './work-tasks';

/** The Portuguese 503 of a full queue: the server is busy, not broken, and says when to come back. */
export const BUSY_MESSAGE = 'O servidor está ocupado agora. Tente de novo em alguns segundos.';
export const BUSY_RETRY_AFTER_S = 5;

/** Where every CPU-heavy job runs: worker threads, or this thread when there are none. */
export interface WorkPool {
  run<Name extends TaskName>(task: Name, job: TaskJob<Name>): Promise<TaskResult<Name>>;
  /** Worker threads running now (0 when jobs run on this thread). */
  threads(): number;
  /** Jobs started since boot: tests read it to prove a cached answer did no work. */
  started(): number;
  /** Jobs waiting for a thread now. */
  queued(): number;
  /** Share of the threads' time spent on jobs since boot, 0 to 1 (metrics). */
  utilization(): number;
  close(): Promise<void>;
}

export interface WorkPoolOptions {
  threads: number;
  /** Jobs that may wait for a thread; past it a job is refused at once with 503 (BusyError). */
  maxQueue: number;
  /** The module each thread loads; by default the worker beside this file, source or built. */
  worker?: URL;
}

/** A full queue: answered 503 with Retry-After instead of a request that hangs. */
export class BusyError extends HttpError {
  readonly retryAfterS = BUSY_RETRY_AFTER_S;
  constructor() {
    super(503, BUSY_MESSAGE);
  }
}

/** Back to what the error handler knows: the same HttpError or ResponseShapeError the job threw. */
function thrownBy<Name extends TaskName>(outcome: TaskOutcome<Name>): TaskResult<Name> {
  if (outcome.ok) return outcome.value;
  const failure = outcome.error;
  if (failure.kind === 'shape') throw new ResponseShapeError(failure.route, failure.issues);
  throw new HttpError(failure.statusCode, failure.message, failure.extra);
}

/**
 * `threads` worker threads run the calendar, transits, the day, the solar return, reports, synastry and
 * share images (work-tasks.ts), so a burst of any of them keeps the cores busy while the event loop stays
 * free for logins, health checks and I/O (docs/decisions/018-one-work-pool.md). With 0, the same
 * functions run on this thread (tests).
 *
 * Run from TypeScript sources (tests, `npm run dev`), the worker loads through tsx; built, it is the
 * bundle beside server.js.
 */
export function createWorkPool({ threads, maxQueue, worker }: WorkPoolOptions): WorkPool {
  let started = 0;
  if (threads === 0) {
    return {
      async run<Name extends TaskName>(task: Name, job: TaskJob<Name>): Promise<TaskResult<Name>> {
        started++;
        return thrownBy<Name>(await runTask(task, job));
      },
      threads: () => 0,
      started: () => started,
      queued: () => 0,
      utilization: () => 0,
      close: async () => {},
    };
  }
  const filename =
    worker ??
    new URL(import.meta.url.endsWith('.ts') ? './work-worker.ts' : './work-worker.js', import.meta.url);
  const fromSource = filename.pathname.endsWith('.ts');
  const pool = new Piscina({
    filename: filename.href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    // Workers live as long as the server: starting one costs far more than any job.
    idleTimeout: Number.POSITIVE_INFINITY,
    // Built, the threads take the process's own flags, so `node --cpu-prof` profiles them too (ADR 109).
    execArgv: fromSource ? ['--import', 'tsx'] : process.execArgv,
  });
  return {
    async run<Name extends TaskName>(task: Name, job: TaskJob<Name>): Promise<TaskResult<Name>> {
      started++;
      let outcome: TaskOutcome<Name>;
      try {
        outcome = (await pool.run({ task, job })) as TaskOutcome<Name>;
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') throw new BusyError();
        throw error;
      }
      return thrownBy(outcome);
    },
    threads: () => pool.threads.length,
    started: () => started,
    queued: () => pool.queueSize,
    utilization: () => pool.utilization,
    // close(), not destroy(): a job already under way still reaches its client.
    close: () => pool.close(),
  };
}
