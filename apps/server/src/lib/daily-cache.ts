import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays, saoPauloDate, saoPauloMidnight, secondsToSaoPauloMidnight } from './dates';
import { contentEtag, namesEtag } from './etag';

/** After midnight a cache may hand out yesterday's answer once while it fetches today's. */
export const DAILY_STALE_SECONDS = 600;

/**
 * What the horóscopo's pages, feeds and answers say to caches (reach.md §1): the same for everyone until
 * the next midnight in Brasília, when their content changes.
 */
export const untilBrasiliaMidnight = (now: Date) =>
  `public, max-age=${secondsToSaoPauloMidnight(now)}, stale-while-revalidate=${DAILY_STALE_SECONDS}`;

/** The Monday after a date's week and the 1st after its month: when a week's or a month's page changes. */
export function nextMonday(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, 7 - ((weekday + 6) % 7));
}
export function nextFirst(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Cache-Control until 00:00 of a later date in Brasília (reach.md §1): the week's Monday, the month's 1st. */
export function untilBrasiliaDate(date: string, now: Date): string {
  const seconds = Math.max(60, Math.floor((saoPauloMidnight(date).getTime() - now.getTime()) / 1000));
  return `public, max-age=${seconds}, stale-while-revalidate=${DAILY_STALE_SECONDS}`;
}

/** Until the next Monday 00:00 in Brasília, when this week's horóscopo gives way to the next. */
export const untilNextMonday = (now: Date) => untilBrasiliaDate(nextMonday(saoPauloDate(now)), now);
/** Until the next 1st 00:00 in Brasília. */
export const untilNextFirst = (now: Date) => untilBrasiliaDate(nextFirst(saoPauloDate(now)), now);

const tags = new WeakMap<object, string>();

/**
 * An API answer that lasts until midnight in Brasília: its Cache-Control and a strong ETag from its
 * content (the same content always serializes to the same bytes). True when the client already has it
 * and a 304 went out: the handler then returns nothing more.
 */
export function sendsNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  content: object,
  now: Date,
): boolean {
  let etag = tags.get(content);
  if (!etag) {
    etag = contentEtag(JSON.stringify(content), 27);
    tags.set(content, etag);
  }
  reply.header('cache-control', untilBrasiliaMidnight(now)).header('etag', etag);
  if (!namesEtag(request.headers['if-none-match'], etag)) return false;
  void reply.status(304).send();
  return true;
}
