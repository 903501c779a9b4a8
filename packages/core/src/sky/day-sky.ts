// The sky of one local day (daily.md §1), the same for every sign: the Moon at noon, its change of sign,
// every exact aspect between the Moon and Sun … Pluto and between two of Sun … Pluto, and the sky
// calendar's events of the day. Houses are counted per sign afterwards (`solarHouse`): the costly part
// is done once for the twelve horóscopos of a date.

import { DateTime } from 'luxon';
import { SIGNS, type AspectKind, type MoonPhaseName, type Sign, type TransitBody } from '../codes';
import { err, ok, type Result } from '../result';
import { INGRESS_BODIES, PLANET_STEP_DAYS } from './calendar/ingresses';
import { MOON_STEP_DAYS } from './calendar/lunar-phases';
import { skyCalendar } from './calendar/sky-calendar';
import type { IngressBody, SkyCalendarEvent } from './calendar/sky-event';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { moonPhaseFromElongation } from '../moon-phase-of';
import { findLevelCrossings, refineCrossing, sampleAngle, wrap360, type AngleAndRate } from './roots';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';
import { utcMsFromTT } from './tt-to-utc';

/** Angles A − B of the five aspects, both sides of the sextile, square and trine. */
const ASPECT_LEVELS = [0, 60, 90, 120, 180, 240, 270, 300];
const LEVEL_ASPECT: readonly AspectKind[] = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
  'trine',
  'square',
  'sextile',
];
const SIGN_CUSPS = SIGNS.map((_, i) => i * 30);

export interface DayMoonIngress {
  type: 'moon-ingress';
  /** The sign entered. */
  sign: Sign;
  timeMs: number;
}

export interface DayAspect {
  type: 'aspect';
  /** The quicker body: the Moon, or the first of the pair in Sun … Pluto order. */
  a: TransitBody;
  b: IngressBody;
  aspect: AspectKind;
  timeMs: number;
  /** Signs of a and b at the exact instant. */
  signA: Sign;
  signB: Sign;
}

/** A calendar event of the day with the sign it happens in (the body's sign; the Moon's for a phase). */
export interface DayCalendarItem {
  event: SkyCalendarEvent;
  sign: Sign;
}

export interface DaySky {
  /** The local date, YYYY-MM-DD. */
  date: string;
  /** 00:00 and 24:00 of the date in the zone, Unix ms. */
  startMs: number;
  endMs: number;
  /** The Moon at 12:00 local time. */
  moon: { sign: Sign; phase: MoonPhaseName; illumination: number };
  moonIngresses: DayMoonIngress[];
  aspects: DayAspect[];
  events: DayCalendarItem[];
}

export type DaySkyError = SkyError | { code: 'invalid-date'; value: string };

const signOf = (longitude: number): Sign => SIGNS[Math.floor(wrap360(longitude) / 30) % 12]!;
const ttOf = (utcMs: number) => timeScalesFromUnixMs(utcMs).jdTT;
const signAt = (body: TransitBody, utcMs: number) => signOf(bodyLongitude(body, ttOf(utcMs)).longitude);

/** The house a sign falls in, counting `from` as house 1 (whole-sign houses from the solar sign). */
export function solarHouse(from: Sign, sign: Sign): number {
  return ((SIGNS.indexOf(sign) - SIGNS.indexOf(from) + 12) % 12) + 1;
}

/** 00:00 to 24:00 of a local date in an IANA zone (a day that starts in a DST gap starts when it can). */
export function localDayBounds(
  date: string,
  zone: string,
): { startMs: number; noonMs: number; endMs: number } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  if (!start.isValid || start.toISODate() !== date) return undefined;
  return {
    startMs: start.toMillis(),
    noonMs: start.set({ hour: 12 }).toMillis(),
    endMs: start.plus({ days: 1 }).startOf('day').toMillis(),
  };
}

function crossingsOf(
  angleAt: (t: number) => AngleAndRate,
  fromJd: number,
  toJd: number,
  step: number,
  levels: readonly number[],
  onExact: (levelIndex: number, jd: number) => void,
): void {
  const curve = sampleAngle(angleAt, fromJd - step, toJd + step, step);
  findLevelCrossings(curve, levels, ({ level, time }) => {
    if (time < fromJd - 0.1 || time > toJd + 0.1) return;
    onExact(level, refineCrossing(angleAt, levels[level]!, time, step));
  });
}

