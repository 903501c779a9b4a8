// Regiomontanus: the equator cut into 30° arcs from the meridian, each division carried to the
// ecliptic by the great circle through it and the north and south points of the horizon. That circle's
// pole height is atan(tan φ · sin H), H being the division's distance from the meridian.

import { withOpposites, risingLongitude, type HouseFrame } from './spherical';

const SIN_30 = 0.5;
const SIN_60 = Math.sqrt(3) / 2;

export function regiomontanusCusps(f: HouseFrame): number[] {
  const { armcDeg, tanLat, sinEps, cosEps } = f;
  // risingLongitude wants the meridian of the circle: its equator crossing (ARMC + H) less 90°.
  const cusp = (h: number, sinH: number) => risingLongitude(armcDeg + h - 90, tanLat * sinH, sinEps, cosEps);
  return withOpposites(
    f.ascendant,
    f.midheaven,
    cusp(30, SIN_30),
    cusp(60, SIN_60),
    cusp(120, SIN_60),
    cusp(150, SIN_30),
  );
}
