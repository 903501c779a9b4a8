// Ascendant, Midheaven and house cusps from the local sidereal time (ARMC), the latitude and the true
// obliquity, in seven systems (one file each under houses/). Where a system has no solution (Placidus
// and Koch inside the polar circles, where some ecliptic points never rise or set) or its cusps would
// not run in zodiacal order, Porphyry stands in, as Swiss Ephemeris does for Placidus and Koch.

import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from '../codes';
import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedArcDegrees } from './angles';
import { campanusCusps } from './houses/campanus';
import { equalCusps } from './houses/equal';
import { kochCusps } from './houses/koch';
import { placidusCusps } from './houses/placidus';
import { porphyryCusps } from './houses/porphyry';
import { regiomontanusCusps } from './houses/regiomontanus';
import { longitudeFromRightAscension, risingLongitude, type HouseFrame } from './houses/spherical';
import { wholeSignCusps } from './houses/whole-sign';

export type { HouseSystem } from '../codes';
export type HouseFallback = 'polar' | 'no-convergence';

export interface HouseCusps {
  ascendant: number;
  midheaven: number;
  /**
   * Cusps of houses 1–12 in degrees. Cusp 1 is the Ascendant and cusp 10 the Midheaven in every
   * system but equal and whole-sign.
   */
  cusps: number[];
  /** The system actually used: Porphyry when it stood in. */
  system: HouseSystem;
  /** Why Porphyry replaced the system asked for, when it did. */
  fallback?: HouseFallback;
}

export function midheavenLongitude(armcDeg: number, obliquityRad: number): number {
  return longitudeFromRightAscension(armcDeg, Math.cos(obliquityRad));
}

/** The ecliptic point rising on the eastern horizon. */
export function ascendantLongitude(armcDeg: number, latitudeDeg: number, obliquityRad: number): number {
  return risingLongitude(
    armcDeg,
    Math.tan(latitudeDeg * RAD_PER_DEG),
    Math.sin(obliquityRad),
    Math.cos(obliquityRad),
  );
}

/** Forward arcs all under 180° and summing to one turn: the cusps run in zodiacal order. */
function inZodiacalOrder(cusps: readonly number[]): boolean {
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const arc = normalizeDegrees((cusps[(i + 1) % 12] ?? 0) - (cusps[i] ?? 0));
    if (arc >= 180) return false;
    total += arc;
  }
  return Math.abs(total - 360) < 1e-6;
}

function cuspsFor(system: HouseSystem, frame: HouseFrame, polar: boolean): number[] | HouseFallback {
  switch (system) {
    case 'placidus':
      if (polar) return 'polar';
      return placidusCusps(frame) ?? 'no-convergence';
    case 'koch':
      if (polar) return 'polar';
      return kochCusps(frame) ?? 'no-convergence';
    case 'regiomontanus':
    case 'campanus': {
      const cusps = system === 'regiomontanus' ? regiomontanusCusps(frame) : campanusCusps(frame);
      // Inside the polar circles their cusps can run against the zodiac, which no house lookup survives.
      return !polar || inZodiacalOrder(cusps) ? cusps : 'polar';
    }
    case 'equal':
      return equalCusps(frame);
    case 'whole-sign':
      return wholeSignCusps(frame);
    case 'porphyry':
      return porphyryCusps(frame);
  }
}

/**
 * House cusps for a local sidereal time.
 * @param armcDeg right ascension of the meridian (local apparent sidereal time) in degrees
 * @param latitudeDeg geographic latitude, north positive
 * @param obliquityRad true obliquity of the ecliptic
 * @param system the house system asked for
 */
export function computeHouses(
  armcDeg: number,
  latitudeDeg: number,
  obliquityRad: number,
  system: HouseSystem = DEFAULT_HOUSE_SYSTEM,
): HouseCusps {
  const sinEps = Math.sin(obliquityRad);
  const cosEps = Math.cos(obliquityRad);
  const tanLat = Math.tan(latitudeDeg * RAD_PER_DEG);
  const midheaven = longitudeFromRightAscension(armcDeg, cosEps);
  let ascendant = risingLongitude(armcDeg, tanLat, sinEps, cosEps);
  const polar = Math.abs(latitudeDeg) >= 90 - obliquityRad * DEG_PER_RAD;
  // Inside the polar circles the computed Ascendant can fall west of the meridian; take its opposite.
  if (polar && signedArcDegrees(ascendant, midheaven) < 0) ascendant = normalizeDegrees(ascendant + 180);
  const frame: HouseFrame = { armcDeg, latitudeDeg, tanLat, sinEps, cosEps, ascendant, midheaven };
  const cusps = cuspsFor(system, frame, polar);
  if (typeof cusps !== 'string') return { ascendant, midheaven, cusps, system };
  return { ascendant, midheaven, cusps: porphyryCusps(frame), system: 'porphyry', fallback: cusps };
}

/** House (1–12) whose cusp interval, in zodiacal order, contains the longitude. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  let best = 1;
  let bestOffset = Infinity;
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] ?? 0;
    const width = normalizeDegrees((cusps[(i + 1) % 12] ?? 0) - start);
    const offset = normalizeDegrees(longitude - start);
    if (offset < width) return i + 1;
    // Rounding at a cusp can leave a point in no interval; it then belongs to the nearest cusp behind it.
    if (offset < bestOffset) {
      bestOffset = offset;
      best = i + 1;
    }
  }
  return best;
}
