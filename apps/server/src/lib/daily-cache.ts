import type { FastifyReply, FastifyRequest } from 'fastify';
import { secondsToSaoPauloMidnight } from './dates';
import { contentEtag, namesEtag } from './etag';

/** After midnight a cache may hand out yesterday's answer once while it fetches today's. */
export const DAILY_STALE_SECONDS = 600;

/**
 * What the horóscopo's pages, feeds and answers say to caches (reach.md §1): the same for everyone until
 * the next midnight in Brasília, when their content changes.
 */
export const untilBrasiliaMidnight = (now: Date) =>
  `public, max-age=${secondsToSaoPauloMidnight(now)}, stale-while-revalidate=${DAILY_STALE_SECONDS}`;

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
