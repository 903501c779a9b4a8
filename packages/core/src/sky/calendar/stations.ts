// Stations of Mercury … Pluto: the longitude speed crossing zero. The sampled cubic's turning points
// say where to look; bisection on the ephemeris' own speed then pins the instant to a few seconds.

import { bodyLongitude } from '../ephemeris';
import { findTurningPoints, sampleAngle } from '../roots';
import { PLANET_STEP_DAYS } from './ingresses';
import type { StationBody, StationEvent } from './sky-event';
import { utcMsFromTT } from '../tt-to-utc';

export const STATION_BODIES: readonly StationBody[] = [
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];

/** Days: bisection stops below a second. */
const TOLERANCE_DAYS = 1 / 86_400;

/** The zero of the speed in [lo, hi], whose ends have opposite signs. */
function speedZero(body: StationBody, lo: number, hi: number, speedLo: number): number {
  let a = lo;
  let b = hi;
  while (b - a > TOLERANCE_DAYS) {
    const mid = (a + b) / 2;
    const speed = bodyLongitude(body, mid).speed;
    if (speed === 0) return mid;
    if (speed > 0 === speedLo > 0) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

/** Every station of one body over [fromJd, toJd] (TT Julian days). */
export function findStations(body: StationBody, fromJd: number, toJd: number): StationEvent[] {
  const step = PLANET_STEP_DAYS[body];
  const curve = sampleAngle((t) => bodyLongitude(body, t), fromJd, toJd, step);
  const events: StationEvent[] = [];
  let previousEnd = -Infinity;
  for (const estimate of findTurningPoints(curve)) {
    // The real station lies within a step of the cubic's; a bracket without a sign change is a
    // wiggle of the cubic, not a station.
    const lo = Math.max(estimate - step, previousEnd);
    const hi = estimate + step;
    if (!(lo < hi)) continue;
    const speedLo = bodyLongitude(body, lo).speed;
    const speedHi = bodyLongitude(body, hi).speed;
    if (speedLo > 0 === speedHi > 0) continue;
    const exact = speedZero(body, lo, hi, speedLo);
    previousEnd = hi;
    events.push({
      type: 'station',
      body,
      kind: speedLo > 0 ? 'retrograde' : 'direct',
      timeMs: utcMsFromTT(exact),
    });
  }
  return events;
}
