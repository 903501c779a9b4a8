// Whole-sign houses: the rising sign is the first house, from its 0°, and each next sign the next.

import type { HouseFrame } from './spherical';

export function wholeSignCusps({ ascendant }: HouseFrame): number[] {
  const first = Math.floor(ascendant / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => (first + 30 * i) % 360);
}
