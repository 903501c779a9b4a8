import type { SkyEvent } from '@constelar/contract';
import ical from 'ical-generator';

/** A stable UID per event: the same phase or ingress keeps its id from one download to the next. */
function uidOf(e: SkyEvent): string {
  const when = 'time' in e ? e.time : e.start;
  const what = 'body' in e ? `${e.type}-${e.body}` : e.type;
  const kind = 'kind' in e ? `-${e.kind}` : '';
  return `${what}${kind}-${when.replace(/[^0-9]/g, '')}@constelar`;
}

/**
 * DTSTAMP of every event: when this data last changed, not when it was downloaded, so the same range
 * gives the same bytes and a polling calendar app gets 304 from its ETag (issue #22). Move it forward
 * when the events' computation or texts change, so subscribers see the new version as such.
 */
export const CALENDAR_DATA_STAMP = new Date('2026-11-27T00:00:00Z');

/**
 * sky.md §5 as RFC 5545: one VEVENT per event, DTSTART at its instant in UTC (…Z), a void-of-course Moon
 * from its start to its end; SUMMARY is the Portuguese title and DESCRIPTION the short text.
 */
export function calendarIcs(events: SkyEvent[], url: string): string {
  const calendar = ical({
    name: 'O Céu · Constelar',
    description: 'Fases da Lua, ingressos, estações, Lua fora de curso e eclipses.',
    prodId: { company: 'Constelar', product: 'O Ceu', language: 'PT-BR' },
    url,
  });
  for (const e of events) {
    const start = new Date('time' in e ? e.time : e.start);
    calendar.createEvent({
      id: uidOf(e),
      stamp: CALENDAR_DATA_STAMP,
      start,
      ...(e.type === 'void-of-course' ? { end: new Date(e.end) } : {}),
      summary: e.title,
      description: e.text,
    });
  }
  return calendar.toString();
}
