import type { Config } from './config';
import type { Db, DatabaseDriver } from './db/client';
import type { TokenService } from './lib/tokens';
import type { Mailer } from './mail/mailer';
import type { Pusher } from './push/create-pusher';
import type { Metrics } from './metrics/metrics';
import type { Guards } from './plugins/auth';
import type { RateLimiter } from './plugins/rate-limit';
import type { WorkPool } from './work/work-pool';
import type { HoroscopeCache } from './services/horoscope/horoscope-cache';
import type { HoroscopePeriodCache } from './services/horoscope/horoscope-period-cache';
import type { CalendarCache } from './services/sky/calendar-cache';
import type { ShareImages } from './services/share/share-images';

/** Everything a route needs, passed in explicitly rather than hung on the Fastify instance. */
export interface AppContext {
  config: Config;
  db: Db;
  driver: DatabaseDriver;
  tokens: TokenService;
  guards: Guards;
  limiter: RateLimiter;
  /** The durable mail queue: routes queue messages; a worker delivers them. */
  mail: Mailer;
  /** The durable push queue (push.md §2): routes and the scheduler queue pushes; a worker delivers them. */
  push: Pusher;
  /** Runs every CPU-heavy job (reports, sky, images) off the event loop, behind a bounded queue. */
  work: WorkPool;
  /** Prometheus series (metrics/metrics.ts); served only as config.metrics allows. */
  metrics: Metrics;
  /** Set once the server is stopping: readiness answers 503 so balancers move on. */
  stopping: () => boolean;
  /** The horóscopo do dia of each date, computed once (API and page heads). */
  horoscopes: HoroscopeCache;
  /** The week and the month by sign (reach.md §2). */
  horoscopePeriods: HoroscopePeriodCache;
  /** The sky calendar's ranges, built once (GET /api/sky/calendar and /ceu's HTML). */
  skyCalendar: CalendarCache;
  /** Share images, drawn once per content in their own lane of the work pool (ADR 108). */
  shareImages: ShareImages;
  version: string;
  /** The clock, injectable so tests can pin dates. */
  now: () => Date;
}
