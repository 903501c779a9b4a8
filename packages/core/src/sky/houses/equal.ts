// Equal houses: twelve arcs of 30° from the Ascendant; cusp 10 is then not the Midheaven.

import { normalizeDegrees } from '../angles';
import type { HouseFrame } from './spherical';

export function equalCusps({ ascendant }: HouseFrame): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(ascendant + 30 * i));
}