const difference =
  (a: TransitBody, b: TransitBody) =>
  (t: number): AngleAndRate => {
    const p = bodyLongitude(a, t);
    const q = bodyLongitude(b, t);
    return { longitude: p.longitude - q.longitude, speed: p.speed - q.speed };
  };

/** Every exact aspect in [startMs, endMs): Moon to Sun … Pluto, and each pair of Sun … Pluto. */
export function dayAspects(startMs: number, endMs: number): DayAspect[] {
  const fromJd = ttOf(startMs);
  const toJd = ttOf(endMs);
  const found: DayAspect[] = [];
  const pairs: [TransitBody, IngressBody, number][] = INGRESS_BODIES.map((b) => ['moon', b, MOON_STEP_DAYS]);
  INGRESS_BODIES.forEach((a, i) => {
    for (const b of INGRESS_BODIES.slice(i + 1)) {
      pairs.push([a, b, Math.min(PLANET_STEP_DAYS[a], PLANET_STEP_DAYS[b])]);
    }
  });
  for (const [a, b, step] of pairs) {
    crossingsOf(difference(a, b), fromJd, toJd, step, ASPECT_LEVELS, (level, jd) => {
      const timeMs = utcMsFromTT(jd);
      if (timeMs < startMs || timeMs >= endMs) return;
      const pa = bodyLongitude(a, jd).longitude;
      const pb = bodyLongitude(b, jd).longitude;
      found.push({
        type: 'aspect',
        a,
        b,
        aspect: LEVEL_ASPECT[level]!,
        timeMs,
        signA: signOf(pa),
        signB: signOf(pb),
      });
    });
  }
  return found.sort((x, y) => x.timeMs - y.timeMs);
}

/** The Moon's changes of sign in [startMs, endMs). */
export function moonIngressesBetween(startMs: number, endMs: number): DayMoonIngress[] {
  const found: DayMoonIngress[] = [];
  const angleAt = (t: number) => bodyLongitude('moon', t);
  crossingsOf(angleAt, ttOf(startMs), ttOf(endMs), MOON_STEP_DAYS, SIGN_CUSPS, (level, jd) => {
    const timeMs = utcMsFromTT(jd);
    if (timeMs >= startMs && timeMs < endMs)
      found.push({ type: 'moon-ingress', sign: SIGNS[level]!, timeMs });
  });
  return found;
}

function calendarSign(event: SkyCalendarEvent): Sign {
  switch (event.type) {
    case 'phase':
      return signAt('moon', event.timeMs);
    case 'ingress':
    case 'void-of-course':
      return event.sign;
    case 'station':
    case 'eclipse':
      return signAt(event.body, event.timeMs);
  }
}

/** The sky of a local date in a zone (the horóscopo uses America/Sao_Paulo). */
export function daySky(date: string, zone: string): Result<DaySky, DaySkyError> {
  const bounds = localDayBounds(date, zone);
  if (!bounds) return err({ code: 'invalid-date', value: date });
  const { startMs, noonMs, endMs } = bounds;
  if (!isWithinEphemeris(ttOf(startMs) - 20) || !isWithinEphemeris(ttOf(endMs) + 20)) {
    return err({ code: 'instant-out-of-range', utcMs: startMs, minUtcMs: NaN, maxUtcMs: NaN });
  }
  // The calendar takes [from, to] inclusive; an instant exactly at 24:00 belongs to the next day.
  const calendar = skyCalendar(startMs, endMs);
  if (!calendar.ok)
    return err({ code: 'instant-out-of-range', utcMs: startMs, minUtcMs: NaN, maxUtcMs: NaN });
  const events = calendar.value
    .filter((e) => e.type === 'void-of-course' || e.timeMs < endMs)
    .filter((e) => e.type !== 'void-of-course' || (e.endMs > startMs && e.startMs < endMs))
    .map((event) => ({ event, sign: calendarSign(event) }));

  const noonJd = ttOf(noonMs);
  const moon = bodyLongitude('moon', noonJd).longitude;
  const phase = moonPhaseFromElongation(moon - bodyLongitude('sun', noonJd).longitude);
  return ok({
    date,
    startMs,
    endMs,
    moon: { sign: signOf(moon), phase: phase.phase, illumination: phase.illumination },
    moonIngresses: moonIngressesBetween(startMs, endMs),
    aspects: dayAspects(startMs, endMs),
    events,
  });
}
