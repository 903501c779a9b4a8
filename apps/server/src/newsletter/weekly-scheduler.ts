import { localToUtc } from '@constelar/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { mondayOf, queueWeeklyLetters } from '../services/newsletter/weekly-letter';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';

const DAY_MS = 86_400_000;
const SEND_AT = '09:00';

/** The first Monday 09:00 in São Paulo strictly after `now` (sky.md §7). */
export function nextWeeklyLetterAt(now: Date): { monday: string; at: Date } {
  for (let week = 0; week < 3; week++) {
    const monday = new Date(Date.parse(`${mondayOf(now)}T12:00:00Z`) + week * 7 * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const local = localToUtc(monday, SEND_AT, SAO_PAULO_ZONE);
    if (local.ok && local.value.utcMs > now.getTime()) return { monday, at: new Date(local.value.utcMs) };
  }
  throw new Error('no Monday ahead');
}

/**
 * Queues "A semana no céu" every Monday at 09:00 in São Paulo. Nothing is sent for a Monday the server was
 * down on; the queue's dedupe key keeps several instances from sending twice.
 */
export function startWeeklyLetters(ctx: AppContext, log: FastifyBaseLogger): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const { monday, at } = nextWeeklyLetterAt(ctx.now());
    timer = setTimeout(() => {
      queueWeeklyLetters(ctx, monday, (progress) => log.info(progress, 'weekly letter: queueing'))
        .then((queued) => log.info({ monday, queued }, 'weekly letter queued'))
        .catch((error: unknown) => log.error({ err: error, monday }, 'weekly letter failed'))
        .finally(schedule);
    }, at.getTime() - ctx.now().getTime());
    timer.unref();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
