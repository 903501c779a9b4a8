// Rotations between the theories' J2000 frames and the ecliptic of date (IAU 2006/2000B, as Swiss
// Ephemeris does by default). Passive rotations in ERFA's convention: v' = M v.

import { nutation } from '../../src/sky/nutation';

export type Vec3 = [number, number, number];
export type Mat3 = [Vec3, Vec3, Vec3];

const RAD_PER_ARCSEC = Math.PI / 648000;

export function apply(m: Mat3, v: Vec3): Vec3 {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}

export function multiply(a: Mat3, b: Mat3): Mat3 {
  const r = (i: 0 | 1 | 2, j: 0 | 1 | 2) => a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
  return [
    [r(0, 0), r(0, 1), r(0, 2)],
    [r(1, 0), r(1, 1), r(1, 2)],
    [r(2, 0), r(2, 1), r(2, 2)],
  ];
}

function rx(a: number): Mat3 {
  const s = Math.sin(a);
  const c = Math.cos(a);
  return [
    [1, 0, 0],
    [0, c, s],
    [0, -s, c],
  ];
}

function rz(a: number): Mat3 {
  const s = Math.sin(a);
  const c = Math.cos(a);
  return [
    [c, s, 0],
    [-s, c, 0],
    [0, 0, 1],
  ];
}

/** VSOP87 dynamical ecliptic J2000 → FK5 equator J2000 (VSOP87 documentation). */
export const VSOP_TO_EQUATORIAL: Mat3 = [
  [1, 0.00000044036, -0.000000190919],
  [-0.000000479966, 0.917482137087, -0.397776982902],
  [0, 0.397776982902, 0.917482137087],
];

/** GCRS (≈ FK5 J2000 equator) → mean ecliptic of date, x toward the true equinox of date. */
export function equatorialJ2000ToEclipticOfDate(jdTT: number): Mat3 {
  const t = (jdTT - 2451545) / 36525;
  // Fukushima–Williams angles, IAU 2006 with frame bias (ERFA pfw06).
  const gamb =
    (-0.052928 +
      t * (10.556378 + t * (0.4932044 + t * (-0.00031238 + t * (-0.000002788 + 0.000000026 * t))))) *
    RAD_PER_ARCSEC;
  const phib =
    (84381.412819 +
      t * (-46.811016 + t * (0.0511268 + t * (0.00053289 + t * (-0.00000044 - 0.0000000176 * t))))) *
    RAD_PER_ARCSEC;
  const psib =
    (-0.041775 +
      t * (5038.481484 + t * (1.5584175 + t * (-0.00018522 + t * (-0.000026452 - 0.0000000148 * t))))) *
    RAD_PER_ARCSEC;
  const dpsi = nutation(t).longitude;
  return multiply(rz(-(psib + dpsi)), multiply(rx(phib), rz(gamb)));
}

export function norm(v: Vec3): number {
  return Math.hypot(v[0], v[1], v[2]);
}

export function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function scale(v: Vec3, k: number): Vec3 {
  return [v[0] * k, v[1] * k, v[2] * k];
}

export function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

export function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
