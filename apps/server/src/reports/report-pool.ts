import { Piscina } from 'piscina';
import { personalReply, type PersonalJob, type PersonalReply } from './personal-reply';

/** Where the personal reports are built: worker threads, or this thread when there are none. */
export interface ReportPool {
  personal(job: PersonalJob): Promise<PersonalReply>;
  /** Worker threads running now (0 when reports are built on this thread). */
  threads(): number;
  close(): Promise<void>;
}

/**
 * `threads` worker threads build the anonymous personal report (personal-reply.ts), so a burst of reports
 * keeps one core busy with words and brotli while the event loop stays free for logins, health checks
 * and I/O (docs/decisions/017-report-workers.md). With 0, the same function runs on this thread.
 *
 * Run from TypeScript sources (tests, `npm run dev`), the worker loads through tsx; built, it is the
 * bundle beside server.js.
 */
export function createReportPool(threads: number): ReportPool {
  if (threads === 0) {
    return { personal: async (job) => personalReply(job), threads: () => 0, close: async () => {} };
  }
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina<PersonalJob, PersonalReply>({
    filename: new URL(fromSource ? './report-worker.ts' : './report-worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // Workers live as long as the server: starting one costs far more than a report.
    idleTimeout: Number.POSITIVE_INFINITY,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  });
  return {
    personal: (job) => pool.run(job),
    threads: () => pool.threads.length,
    // close(), not destroy(): a report already being built still reaches its client.
    close: () => pool.close(),
  };
}
