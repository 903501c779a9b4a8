// The spherical step every quadrant system shares: where a great circle through the north and south
// points of the horizon, tilted to a given pole height, meets the ecliptic.

import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../angles';

/** What every system needs, computed once per chart. */
export interface HouseFrame {
  armcDeg: number;
  latitudeDeg: number;
  tanLat: number;
  sinEps: number;
  cosEps: number;
  /** Already east of the meridian, even inside the polar circles. */
  ascendant: number;
  midheaven: number;
}

/** Ecliptic longitude of the point on the ecliptic with right ascension `ra` (degrees). */
export function longitudeFromRightAscension(raDeg: number, cosEps: number): number {
  const ra = raDeg * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(ra), Math.cos(ra) * cosEps) * DEG_PER_RAD);
}

/**
 * The ecliptic point rising over a circle whose pole stands `atan(tanPole)` above the horizon and
 * whose eastern meeting with the equator lies 90° east of `meridianRaDeg`. With the geographic
 * latitude and the ARMC this is the Ascendant; with smaller poles it gives Regiomontanus, Campanus
 * and Koch cusps.
 */
export function risingLongitude(
  meridianRaDeg: number,
  tanPole: number,
  sinEps: number,
  cosEps: number,
): number {
  const ra = meridianRaDeg * RAD_PER_DEG;
  const y = Math.cos(ra);
  const x = -(Math.sin(ra) * cosEps + tanPole * sinEps);
  return normalizeDegrees(Math.atan2(y, x) * DEG_PER_RAD);
}

/** Twelve cusps from the four between the angles; houses 4–9 are the opposites of 10–3. */
export function withOpposites(
  asc: number,
  mc: number,
  c11: number,
  c12: number,
  c2: number,
  c3: number,
): number[] {
  return [asc, c2, c3, mc + 180, c11 + 180, c12 + 180, asc + 180, c2 + 180, c3 + 180, mc, c11, c12].map(
    normalizeDegrees,
  );
}
