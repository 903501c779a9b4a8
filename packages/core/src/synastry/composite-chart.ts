// The composite (midpoint) chart of two people (relations.md §1): each body at the midpoint of the shorter
// arc between the two positions, the MC at the midpoint of the two MCs, and the Ascendant and houses
// derived from that MC at the mean of the two birth latitudes, in the house system asked for.

import { TRANSIT_BODIES, type Body, type HouseSystem } from '../codes';
import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedArcDegrees } from '../sky/angles';
import { computeHouses, houseOf } from '../sky/houses';
import { meanObliquity } from '../sky/obliquity';

export type CompositeBody = Exclude<Body, 'trueNode'>;

export interface CompositeInput {
  longitudes: Record<CompositeBody, number>;
  /** Present only with a known birth time and place. */
  midheaven?: number | null;
  latitude?: number | null;
  /** The birth's Julian day (UT is close enough for the obliquity, which moves 0.47″ a year). */
  julianDay: number;
}

export interface CompositeChart {
  bodies: Record<CompositeBody, { longitude: number; house: number | null }>;
  /** Null when either birth time (or place) is unknown. */
  angles: { ascendant: number; midheaven: number; cusps: number[]; houseSystem: HouseSystem } | null;
}

const COMPOSITE_BODIES: readonly CompositeBody[] = TRANSIT_BODIES;

/**
 * Midpoint of the shorter arc from x to y. At exactly 180° apart both midpoints are as near; the one
 * after the smaller longitude is taken, so swapping the two people gives the same point.
 */
export function midpointDegrees(x: number, y: number): number {
  const [lo, hi] = normalizeDegrees(x) <= normalizeDegrees(y) ? [x, y] : [y, x];
  const arc = signedArcDegrees(hi, lo);
  return normalizeDegrees(lo + arc / 2);
}

/** Right ascension of the meridian whose ecliptic longitude is `mc`: ARMC, in degrees. */
function armcOf(mc: number, obliquityRad: number): number {
  const l = mc * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquityRad), Math.cos(l)) * DEG_PER_RAD);
}

const J2000 = 2451545;

export function compositeChart(a: CompositeInput, b: CompositeInput, system: HouseSystem): CompositeChart {
  const withAngles = a.midheaven != null && b.midheaven != null && a.latitude != null && b.latitude != null;
  let angles: CompositeChart['angles'] = null;
  if (withAngles) {
    const mc = midpointDegrees(a.midheaven!, b.midheaven!);
    const latitude = (a.latitude! + b.latitude!) / 2;
    const obliquity = meanObliquity(((a.julianDay + b.julianDay) / 2 - J2000) / 36525);
    const houses = computeHouses(armcOf(mc, obliquity), latitude, obliquity, system);
    angles = { ascendant: houses.ascendant, midheaven: mc, cusps: houses.cusps, houseSystem: houses.system };
  }
  const bodies = {} as CompositeChart['bodies'];
  for (const body of COMPOSITE_BODIES) {
    const longitude = midpointDegrees(a.longitudes[body], b.longitudes[body]);
    bodies[body] = { longitude, house: angles ? houseOf(longitude, angles.cusps) : null };
  }
  return { bodies, angles };
}
