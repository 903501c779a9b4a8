import { SIGNS, type Sign } from '../codes';
import { normalizeDegrees } from './angles';

export const DEG_PER_SIGN = 30;

/** Tropical zodiac sign containing an ecliptic longitude in degrees (any real number). */
export function signOf(longitude: number): Sign {
  const index = Math.floor(normalizeDegrees(longitude) / DEG_PER_SIGN);
  // index is 0–11 by construction; the fallback only satisfies noUncheckedIndexedAccess.
  return SIGNS[index] ?? 'aries';
}

/** Degrees within the sign, [0, 30). */
export function degreeInSign(longitude: number): number {
  return normalizeDegrees(longitude) % DEG_PER_SIGN;
}
