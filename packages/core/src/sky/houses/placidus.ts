// Placidus: each cusp is the ecliptic point that has covered one or two thirds of its own semi-arc
// (diurnal above the horizon, nocturnal below) since culminating. The semi-arc depends on the point's
// declination, hence the iteration. Undefined where a cusp point would be circumpolar.

import { DEG_PER_RAD, RAD_PER_DEG, signedArcDegrees } from '../angles';
import { longitudeFromRightAscension, withOpposites, type HouseFrame } from './spherical';

const TOLERANCE_DEG = 1e-9;
const MAX_ITERATIONS = 100;

/**
 * One cusp: the ecliptic point whose right ascension is ARMC + base + k·(its semi-arc). Undefined when
 * the point is circumpolar or the iteration does not settle.
 */
function placidusCusp(
  f: HouseFrame,
  baseDeg: number,
  diurnalFraction: number,
  nocturnalFraction: number,
): number | undefined {
  const { armcDeg, tanLat, sinEps, cosEps } = f;
  let longitude = longitudeFromRightAscension(
    armcDeg + baseDeg + 90 * (diurnalFraction - nocturnalFraction),
    cosEps,
  );
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const sinDecl = sinEps * Math.sin(longitude * RAD_PER_DEG);
    const tanDecl = sinDecl / Math.sqrt(1 - sinDecl * sinDecl);
    const x = tanLat * tanDecl;
    if (!(Math.abs(x) < 1)) return undefined;
    // Ascensional difference: half the excess of the diurnal over the nocturnal arc.
    const ad = Math.asin(x) * DEG_PER_RAD;
    const ra = armcDeg + baseDeg + diurnalFraction * (90 + ad) - nocturnalFraction * (90 - ad);
    const next = longitudeFromRightAscension(ra, cosEps);
    if (Math.abs(signedArcDegrees(next, longitude)) < TOLERANCE_DEG) return next;
    longitude = next;
  }
  return undefined;
}

export function placidusCusps(f: HouseFrame): number[] | undefined {
  const c11 = placidusCusp(f, 0, 1 / 3, 0);
  const c12 = placidusCusp(f, 0, 2 / 3, 0);
  const c2 = placidusCusp(f, 180, 0, 2 / 3);
  const c3 = placidusCusp(f, 180, 0, 1 / 3);
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) return undefined;
  return withOpposites(f.ascendant, f.midheaven, c11, c12, c2, c3);
}
