// When a slowly moving point (a progressed body, a directed point) meets a fixed level (a natal point
// plus an aspect angle): solved on the progressed clock, where one day is a year of life, by bracketing
// and bisection. Bisection, not Newton, because progressed angles and directed points have no cheap
// rate and a progressed body may be near a station.

import { MS_PER_DAY } from './julian-day';
import { wrap180 } from './roots';
import { DAYS_PER_PROGRESSED_DAY } from './progressed-time';

/** Longitude (degrees) of the moving point at a progressed instant (Unix ms). */
export type LongitudeAt = (progressedMs: number) => number;

// A progressed day is a year of life; stop when the bracket is under an hour of life (well inside the
// day the spec allows) and take its middle.
const TOLERANCE_MS = 3_600_000 / DAYS_PER_PROGRESSED_DAY;
// How far the slow scan looks each way, in progressed days (years of life), when the quick bracket
// fails: a body turning inside the orb, or one so slow its perfection is decades away.
const SCAN_STEP_MS = MS_PER_DAY;
const SCAN_STEPS = 100;

/** Signed miss from the level, degrees in [−180, 180). */
function missAt(longitudeAt: LongitudeAt, level: number, t: number): number {
  return wrap180(longitudeAt(t) - level);
}

/** A crossing of zero inside [lo, hi], found by bisection; the misses at both ends have opposite signs. */
function bisect(longitudeAt: LongitudeAt, level: number, lo: number, hi: number, missLo: number): number {
  let a = lo;
  let b = hi;
  let fa = missLo;
  while (b - a > TOLERANCE_MS) {
    const mid = (a + b) / 2;
    const fm = missAt(longitudeAt, level, mid);
    if (fm === 0) return mid;
    if (fm < 0 === fa < 0) {
      a = mid;
      fa = fm;
    } else b = mid;
  }
  return (a + b) / 2;
}

/** A real sign change near zero (not the ±180° wrap). */
function brackets(f0: number, f1: number): boolean {
  return f0 <= 0 !== f1 <= 0 && Math.abs(f0 - f1) < 90;
}

/**
 * The progressed instant nearest `nowMs` (and not before `earliestMs`) at which the moving point
 * stands exactly at `level`, or null when it does not get there within a century of life either way.
 */
export function perfectionInstant(
  longitudeAt: LongitudeAt,
  level: number,
  nowMs: number,
  earliestMs: number,
  latestMs: number,
): number | null {
  const f0 = missAt(longitudeAt, level, nowMs);
  if (f0 === 0) return nowMs;
  // Quick bracket: the local rate says where the crossing should be; look a little beyond it.
  const probe = SCAN_STEP_MS / 1000;
  const rate = wrap180(longitudeAt(nowMs + probe) - longitudeAt(nowMs)) / probe;
  if (rate !== 0) {
    const guess = -f0 / rate;
    const far = nowMs + guess * 1.5 + Math.sign(guess) * SCAN_STEP_MS * 0.05;
    const lo = Math.max(Math.min(nowMs, far), earliestMs);
    const hi = Math.min(Math.max(nowMs, far), latestMs);
    const fLo = lo === nowMs ? f0 : missAt(longitudeAt, level, lo);
    const fHi = hi === nowMs ? f0 : missAt(longitudeAt, level, hi);
    if (hi > lo && brackets(fLo, fHi)) return bisect(longitudeAt, level, lo, hi, fLo);
  }
  // Slow scan outward, a progressed day at a time, nearest crossing first.
  let tBack = nowMs;
  let fBack = f0;
  let tAhead = nowMs;
  let fAhead = f0;
  for (let k = 1; k <= SCAN_STEPS; k++) {
    let found: number | null = null;
    if (tAhead < latestMs) {
      const t = Math.min(nowMs + k * SCAN_STEP_MS, latestMs);
      const f = missAt(longitudeAt, level, t);
      if (brackets(fAhead, f)) found = bisect(longitudeAt, level, tAhead, t, fAhead);
      tAhead = t;
      fAhead = f;
    }
    if (tBack > earliestMs) {
      const t = Math.max(nowMs - k * SCAN_STEP_MS, earliestMs);
      const f = missAt(longitudeAt, level, t);
      if (brackets(f, fBack)) {
        const past = bisect(longitudeAt, level, t, tBack, f);
        if (found === null || nowMs - past < found - nowMs) found = past;
      }
      tBack = t;
      fBack = f;
    }
    if (found !== null) return found;
  }
  return null;
}
