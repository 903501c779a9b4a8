// The public sky calendar (sky.md §5): phases, ingresses, stations, void-of-course Moons and eclipses
// over a window of at most 400 days (plus a day of slack for the server's inclusive dates). Each kind
// is searched in TT over the window plus what it needs on either side; events are then kept in UTC:
// instants inside [fromMs, toMs], periods overlapping it.

import { err, ok, type Result } from '../../result';
import { TABLE_END_JD, TABLE_START_JD } from '../ephemeris-layout';
import { MS_PER_DAY, unixMsFromJulianDay } from '../julian-day';
import type { SkyError } from '../sky-error';
import { timeScalesFromUnixMs } from '../time-scales';
import { findEclipses } from './eclipses';
import { findIngresses, INGRESS_BODIES, PLANET_STEP_DAYS } from './ingresses';
import { findLunarPhases } from './lunar-phases';
import { eventTimeMs, type SkyCalendarEvent } from './sky-event';
import { findStations, STATION_BODIES } from './stations';
import { findVoidOfCourse } from './void-of-course';

export const MAX_CALENDAR_SPAN_DAYS = 402;

export type SkyCalendarError =
  SkyError | { code: 'invalid-range'; fromMs: number; toMs: number; maxDays: number };

// Samples reach two steps (8 days for the slowest bodies) plus a grid step beyond the window, and the
// void-of-course search a Moon sign further: windows keep this far (days) from the tables' edges.
const EDGE_DAYS = 16;
const MIN_WINDOW_JD = TABLE_START_JD + EDGE_DAYS;
const MAX_WINDOW_JD = TABLE_END_JD - EDGE_DAYS;

const TYPE_ORDER: Readonly<Record<SkyCalendarEvent['type'], number>> = {
  eclipse: 0,
  phase: 1,
  station: 2,
  ingress: 3,
  'void-of-course': 4,
};
const BODY_ORDER = new Map<string, number>(INGRESS_BODIES.map((body, i) => [body, i]));

function compareEvents(a: SkyCalendarEvent, b: SkyCalendarEvent): number {
  const byTime = eventTimeMs(a) - eventTimeMs(b);
  if (byTime !== 0) return byTime;
  const byType = TYPE_ORDER[a.type] - TYPE_ORDER[b.type];
  if (byType !== 0) return byType;
  const bodyOf = (e: SkyCalendarEvent) => ('body' in e ? (BODY_ORDER.get(e.body) ?? -1) : -1);
  return bodyOf(a) - bodyOf(b);
}

function outOfRange(utcMs: number): SkyCalendarError {
  return {
    code: 'instant-out-of-range',
    utcMs,
    minUtcMs: Math.ceil(unixMsFromJulianDay(MIN_WINDOW_JD) + 5 * 60_000),
    maxUtcMs: Math.floor(unixMsFromJulianDay(MAX_WINDOW_JD) - 5 * 60_000),
  };
}

/**
 * Events of [fromMs, toMs] (Unix ms, UTC), sorted by time (a period by its start): instants inside the
 * window, and void-of-course periods overlapping it with their real start and end.
 */
export function skyCalendar(fromMs: number, toMs: number): Result<SkyCalendarEvent[], SkyCalendarError> {
  if (
    !(Number.isFinite(fromMs) && Number.isFinite(toMs) && toMs > fromMs) ||
    toMs - fromMs > MAX_CALENDAR_SPAN_DAYS * MS_PER_DAY
  )
    return err({ code: 'invalid-range', fromMs, toMs, maxDays: MAX_CALENDAR_SPAN_DAYS });
  const fromJd = timeScalesFromUnixMs(fromMs).jdTT;
  const toJd = timeScalesFromUnixMs(toMs).jdTT;
  if (!(fromJd >= MIN_WINDOW_JD)) return err(outOfRange(fromMs));
  if (!(toJd <= MAX_WINDOW_JD)) return err(outOfRange(toMs));

  const found: SkyCalendarEvent[] = [
    ...findLunarPhases(fromJd - 1, toJd + 1),
    ...findEclipses(fromJd - 1, toJd + 1),
  ];
  for (const body of INGRESS_BODIES) {
    const margin = 2 * PLANET_STEP_DAYS[body];
    found.push(...findIngresses(body, fromJd - margin, toJd + margin));
  }
  for (const body of STATION_BODIES) {
    const margin = 2 * PLANET_STEP_DAYS[body];
    found.push(...findStations(body, fromJd - margin, toJd + margin));
  }
  found.push(...findVoidOfCourse(fromJd, toJd));
  // Searches overlap the window; keep what belongs to it.
  const kept = found.filter((e) =>
    e.type === 'void-of-course'
      ? e.endMs >= fromMs && e.startMs <= toMs
      : e.timeMs >= fromMs && e.timeMs <= toMs,
  );
  return ok(kept.sort(compareEvents));
}
