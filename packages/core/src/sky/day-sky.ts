// The sky of one local day (daily.md §1), the same for every sign: the Moon at noon, its change of sign,
// every exact aspect between the Moon and Sun … Pluto and between two of Sun … Pluto, and the sky
// calendar's events of the day. Houses are counted per sign afterwards (`solarHouse`): the costly part
// is done once for the twelve horóscopos of a date.

import { DateTime } from 'luxon';
import { SIGNS, type AspectKind, type MoonPhaseName, type Sign, type TransitBody } from '../codes';
import { err, ok, type Result } from '../result';
import { INGRESS_BODIES } from './calendar/ingresses';
import { MOON_STEP_DAYS } from './calendar/lunar-phases';
import { skyCalendar } from './calendar/sky-calendar';
import type { IngressBody, SkyCalendarEvent } from './calendar/sky-event';
import { bodyLongitude, isWithinEphemeris, type LongitudeAndSpeed } from './ephemeris';
import { dayMoonPhase, moonPhaseFromElongation } from '../moon-phase-of';
import {
  findLevelCrossings,
  refineCrossing,
  sampleAngle,
  wrap180,
  wrap360,
  type AngleAndRate,
  type SampledAngle,
} from './roots';
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
  /** The Moon at 12:00 local time; its ecliptic longitude tells the day of its passage through a sign. */
  moon: { sign: Sign; phase: MoonPhaseName; illumination: number; longitude: number };
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

const DAY_BODIES: readonly TransitBody[] = ['moon', ...INGRESS_BODIES];
/** Samples per planet step (a day): the Moon's pairs use every one, the planets' every fourth. */
const MOON_SAMPLES_PER_DAY = Math.round(1 / MOON_STEP_DAYS);

/** a − b on the shared grid, every `stride`-th sample, unwrapped as sampleAngle does. */
function differenceCurve(
  samples: readonly LongitudeAndSpeed[][],
  a: number,
  b: number,
  start: number,
  stride: number,
): SampledAngle {
  const count = Math.floor((samples[a]!.length - 1) / stride) + 1;
  const values = new Float64Array(count);
  const rates = new Float64Array(count);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const p = samples[a]![i * stride]!;
    const q = samples[b]![i * stride]!;
    const raw = p.longitude - q.longitude;
    const value = i === 0 ? raw : previous + wrap180(raw - previous);
    values[i] = value;
    rates[i] = p.speed - q.speed;
    previous = value;
  }
  return { start, step: MOON_STEP_DAYS * stride, values, rates };
}

/**
 * Every exact aspect in [startMs, endMs): Moon to Sun … Pluto, and each pair of Sun … Pluto. The ten
 * bodies are sampled once on a quarter-day grid (a whole day for the planets' pairs, whose curves
 * are smooth over a day as in ingresses.ts); each pair's difference is read from those samples, and
 * only the crossings are polished on the ephemeris. `withMoon: false` keeps the pairs of Sun … Pluto
 * alone (the week and the month leave the Moon's aspects to the days).
 */
export function dayAspects(startMs: number, endMs: number, withMoon = true): DayAspect[] {
  const bodies = withMoon ? DAY_BODIES : INGRESS_BODIES;
  const fromJd = ttOf(startMs);
  const toJd = ttOf(endMs);
  // A grid aligned to whole days, one day beyond each side, so both strides share it.
  const first = Math.floor(fromJd) - 1;
  const last = Math.ceil(toJd) + 1;
  const count = (last - first) * MOON_SAMPLES_PER_DAY + 1;
  // Without the Moon, the planets are sampled only on the whole days their pairs read.
  const samples = bodies.map((body) =>
    Array.from({ length: count }, (_, i) =>
      withMoon || i % MOON_SAMPLES_PER_DAY === 0
        ? bodyLongitude(body, first + i * MOON_STEP_DAYS)
        : { longitude: 0, speed: 0 },
    ),
  );
  const found: DayAspect[] = [];
  bodies.forEach((a, i) => {
    bodies.forEach((b, j) => {
      if (j <= i) return;
      const stride = a === 'moon' ? 1 : MOON_SAMPLES_PER_DAY;
      const curve = differenceCurve(samples, i, j, first, stride);
      const angleAt = difference(a, b);
      findLevelCrossings(curve, ASPECT_LEVELS, ({ level, time }) => {
        // Far outside the day: not worth polishing.
        if (time < fromJd - 0.05 || time > toJd + 0.05) return;
        const jd = refineCrossing(angleAt, ASPECT_LEVELS[level]!, time, curve.step);
        const timeMs = utcMsFromTT(jd);
        if (timeMs < startMs || timeMs >= endMs) return;
        found.push({
          type: 'aspect',
          a,
          b: b as IngressBody,
          aspect: LEVEL_ASPECT[level]!,
          timeMs,
          signA: signOf(bodyLongitude(a, jd).longitude),
          signB: signOf(bodyLongitude(b, jd).longitude),
        });
      });
    });
  });
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

export function calendarSign(event: SkyCalendarEvent): Sign {
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
  // The day's name by the folhinha (issue #37): the calendar's phase of that day, else crescente/minguante.
  const elongation = (ms: number) =>
    bodyLongitude('moon', ttOf(ms)).longitude - bodyLongitude('sun', ttOf(ms)).longitude;
  return ok({
    date,
    startMs,
    endMs,
    moon: {
      sign: signOf(moon),
      phase: dayMoonPhase(elongation(startMs), elongation(endMs)),
      illumination: phase.illumination,
      longitude: wrap360(moon),
    },
    moonIngresses: moonIngressesBetween(startMs, endMs),
    aspects: dayAspects(startMs, endMs),
    events,
  });
}

/** Minutes after local midnight of an instant in an IANA zone, to the minute below (14:10:59 → 850). */
export function localMinutes(utcMs: number, zone: string): number {
  const t = DateTime.fromMillis(utcMs, { zone });
  return t.hour * 60 + t.minute;
}

/**
 * The Moon's exact aspects (the five) to natal points over [startMs, endMs), in time order: the day's
 * background in "Seu dia" (daily.md §2). The Moon always moves forward, so each natal angle is crossed
 * once per level and the crossings are polished with Newton on the ephemeris.
 */
export function moonAspectsToNatal<Point extends string>(
  natal: readonly { point: Point; longitude: number }[],
  startMs: number,
  endMs: number,
): { natal: Point; aspect: AspectKind; timeMs: number }[] {
  const fromJd = ttOf(startMs);
  const toJd = ttOf(endMs);
  const found: { natal: Point; aspect: AspectKind; timeMs: number }[] = [];
  const curve = sampleAngle(
    (t) => bodyLongitude('moon', t),
    fromJd - MOON_STEP_DAYS,
    toJd + MOON_STEP_DAYS,
    MOON_STEP_DAYS,
  );
  for (const { point, longitude } of natal) {
    const levels = ASPECT_LEVELS.map((angle) => longitude + angle);
    const angleAt = (t: number) => bodyLongitude('moon', t);
    findLevelCrossings(curve, levels, ({ level, time }) => {
      const timeMs = utcMsFromTT(refineCrossing(angleAt, levels[level]!, time, MOON_STEP_DAYS));
      if (timeMs >= startMs && timeMs < endMs)
        found.push({ natal: point, aspect: LEVEL_ASPECT[level]!, timeMs });
    });
  }
  return found.sort((x, y) => x.timeMs - y.timeMs);
}
