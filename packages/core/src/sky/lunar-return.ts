// The lunar return (relations.md §3): the first instant at or after a given one when the Moon comes
// back to its natal longitude. The Moon always moves direct (11.8–15.4°/day), so its miss from the
// natal longitude rises through zero once a month: bracket that crossing on a quarter-day grid, then
// close in with Newton steps kept inside the bracket.

import { err, ok, type Result } from '../result';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';
import { MS_PER_DAY, unixMsFromJulianDay } from './julian-day';
import { wrap180 } from './roots';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';

const STEP_MS = MS_PER_DAY / 4;
// A sidereal month is 27.3 days; the grid looks a little past it.
const MAX_STEPS = 4 * 29;
// The Moon covers about 0.0005″ in a millisecond; a millisecond is far inside the 10 s allowed.
const TOLERANCE_MS = 1;
const MARGIN_MS = 5 * 60_000;
const ON_PLACE_DEG = 1e-6;

function outOfRange(utcMs: number): Result<never, SkyError> {
  return err({
    code: 'instant-out-of-range',
    utcMs,
    minUtcMs: Math.ceil(unixMsFromJulianDay(TABLE_START_JD) + MARGIN_MS),
    maxUtcMs: Math.floor(unixMsFromJulianDay(TABLE_END_JD) - MARGIN_MS),
  });
}

/** The Moon's miss from `natalMoon` (degrees in [−180, 180)) and its speed, at a UTC instant. */
function moonMiss(natalMoon: number, ms: number): { miss: number; speed: number } | null {
  const { jdTT } = timeScalesFromUnixMs(ms);
  if (!isWithinEphemeris(jdTT)) return null;
  const { longitude, speed } = bodyLongitude('moon', jdTT);
  return { miss: wrap180(longitude - natalMoon), speed };
}

/** The first instant (Unix ms, UTC) at or after `fromMs` when the Moon's longitude equals `natalMoon`. */
export function lunarReturnInstant(natalMoon: number, fromMs: number): Result<number, SkyError> {
  let lo = fromMs;
  let at = moonMiss(natalMoon, lo);
  if (!at) return outOfRange(lo);
  // Already there (to a few ms of the Moon's motion): a return found before and asked again stays itself.
  if (Math.abs(at.miss) < ON_PLACE_DEG) return ok(lo);
  for (let i = 0; i < MAX_STEPS; i++) {
    const hi = lo + STEP_MS;
    const next = moonMiss(natalMoon, hi);
    if (!next) return outOfRange(hi);
    // Rising through zero, not jumping the ±180° seam.
    if (at.miss < 0 && next.miss >= 0 && next.miss - at.miss < 90) {
      return ok(Math.round(closeIn(natalMoon, lo, hi, at.miss, next.miss)));
    }
    lo = hi;
    at = next;
  }
  return outOfRange(lo);
}

function closeIn(natalMoon: number, lo: number, hi: number, missLo: number, missHi: number): number {
  let a = lo;
  let b = hi;
  let t = a + (-missLo / (missHi - missLo)) * (b - a);
  for (let i = 0; i < 30; i++) {
    const { miss, speed } = moonMiss(natalMoon, t)!;
    if (miss === 0) return t;
    if (miss < 0) a = t;
    else b = t;
    let next = t - (miss / speed) * MS_PER_DAY;
    if (!(next > a && next < b)) next = (a + b) / 2;
    if (Math.abs(next - t) < TOLERANCE_MS) return next;
    t = next;
  }
  return t;
}
