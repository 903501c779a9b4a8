// Campanus: the prime vertical cut into 30° arcs from the zenith, each division carried to the
// ecliptic by the great circle through it and the north and south points of the horizon. A division
// at A from the zenith gives a circle that meets the equator at H = atan2(sin A cos φ, cos A) from the
// meridian, with pole height asin(sin A sin φ); from there it is the Regiomontanus construction.

import { DEG_PER_RAD, RAD_PER_DEG } from '../angles';
import { withOpposites, risingLongitude, type HouseFrame } from './spherical';

export function campanusCusps(f: HouseFrame): number[] {
  const { armcDeg, sinEps, cosEps } = f;
  const phi = f.latitudeDeg * RAD_PER_DEG;
  const sinPhi = Math.sin(phi);
  const cosPhi = Math.cos(phi);
  const cusp = (zenithDistanceDeg: number) => {
    const a = zenithDistanceDeg * RAD_PER_DEG;
    const h = Math.atan2(Math.sin(a) * cosPhi, Math.cos(a)) * DEG_PER_RAD;
    const sinPole = Math.sin(a) * sinPhi;
    const tanPole = sinPole / Math.sqrt(1 - sinPole * sinPole);
    return risingLongitude(armcDeg + h - 90, tanPole, sinEps, cosEps);
  };
  return withOpposites(f.ascendant, f.midheaven, cusp(30), cusp(60), cusp(120), cusp(150));
}
