import type { Sign } from '../codes';
import { SIGNS } from '../codes';

export const DEGREES_PER_CIRCLE = 360;
export const DEGREES_PER_SIGN = 30;

/** Brings any finite angle into [0, 360). */
export function normalizeDegrees(deg: number): number {
  const r = deg % DEGREES_PER_CIRCLE;
  if (r >= 0) return r + 0; // + 0 turns -0 into 0
  const wrapped = r + DEGREES_PER_CIRCLE;
  // A tiny negative angle rounds up to exactly 360 in floating point.
  return wrapped === DEGREES_PER_CIRCLE ? 0 : wrapped;
}

/**
 * Shortest angle between two longitudes, 0–180. The operands are ordered first so that
 * separation(a, b) and separation(b, a) are the same float, which keeps synastry exactly symmetric.
 */
export function separation(a: number, b: number): number {
  const [low, high] = a <= b ? [a, b] : [b, a];
  const d = normalizeDegrees(high - low);
  return d > 180 ? DEGREES_PER_CIRCLE - d : d;
}

export function signOf(longitude: number): Sign {
  return SIGNS[Math.floor(normalizeDegrees(longitude) / DEGREES_PER_SIGN)] as Sign;
}
