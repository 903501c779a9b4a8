// The four principal phases: the Moon − Sun elongation crossing 0°, 90°, 180° and 270°. The elongation
// always grows (12°–15° a day), so Newton on the real ephemeris converges from the cubic's estimate.

import { bodyLongitude } from '../ephemeris';
import { findLevelCrossings, refineCrossing, sampleAngle, type AngleAndRate } from '../roots';
import { LUNAR_PHASE_ANGLES, LUNAR_PHASE_KINDS } from '../../codes';
import type { PhaseEvent } from './sky-event';
import { utcMsFromTT } from '../tt-to-utc';

const PHASE_LEVELS = LUNAR_PHASE_KINDS.map((kind) => LUNAR_PHASE_ANGLES[kind]);
/** Days; the Moon's curve needs a quarter day for the cubic to stay far below 1″ (roots.ts). */
export const MOON_STEP_DAYS = 0.25;

export function elongationAt(jdTT: number): AngleAndRate {
  const moon = bodyLongitude('moon', jdTT);
  const sun = bodyLongitude('sun', jdTT);
  return { longitude: moon.longitude - sun.longitude, speed: moon.speed - sun.speed };
}

/** Principal phases over [fromJd, toJd] (TT Julian days). */
export function findLunarPhases(fromJd: number, toJd: number): PhaseEvent[] {
  const curve = sampleAngle(elongationAt, fromJd, toJd, MOON_STEP_DAYS);
  const events: PhaseEvent[] = [];
  findLevelCrossings(curve, PHASE_LEVELS, ({ level, time }) => {
    const exact = refineCrossing(elongationAt, PHASE_LEVELS[level]!, time, MOON_STEP_DAYS);
    events.push({ type: 'phase', kind: LUNAR_PHASE_KINDS[level]!, timeMs: utcMsFromTT(exact) });
  });
  return events;
}
