// Sign ingresses of Sun … Pluto: the longitude crossing a multiple of 30°. Crossing downwards is a
// retrograde re-entry into the sign below the boundary.

import { SIGNS } from '../../codes';
import { bodyLongitude } from '../ephemeris';
import { findLevelCrossings, refineCrossing, sampleAngle } from '../roots';
import type { IngressBody, IngressEvent } from './sky-event';
import { utcMsFromTT } from '../tt-to-utc';

export const INGRESS_BODIES: readonly IngressBody[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];

/** Sampling step in days: the slow bodies' curves stay smooth over longer steps (as in transits.ts). */
export const PLANET_STEP_DAYS: Readonly<Record<IngressBody, number>> = {
  sun: 1,
  mercury: 1,
  venus: 1,
  mars: 1,
  jupiter: 2,
  saturn: 4,
  uranus: 4,
  neptune: 4,
  pluto: 4,
};

const SIGN_CUSPS = SIGNS.map((_, i) => i * 30);

/** Every ingress of one body over [fromJd, toJd] (TT Julian days). */
export function findIngresses(body: IngressBody, fromJd: number, toJd: number): IngressEvent[] {
  const step = PLANET_STEP_DAYS[body];
  const angleAt = (t: number) => bodyLongitude(body, t);
  const curve = sampleAngle(angleAt, fromJd, toJd, step);
  const events: IngressEvent[] = [];
  findLevelCrossings(curve, SIGN_CUSPS, ({ level, time, direction }) => {
    const exact = refineCrossing(angleAt, SIGN_CUSPS[level]!, time, step);
    const retrograde = direction === -1;
    const sign = SIGNS[retrograde ? (level + 11) % 12 : level]!;
    events.push({ type: 'ingress', body, sign, timeMs: utcMsFromTT(exact), retrograde });
  });
  return events;
}
