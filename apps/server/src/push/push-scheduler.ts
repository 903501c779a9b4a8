import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { safeErrorForLog } from '../plugins/errors';
import type { Pusher } from './create-pusher';
import { planPushes } from './push-planner';

/** Every minute: a void-of-course Moon is announced within a minute of its start. */
export const PLAN_INTERVAL_MS = 60_000;
/** Arbitrary but fixed, apart from the migrations' (db/migrate.ts): the planner's lock across instances. */
export const PLANNER_LOCK_KEY = 737_373_026;

/**
 * One planning pass, by one instance at a time: on PostgreSQL the pass runs inside a transaction that
 * holds a transaction-level advisory lock, so another instance's pass that minute finds it taken and
 * skips. PGlite is one process's database: nothing to share. Returns how many pushes were queued, or
 * null when another instance held the lock.
 */
export async function runPlannerPass(
  ctx: Pick<AppContext, 'db' | 'driver' | 'horoscopes' | 'work'>,
  pusher: Pick<Pusher, 'send'>,
  now: Date,
): Promise<number | null> {
  if (ctx.driver === 'pglite') return planPushes(ctx, pusher, now);
  return ctx.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${PLANNER_LOCK_KEY}) AS locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return null;
    // The pushes go in on the main handle: each is its own statement, deduped, and the lock only has to
    // outlast the pass.
    return planPushes(ctx, pusher, now);
  });
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
