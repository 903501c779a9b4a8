import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { safeErrorForLog } from '../plugins/errors';
import type { Pusher } from './create-pusher';
import { planPushes } from './push-planner';

/** Every minute: a void-of-course Moon is announced within a minute of its start. */
export const PLAN_INTERVAL_MS = 60_000;
/** Arbitrary but fixed, apart from the migrations' (db/migrate.ts): the planner's lock across instances. */
export const PLANNER_LOCK_KEY = 737_373_026;
const LOCK_CONNECT_TIMEOUT_MS = 5_000;

/**
 * One planning pass, by one instance at a time: on PostgreSQL the pass runs while a connection of its own
 * holds a transaction-level advisory lock, so another instance's pass that minute finds it taken and
 * skips. The connection is not the pool's: a database cut mid-pass then fails this pass (its error has a
 * listener) instead of surfacing from a pooled client nobody listens to. PGlite is one process's
 * database: nothing to share. Returns how many pushes were queued, or null when another instance held
 * the lock.
 */
export async function runPlannerPass(
  ctx: Pick<AppContext, 'db' | 'driver' | 'horoscopes' | 'work'> & { config: Pick<Config, 'databaseUrl'> },
  pusher: Pick<Pusher, 'send'>,
  now: Date,
): Promise<number | null> {
  if (ctx.driver === 'pglite') return planPushes(ctx, pusher, now);
  const client = new pg.Client({
    connectionString: ctx.config.databaseUrl,
    connectionTimeoutMillis: LOCK_CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      PLANNER_LOCK_KEY,
    ]);
    if (!result.rows[0]?.locked) return null;
    // The pushes go in on the pool: each is its own deduped statement, and the lock only has to outlast
    // the pass.
    return await planPushes(ctx, pusher, now);
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

export function startPushScheduler(
  ctx: AppContext,
  pusher: Pusher,
  log: FastifyBaseLogger,
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    runPlannerPass(ctx, pusher, ctx.now())
      .then((queued) => {
        if (queued) log.info({ queued }, 'notificações agendadas');
      })
      .catch((error: unknown) =>
        log.error({ error: safeErrorForLog(error) }, 'agendamento de notificações falhou'),
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, PLAN_INTERVAL_MS);
        timer.unref();
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
