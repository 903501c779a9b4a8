import type { SkyEvent } from '@constelar/contract';
import type { AppContext } from '../../app-context';
import { activeSubscriberEmails } from '../../db/repositories/newsletter';
import { saoPauloDate } from '../../lib/dates';
import { newsletterHeaders } from '../../mail/templates/newsletter-headers';
import { weeklyLetterMessage } from '../../mail/templates/weekly-letter';
import { calendarEvents } from '../sky/calendar-events';
import { unsubscribeLinks } from './newsletter-mail';

const DAY_MS = 86_400_000;
const PROGRESS_EVERY = 100;

/** The Monday (YYYY-MM-DD, São Paulo) of the week holding `now`. */
export function mondayOf(now: Date): string {
  const today = saoPauloDate(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const back = (weekday + 6) % 7;
  return new Date(Date.parse(`${today}T12:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
}

/** The week's sky events, Monday to Sunday in Brasília time (a Moon void from Sunday is kept if it runs on). */
export function weekEvents(monday: string): SkyEvent[] {
  const nextMonday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
  const localDay = (iso: string) => saoPauloDate(new Date(iso));
  return calendarEvents(monday, nextMonday).filter((e) =>
    e.type === 'void-of-course'
      ? localDay(e.start) <= sunday && localDay(e.end) >= monday
      : localDay(e.time) >= monday && localDay(e.time) <= sunday,
  );
}

export function weeklyLetterFor(
  ctx: Pick<AppContext, 'config'>,
  monday: string,
  email: string,
  events: SkyEvent[],
) {
  const links = unsubscribeLinks(ctx, email);
  return {
    kind: 'weekly-letter',
    to: email,
    ...weeklyLetterMessage({
      monday,
      events,
      unsubscribeUrl: links.page,
      calendarUrl: `${ctx.config.publicUrl}/ceu`,
    }),
    headers: newsletterHeaders({ unsubscribeUrl: links.oneClick, mailto: links.mailto }),
    // Once per week and address, however many instances or restarts try (mail_queue.dedupe_key).
    dedupeKey: `weekly-letter:${monday}:${email}`,
  };
}

/** Queues the week's letter for every confirmed, still subscribed address; returns how many were new. */
export async function queueWeeklyLetters(
  ctx: Pick<AppContext, 'config' | 'db' | 'mail'>,
  monday: string,
  progress: (details: { monday: string; done: number; queued: number; total: number }) => void = () => {},
): Promise<number> {
  const rows = await activeSubscriberEmails(ctx.db);
  const events = weekEvents(monday);
  let queued = 0;
  let done = 0;
  for (const email of rows) {
    if (await ctx.mail.send(weeklyLetterFor(ctx, monday, email, events))) queued++;
    done++;
    // Every hundred addresses, and at the end: a long list shows how far it got.
    if (done % PROGRESS_EVERY === 0 || done === rows.length) {
      progress({ monday, done, queued, total: rows.length });
    }
  }
  return queued;
}
