import { publishedChangelog } from './services/changelog/published-changelog';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import packageJson from '../package.json';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTokenService } from './lib/tokens';
import { createGuards } from './plugins/auth';
import { createMailer } from './mail/create-mailer';
import { clientErrorHandler, frameworkErrors, logSerializers, registerErrorHandling } from './plugins/errors';
import { createRateLimiter } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { horoscopeFeedRoutes } from './routes/horoscope/horoscope-feed-routes';
import { registerOperations, requestIdOf } from './plugins/operations';
import { createMetrics } from './metrics/metrics';
import { watchQueues } from './metrics/queue-gauges';
import { createWorkPool, type WorkPool } from './work/work-pool';
import { createShareImages } from './services/share/share-images';
import { apiRoutes } from './routes/api-routes';
import { startWeeklyLetters } from './newsletter/weekly-scheduler';
import { createPusher } from './push/create-pusher';
import { startPushScheduler } from './push/push-scheduler';
import { createHoroscopeCache } from './services/horoscope/horoscope-cache';
import { createHoroscopePeriodCache } from './services/horoscope/horoscope-period-cache';
import { createCalendarCache } from './services/sky/calendar-cache';
import { trackConnections } from './lib/connection-drain';

export const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a graceful stop (server.ts): readiness answers 503, the port closes, and then
     * every reply says `Connection: close` (lib/connection-drain.ts).
     */
    beginStop(): void;
    /**
     * The second step: waits (at most `timeoutMs`) until every connection has ended after its last
     * answer, so close() finds none to cut.
     */
    drainConnections(timeoutMs: number): Promise<void>;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Off in tests that plan pushes themselves, at the instants they choose (push/push-scheduler.ts). */
  pushScheduler?: boolean;
  /**
   * Off in tests that deliver the push queue themselves with their own pusher: the app's would race it
   * for the same rows every 5 s, and deliver a test's push in the next test.
   */
  pushDelivery?: boolean;
  /** Where heavy jobs run; by default a pool of config.workThreads. Tests pass one they can watch. */
  work?: WorkPool;
}

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

export function defaultWebRoot(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@constelar/web/package.json')), 'dist');
}

/** The whole application as one Fastify instance, without listening: tests drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Registering every route with its schemas takes a second alone, and far longer on a machine under
    // load (tests in parallel): a slow boot is not a broken one.
    pluginTimeout: 60_000,
    // Off unless TRUST_PROXY says which proxy sets X-Forwarded-For: otherwise any client could pick the
    // address that rate limits count against.
    // A hop count works at run time but is missing from Fastify's types; proxy-addr reads it as this.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    // A request that reaches a closing server is served, not refused with Fastify's English 503: the
    // port no longer accepts connections, and one already accepted gets its answer (issue #44).
    return503OnClosing: false,
    // X-Request-Id from the proxy or client when plain, else a new one; every log line of the request
    // carries it (reqId), and the reply echoes it (plugins/operations.ts).
    genReqId: requestIdOf,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            ...(config.prettyLogs && !options.logStream ? { transport: { target: 'pino-pretty' } } : {}),
            serializers: logSerializers,
          },
  });
  registerErrorHandling(app);
  await registerSecurity(app, config);
  const metrics = createMetrics();
  // The stop's order (lib/connection-drain.ts): the port closes, then replies close their connections.
  const connections = trackConnections(app.server);
  let closingApp = false;
  registerOperations(app, config, metrics, () => closingApp || connections.closing());

  const limiter = createRateLimiter(config.redisUrl, app.log);
  const mail = createMailer({ db: database.db, config, log: app.log });
  const work = options.work ?? createWorkPool({ threads: config.workThreads, maxQueue: config.workQueue });
  const now = options.now ?? (() => new Date());
  const push = createPusher({ db: database.db, push: config.push, log: app.log, now });
  let weeklyLetters: { stop(): void } | undefined;
  let pushScheduler: { stop(): void } | undefined;
  app.addHook('onReady', async () => {
    await limiter.ready();
    mail.start();
    if (options.pushDelivery !== false) push.start();
    weeklyLetters = startWeeklyLetters(ctx, app.log);
    if (options.pushScheduler !== false) pushScheduler = startPushScheduler(ctx, push, app.log);
    if (config.shareImages.drawAhead) ctx.shareImages.start(app.log);
  });
  // Readiness turns 503 as soon as a stop begins (beginStop, or close), while accepted requests finish.
  let stopping = false;
  app.decorate('beginStop', () => {
    stopping = true;
    connections.beginStop();
  });
  app.decorate('drainConnections', async (timeoutMs: number) => {
    stopping = true;
    await connections.drain(timeoutMs);
  });
  app.addHook('preClose', async () => {
    stopping = true;
    closingApp = true;
  });
  app.addHook('onClose', async () => {
    weeklyLetters?.stop();
    pushScheduler?.stop();
    ctx.shareImages.stop();
    await push.stop();
    await mail.stop();
    await limiter.close();
    await work.close();
  });

  const tokens = createTokenService(config.jwtSecret);
  const horoscopes = createHoroscopeCache(work);
  const horoscopePeriods = createHoroscopePeriodCache(work);
  const ctx: AppContext = {
    config,
    db: database.db,
    driver: database.driver,
    tokens,
    guards: createGuards({ db: database.db, tokens, adminEmails: config.adminEmails }),
    limiter,
    mail,
    push,
    work,
    metrics,
    stopping: () => stopping,
    horoscopes,
    horoscopePeriods,
    skyCalendar: createCalendarCache(work, metrics),
    shareImages: createShareImages({ work, config, metrics, horoscopes, horoscopePeriods, now }),
    version: packageJson.version,
    now,
  };
  watchQueues(ctx);
  await app.register(async (api) => apiRoutes(api, ctx), { prefix: '/api' });
  await app.register(async (site) => horoscopeFeedRoutes(site, ctx));
  await registerSpa(
    app,
    options.webRoot ?? defaultWebRoot(),
    config.publicUrl,
    ctx.horoscopes,
    ctx.now,
    ctx.horoscopePeriods,
    () => publishedChangelog(ctx.db),
    ctx.skyCalendar,
  );
  return app;
}
