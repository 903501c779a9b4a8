// Ascendant, Midheaven and house cusps from the local sidereal time (ARMC), the latitude and the true
// obliquity. Placidus by default; Porphyry where Placidus has no solution (inside the polar circles,
// where some ecliptic points never rise or set) or its iteration does not settle, as Swiss Ephemeris does.

import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedArcDegrees } from './angles';

export type HouseSystem = 'placidus' | 'porphyry';
export type HouseFallback = 'polar' | 'no-convergence';

export interface HouseCusps {
  ascendant: number;
  midheaven: number;
  /** Cusps of houses 1–12 in degrees; cusp 1 is the Ascendant, cusp 10 the Midheaven. */
  cusps: number[];
  system: HouseSystem;
  /** Why Porphyry replaced Placidus, when it did. */
  fallback?: HouseFallback;
}

const PLACIDUS_TOLERANCE_DEG = 1e-9;
const PLACIDUS_MAX_ITERATIONS = 100;

/** Ecliptic longitude of the point on the ecliptic with right ascension `ra` (degrees). */
function longitudeFromRightAscension(raDeg: number, cosEps: number): number {
  const ra = raDeg * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(ra), Math.cos(ra) * cosEps) * DEG_PER_RAD);
}

export function midheavenLongitude(armcDeg: number, obliquityRad: number): number {
  return longitudeFromRightAscension(armcDeg, Math.cos(obliquityRad));
}

/** The ecliptic point rising on the eastern horizon. */
export function ascendantLongitude(armcDeg: number, latitudeDeg: number, obliquityRad: number): number {
  const armc = armcDeg * RAD_PER_DEG;
  const y = Math.cos(armc);
  const x = -(
    Math.sin(armc) * Math.cos(obliquityRad) +
    Math.tan(latitudeDeg * RAD_PER_DEG) * Math.sin(obliquityRad)
  );
  return normalizeDegrees(Math.atan2(y, x) * DEG_PER_RAD);
}

/**
 * One Placidus cusp: the ecliptic point whose right ascension is ARMC + base + k·(its semi-arc), where
 * the semi-arc depends on the point's own declination, hence the iteration. Undefined when the point
 * is circumpolar.
 */
function placidusCusp(
  armcDeg: number,
  baseDeg: number,
  diurnalFraction: number,
  nocturnalFraction: number,
  tanLat: number,
  sinEps: number,
  cosEps: number,
): number | undefined {
  let longitude = longitudeFromRightAscension(
    armcDeg + baseDeg + 90 * (diurnalFraction - nocturnalFraction),
    cosEps,
  );
  for (let i = 0; i < PLACIDUS_MAX_ITERATIONS; i++) {
    const sinDecl = sinEps * Math.sin(longitude * RAD_PER_DEG);
    const tanDecl = sinDecl / Math.sqrt(1 - sinDecl * sinDecl);
    const x = tanLat * tanDecl;
    if (!(Math.abs(x) < 1)) return undefined;
    // Ascensional difference: half the excess of the diurnal over the nocturnal arc.
    const ad = Math.asin(x) * DEG_PER_RAD;
    const ra = armcDeg + baseDeg + diurnalFraction * (90 + ad) - nocturnalFraction * (90 - ad);
    const next = longitudeFromRightAscension(ra, cosEps);
    if (Math.abs(signedArcDegrees(next, longitude)) < PLACIDUS_TOLERANCE_DEG) return next;
    longitude = next;
  }
  return undefined;
}

function withOpposites(asc: number, mc: number, c11: number, c12: number, c2: number, c3: number): number[] {
  return [asc, c2, c3, mc + 180, c11 + 180, c12 + 180, asc + 180, c2 + 180, c3 + 180, mc, c11, c12].map(
    normalizeDegrees,
  );
}

function porphyry(asc: number, mc: number, fallback?: HouseFallback): HouseCusps {
  let ascendant = asc;
  let quadrant = signedArcDegrees(ascendant, mc);
  // Inside the polar circle the computed Ascendant can fall west of the meridian; take its opposite.
  if (quadrant < 0) {
    ascendant = normalizeDegrees(ascendant + 180);
    quadrant = signedArcDegrees(ascendant, mc);
  }
  const below = 180 - quadrant;
  const cusps = withOpposites(
    ascendant,
    mc,
    mc + quadrant / 3,
    mc + (2 * quadrant) / 3,
    ascendant + below / 3,
    ascendant + (2 * below) / 3,
  );
  const houses: HouseCusps = { ascendant, midheaven: mc, cusps, system: 'porphyry' };
  if (fallback) houses.fallback = fallback;
  return houses;
}

/**
 * House cusps for a local sidereal time.
 * @param armcDeg right ascension of the meridian (local apparent sidereal time) in degrees
 * @param latitudeDeg geographic latitude, north positive
 * @param obliquityRad true obliquity of the ecliptic
 */
export function computeHouses(armcDeg: number, latitudeDeg: number, obliquityRad: number): HouseCusps {
  const mc = midheavenLongitude(armcDeg, obliquityRad);
  const asc = ascendantLongitude(armcDeg, latitudeDeg, obliquityRad);
  if (Math.abs(latitudeDeg) >= 90 - obliquityRad * DEG_PER_RAD) return porphyry(asc, mc, 'polar');
  const tanLat = Math.tan(latitudeDeg * RAD_PER_DEG);
  const sinEps = Math.sin(obliquityRad);
  const cosEps = Math.cos(obliquityRad);
  const c11 = placidusCusp(armcDeg, 0, 1 / 3, 0, tanLat, sinEps, cosEps);
  const c12 = placidusCusp(armcDeg, 0, 2 / 3, 0, tanLat, sinEps, cosEps);
  const c2 = placidusCusp(armcDeg, 180, 0, 2 / 3, tanLat, sinEps, cosEps);
  const c3 = placidusCusp(armcDeg, 180, 0, 1 / 3, tanLat, sinEps, cosEps);
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) {
    return porphyry(asc, mc, 'no-convergence');
  }
  return {
    ascendant: asc,
    midheaven: mc,
    cusps: withOpposites(asc, mc, c11, c12, c2, c3),
    system: 'placidus',
  };
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
