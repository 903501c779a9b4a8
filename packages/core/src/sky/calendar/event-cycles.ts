// What tells two events of the same kind apart when they can fall within a month of each other
// (daily.md §3): the parity of the lunation (for phases), of the Moon's revolution (for void-of-course
// Moons in one sign) and whether a planet's entry is its second after a retrograde loop.

import { SIGNS, type Sign } from '../../codes';
import { bodyLongitude } from '../ephemeris';
import { wrap360 } from '../roots';
import { timeScalesFromUnixMs } from '../time-scales';
import type { IngressBody } from './sky-event';

const J2000 = 2_451_545;
const centuries = (utcMs: number) => (timeScalesFromUnixMs(utcMs).jdTT - J2000) / 36_525;
const parity = (n: number): 0 | 1 => (((n % 2) + 2) % 2) as 0 | 1;

/**
 * Parity of the lunation of a phase at `elongationDeg` (0, 90, 180, 270) exact at `utcMs`: the Moon's mean
 * elongation (Meeus 47.2) lies within 10° of the true one, so the count of turns is exact and consecutive
 * lunations alternate.
 */
export function lunationParity(utcMs: number, elongationDeg: number): 0 | 1 {
  const meanElongation = 297.8501921 + 445_267.1114034 * centuries(utcMs);
  return parity(Math.round((meanElongation - elongationDeg) / 360));
}

/**
 * Parity of the Moon's revolution when it is at `longitudeDeg` at `utcMs` (a sign's cusp): its mean
 * longitude (Meeus 47.1) lies within 8° of the true one, so consecutive passages alternate.
 */
export function moonRevolutionParity(utcMs: number, longitudeDeg: number): 0 | 1 {
  const meanLongitude = 218.3164477 + 481_267.88123421 * centuries(utcMs);
  return parity(Math.round((meanLongitude - longitudeDeg) / 360));
}

/** Days looked back: longer than a month, shorter than any loop that leaves and re-enters a sign. */
const REENTRY_LOOKBACK_DAYS = 40;

/** Whether a body entering `sign` at `utcMs` had already been in it within the last 40 days. */
export function isIngressReentry(body: IngressBody, sign: Sign, utcMs: number): boolean {
  const jd = timeScalesFromUnixMs(utcMs).jdTT;
  for (let d = 1; d <= REENTRY_LOOKBACK_DAYS; d += 0.5) {
    const longitude = bodyLongitude(body, jd - d).longitude;
    if (SIGNS[Math.floor(wrap360(longitude) / 30) % 12] === sign) return true;
  }
  return false;
}
