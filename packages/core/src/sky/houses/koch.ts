// Koch (birth-place houses): the Midheaven's diurnal semi-arc, a span of sidereal time, cut in three.
// Cusp 11 is the degree that was rising two thirds of that span ago, cusp 12 one third ago, and
// cusps 2 and 3 the degrees that will rise one and two thirds of it from now, all at the birth place.
// Undefined where the Midheaven can be circumpolar, inside the polar circles.

import { DEG_PER_RAD, RAD_PER_DEG } from '../angles';
import { withOpposites, risingLongitude, type HouseFrame } from './spherical';

export function kochCusps(f: HouseFrame): number[] | undefined {
  const { armcDeg, tanLat, sinEps, cosEps } = f;
  const sinDecl = sinEps * Math.sin(f.midheaven * RAD_PER_DEG);
  const x = (tanLat * sinDecl) / Math.sqrt(1 - sinDecl * sinDecl);
  if (!(Math.abs(x) < 1)) return undefined;
  // The semi-arc is 90° + the ascensional difference; a third of it is 30° + ad/3.
  const third = (Math.asin(x) * DEG_PER_RAD) / 3;
  const rising = (meridian: number) => risingLongitude(meridian, tanLat, sinEps, cosEps);
  return withOpposites(
    f.ascendant,
    f.midheaven,
    rising(armcDeg - 60 - 2 * third),
    rising(armcDeg - 30 - third),
    rising(armcDeg + 30 + third),
    rising(armcDeg + 60 + 2 * third),
  );
}
