export const DEG_PER_RAD = 180 / Math.PI;
export const RAD_PER_DEG = Math.PI / 180;
export const ARCSEC_PER_DEG = 3600;
export const RAD_PER_ARCSEC = Math.PI / 648_000;

/** Angle in [0, 360). */
export function normalizeDegrees(deg: number): number {
  const r = deg % 360;
  if (r >= 0) return r + 0; // + 0 turns -0 into 0
  // `r + 360` rounds to exactly 360 for a tiny negative r; fold that back to 0.
  const wrapped = r + 360;
  return wrapped === 360 ? 0 : wrapped;
}

/** Shortest signed arc from `from` to `to`, in (-180, 180]. */
export function signedArcDegrees(to: number, from: number): number {
  const d = normalizeDegrees(to - from);
  return d > 180 ? d - 360 : d;
}

/**
 * Unsigned separation of two longitudes, in [0, 180]. The operands are ordered first so that (a, b) and
 * (b, a) give the same float bit for bit, which keeps synastry scores exactly symmetric.
 */
export function separationDegrees(a: number, b: number): number {
  return a <= b ? Math.abs(signedArcDegrees(b, a)) : Math.abs(signedArcDegrees(a, b));
}
