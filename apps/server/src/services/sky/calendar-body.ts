import { SkyCalendar, type SkyEvent } from '@constelar/contract';
import type { SkyEventType } from '@constelar/core/codes';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentEtag } from '../../lib/etag';
import { checkedReply } from '../../plugins/zod-schemas';
import { calendarEvents } from './calendar-events';
import { calendarIcs } from './calendar-ics';

export type CalendarFormat = 'json' | 'ics';

export interface CalendarJob {
  format: CalendarFormat;
  from: string;
  to: string;
  types?: readonly SkyEventType[] | undefined;
  /** The page a calendar app links to (the .ics URL property). */
  pageUrl: string;
}

/** A calendar range as it goes on the wire in each encoding, with an ETag of its content alone. */
export interface CalendarBody {
  etag: string;
  identity: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
}

/** The events of the kinds asked for: "Próximo eclipse" wants one kind, a calendar app may leave one out. */
const ofTypes = (events: SkyEvent[], types: readonly SkyEventType[] | undefined) =>
  types ? events.filter((event) => types.includes(event.type)) : events;

/**
 * Built once per range and kept (sky-routes.ts), so it is compressed harder than a one-off reply:
 * brotli 5 makes a 400-day .ics ~12 % of its size, and every later download reuses the bytes.
 */
const compress = {
  br: (body: Buffer) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer) => gzipSync(body, { level: 6 }),
};

/** sky.md §5: a range's events as JSON or iCalendar, the same bytes for everyone and every time. */
export function calendarBody(job: CalendarJob): CalendarBody {
  const events = ofTypes(calendarEvents(job.from, job.to), job.types);
  const text =
    job.format === 'ics'
      ? calendarIcs(events, job.pageUrl)
      : JSON.stringify(checkedReply(SkyCalendar, events, 'GET /api/sky/calendar'));
  const identity = Buffer.from(text);
  const etag = contentEtag(identity, 27);
  return { etag, identity, br: compress.br(identity), gzip: compress.gzip(identity) };
}
