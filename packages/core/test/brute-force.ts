// Test helper: the calendar's rules solved the slow, obvious way on the same ephemeris, to check the
// fast engine against. Everything is in UTC ms with TT taken afresh at each instant; angles are
// sampled densely and every sign change is bisected to a tenth of a second.

import type { Body } from '../src/codes';
import { bodyLongitude } from '../src/sky/ephemeris';
import { wrap180 } from '../src/sky/roots';
import { timeScalesFromUnixMs } from '../src/sky/time-scales';

const HOUR_MS = 3_600_000;

export function longitudeAt(body: Body, utcMs: number) {
  return bodyLongitude(body, timeScalesFromUnixMs(utcMs).jdTT);
}

/** The instant in [a, b] where f changes sign, to 0.1 s. */
export function bisect(f: (ms: number) => number, a: number, b: number): number {
  let lo = a;
  let hi = b;
  const fLo = f(lo);
  while (hi - lo > 100) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0 === fLo > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface BruteCrossing {
  timeMs: number;
  /** The level crossed. */
  level: number;
  direction: 1 | -1;
}

/** Crossings of `levels` by an angle sampled every `stepMs`; the angle must move less than 90° a step. */
export function bruteCrossings(
  angle: (ms: number) => number,
  levels: readonly number[],
  fromMs: number,
  toMs: number,
  stepMs = HOUR_MS,
): BruteCrossing[] {
  const found: BruteCrossing[] = [];
  let t0 = fromMs;
  let a0 = angle(t0);
  while (t0 < toMs) {
    const t1 = t0 + stepMs;
    const a1 = angle(t1);
    for (const level of levels) {
      const d0 = wrap180(a0 - level);
      const d1 = wrap180(a1 - level);
      if (Math.abs(d0 - d1) < 90 && d0 < 0 !== d1 < 0) {
        const timeMs = bisect((ms) => wrap180(angle(ms) - level), t0, t1);
        found.push({ timeMs, level, direction: d1 > d0 ? 1 : -1 });
      }
    }
    t0 = t1;
    a0 = a1;
  }
  return found.sort((x, y) => x.timeMs - y.timeMs);
}

/** Instants where a body's speed changes sign, sampled every six hours. */
export function bruteStations(body: Body, fromMs: number, toMs: number) {
  const speed = (ms: number) => longitudeAt(body, ms).speed;
  const found: { timeMs: number; retrograde: boolean }[] = [];
  for (let t = fromMs; t < toMs; t += 6 * HOUR_MS) {
    const s0 = speed(t);
    const s1 = speed(t + 6 * HOUR_MS);
    if (s0 > 0 !== s1 > 0) found.push({ timeMs: bisect(speed, t, t + 6 * HOUR_MS), retrograde: s0 > 0 });
  }
  return found;
}
