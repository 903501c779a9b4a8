// Porphyry: each quadrant between the angles cut into three equal arcs of the ecliptic. Defined at
// every latitude, so it also stands in where Placidus and Koch have no solution.

import { signedArcDegrees } from '../angles';
import { withOpposites, type HouseFrame } from './spherical';

export function porphyryCusps({ ascendant, midheaven }: HouseFrame): number[] {
  const above = signedArcDegrees(ascendant, midheaven);
  const below = 180 - above;
  return withOpposites(
    ascendant,
    midheaven,
    midheaven + above / 3,
    midheaven + (2 * above) / 3,
    ascendant + below / 3,
    ascendant + (2 * below) / 3,
  );
}
