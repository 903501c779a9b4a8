import type { SkyEvent } from '@constelar/contract';
import type { SkyEventType } from '@constelar/core/codes';
import { createBytesCache } from '../../lib/bytes-cache';
import type { Metrics } from '../../metrics/metrics';
import type { WorkPool } from '../../work/work-pool';
import type { CalendarBody, CalendarJob } from './calendar-body';

/** Enough for every month of the page, the weekly letters and hundreds of subscriptions' years. */
const CACHE_BYTES = 48 * 1024 * 1024;

const weigh = (b: CalendarBody) => b.identity.byteLength + b.br.byteLength + b.gzip.byteLength;

/**
 * The sky calendar's ranges, each built once on a work thread and kept as bytes (issue #22): the API
 * sends them, and /ceu's HTML carries the same answer (reach.md §1).
 */
export function createCalendarCache(work: WorkPool, metrics: Metrics) {
  const cache = createBytesCache<CalendarBody>(CACHE_BYTES, weigh, (hit) =>
    metrics.cacheLookup('calendar', hit),
  );
  const body = (job: CalendarJob) => {
    const key = [job.format, job.from, job.to, job.types?.join(',') ?? ''].join('|');
    return cache.get(key, () => work.run('calendar', job));
  };
  return {
    body,
    /** GET /api/sky/calendar's answer for a range, parsed. */
    async events(from: string, to: string, types?: readonly SkyEventType[]): Promise<SkyEvent[]> {
      const built = await body({ format: 'json', from, to, types, pageUrl: '' });
      return JSON.parse(Buffer.from(built.identity).toString('utf8')) as SkyEvent[];
    },
  };
}

export type CalendarCache = ReturnType<typeof createCalendarCache>;
