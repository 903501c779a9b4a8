// Quíron's heliocentric orbit, integrated numerically (generation side only, points.md §2): the Sun with
// the four inner planets' masses added to it (at 8–19 AU their pull is the Sun's, to a few 0.01″), and
// Jupiter, Saturn, Uranus and Neptune as point masses, with the indirect term of the Sun's own pull
// toward them (heliocentric frame). Classical RK4 with a fixed step; positions on the step grid, read
// between nodes by 8-point Lagrange interpolation. Frame: J2000 equator (astronomy-engine's EQJ).

import * as Astronomy from 'astronomy-engine';
import type { Vec3 } from './frames';

/** Gauss' constant squared: GM of the Sun, AU³/day². */
const GM_SUN = 0.01720209895 ** 2;
/** Sun / planet mass ratios (IAU 2009 / DE405). */
const INNER_MASS_RATIOS = [6_023_600, 408_523.71, 328_900.56, 3_098_708];
const GIANTS = [
  { body: Astronomy.Body.Jupiter, gm: GM_SUN / 1047.3486 },
  { body: Astronomy.Body.Saturn, gm: GM_SUN / 3497.898 },
  { body: Astronomy.Body.Uranus, gm: GM_SUN / 22_902.98 },
  { body: Astronomy.Body.Neptune, gm: GM_SUN / 19_412.24 },
];
const GM_CENTRAL = GM_SUN * (1 + INNER_MASS_RATIOS.reduce((s, r) => s + 1 / r, 0));

export const STEP_DAYS = 2;
/** The integration's span in TT, a little wider than the tables', with the epoch on a step. */
export const ORBIT_START_JD = 2_378_401;
export const ORBIT_END_JD = 2_488_601;
/** Epoch of the fitted state: J2000.0 TT. */
export const ORBIT_EPOCH_JD = 2_451_545;

/** Giants' heliocentric positions on the half-step grid, computed once and shared by every run. */
const HALF = STEP_DAYS / 2;
const NODES = Math.round((ORBIT_END_JD - ORBIT_START_JD) / HALF) + 1;
let giantCache: Float64Array | undefined;

/**
 * An AstroTime at a TT day (since J2000). Not AstroTime.FromTerrestrialTime: its iteration never ends at
 * some instants (seen near 1953). One fixed-point step leaves TT off by far less than a second.
 */
function timeAtTT(tt: number): Astronomy.AstroTime {
  const guess = new Astronomy.AstroTime(tt);
  return new Astronomy.AstroTime(tt - (guess.tt - guess.ut));
}

/** Giants are computed every COARSE_DAYS and interpolated (8 points) onto the half-step grid: they move
 * smoothly, and astronomy-engine costs tens of µs a call. */
const COARSE_DAYS = 4;

function giantPositions(): Float64Array {
  if (giantCache) return giantCache;
  const coarseCount = Math.ceil((ORBIT_END_JD - ORBIT_START_JD) / COARSE_DAYS) + 8;
  const coarseStart = ORBIT_START_JD - 4 * COARSE_DAYS;
  const coarse = GIANTS.map(() => new Float64Array(coarseCount * 3));
  for (let k = 0; k < coarseCount; k++) {
    const time = timeAtTT(coarseStart + k * COARSE_DAYS - 2_451_545);
    GIANTS.forEach((g, p) => {
      const v = Astronomy.HelioVector(g.body, time);
      coarse[p]!.set([v.x, v.y, v.z], k * 3);
    });
  }
  const cache = new Float64Array(NODES * GIANTS.length * 3);
  for (let k = 0; k < NODES; k++) {
    const x = (ORBIT_START_JD + k * HALF - coarseStart) / COARSE_DAYS;
    const first = Math.floor(x) - 3;
    for (let i = 0; i < 8; i++) {
      let w = 1;
      for (let j = 0; j < 8; j++) if (j !== i) w *= (x - (first + j)) / (i - j);
      for (let p = 0; p < GIANTS.length; p++)
        for (let c = 0; c < 3; c++)
          cache[(k * GIANTS.length + p) * 3 + c]! += w * coarse[p]![(first + i) * 3 + c]!;
    }
  }
  giantCache = cache;
  return cache;
}

function acceleration(node: number, r: Vec3, out: Float64Array): void {
  const cache = giantPositions();
  const r2 = r[0] * r[0] + r[1] * r[1] + r[2] * r[2];
  const k = -GM_CENTRAL / (r2 * Math.sqrt(r2));
  let ax = k * r[0];
  let ay = k * r[1];
  let az = k * r[2];
  for (let p = 0; p < GIANTS.length; p++) {
    const o = (node * GIANTS.length + p) * 3;
    const px = cache[o]!;
    const py = cache[o + 1]!;
    const pz = cache[o + 2]!;
    const dx = px - r[0];
    const dy = py - r[1];
    const dz = pz - r[2];
    const d2 = dx * dx + dy * dy + dz * dz;
    const p2 = px * px + py * py + pz * pz;
    const gm = GIANTS[p]!.gm;
    const direct = gm / (d2 * Math.sqrt(d2));
    const indirect = gm / (p2 * Math.sqrt(p2));
    ax += direct * dx - indirect * px;
    ay += direct * dy - indirect * py;
    az += direct * dz - indirect * pz;
  }
  out[0] = ax;
  out[1] = ay;
  out[2] = az;
}

/** Position and velocity (AU, AU/day), J2000 equator. */
export type State = [number, number, number, number, number, number];

/** Positions on the step grid from ORBIT_START_JD to ORBIT_END_JD, integrated both ways from the epoch. */
export class ChironOrbit {
  private constructor(private readonly grid: Float64Array) {}

  static integrate(epochState: State): ChironOrbit {
    const steps = Math.round((ORBIT_END_JD - ORBIT_START_JD) / STEP_DAYS);
    const grid = new Float64Array((steps + 1) * 3);
    const epochStep = Math.round((ORBIT_EPOCH_JD - ORBIT_START_JD) / STEP_DAYS);
    const a = new Float64Array(3);
    for (const direction of [1, -1]) {
      let s = [...epochState] as number[];
      let step = epochStep;
      grid.set(s.slice(0, 3), step * 3);
      const h = direction * STEP_DAYS;
      const derivative = (halfNode: number, y: number[]): number[] => {
        acceleration(halfNode, [y[0]!, y[1]!, y[2]!], a);
        return [y[3]!, y[4]!, y[5]!, a[0]!, a[1]!, a[2]!];
      };
      while (direction > 0 ? step < steps : step > 0) {
        const n0 = step * 2;
        const k1 = derivative(n0, s);
        const k2 = derivative(
          n0 + direction,
          s.map((v, i) => v + (h / 2) * k1[i]!),
        );
        const k3 = derivative(
          n0 + direction,
          s.map((v, i) => v + (h / 2) * k2[i]!),
        );
        const k4 = derivative(
          n0 + 2 * direction,
          s.map((v, i) => v + h * k3[i]!),
        );
        s = s.map((v, i) => v + (h / 6) * (k1[i]! + 2 * k2[i]! + 2 * k3[i]! + k4[i]!));
        step += direction;
        grid.set(s.slice(0, 3), step * 3);
      }
    }
    return new ChironOrbit(grid);
  }

  /** Heliocentric position (AU, J2000 equator) at a Julian day in TT. */
  position(jdTT: number): Vec3 {
    const x = (jdTT - ORBIT_START_JD) / STEP_DAYS;
    const last = this.grid.length / 3 - 1;
    const first = Math.min(Math.max(Math.floor(x) - 3, 0), last - 7);
    const out: Vec3 = [0, 0, 0];
    for (let i = 0; i < 8; i++) {
      let w = 1;
      for (let j = 0; j < 8; j++) if (j !== i) w *= (x - (first + j)) / (i - j);
      for (let c = 0; c < 3; c++) out[c] = out[c]! + w * this.grid[(first + i) * 3 + c]!;
    }
    return out;
  }
}

/** Keplerian elements (ecliptic and equinox J2000, degrees) to a heliocentric J2000 equatorial state. */
export function stateFromElements(e: {
  a: number;
  e: number;
  i: number;
  node: number;
  perihelion: number;
  meanAnomaly: number;
}): State {
  const rad = Math.PI / 180;
  let E = e.meanAnomaly * rad;
  for (let k = 0; k < 50; k++) E -= (E - e.e * Math.sin(E) - e.meanAnomaly * rad) / (1 - e.e * Math.cos(E));
  const n = Math.sqrt(GM_CENTRAL / e.a ** 3);
  const b = e.a * Math.sqrt(1 - e.e * e.e);
  const xp = e.a * (Math.cos(E) - e.e);
  const yp = b * Math.sin(E);
  const edot = n / (1 - e.e * Math.cos(E));
  const vxp = -e.a * Math.sin(E) * edot;
  const vyp = b * Math.cos(E) * edot;
  const [cw, sw] = [Math.cos(e.perihelion * rad), Math.sin(e.perihelion * rad)];
  const [cn, sn] = [Math.cos(e.node * rad), Math.sin(e.node * rad)];
  const [ci, si] = [Math.cos(e.i * rad), Math.sin(e.i * rad)];
  const toEcliptic = (x: number, y: number): Vec3 => [
    (cw * cn - sw * sn * ci) * x + (-sw * cn - cw * sn * ci) * y,
    (cw * sn + sw * cn * ci) * x + (-sw * sn + cw * cn * ci) * y,
    sw * si * x + cw * si * y,
  ];
  const eps = 23.4392911 * rad;
  const toEquator = (v: Vec3): Vec3 => [
    v[0],
    Math.cos(eps) * v[1] - Math.sin(eps) * v[2],
    Math.sin(eps) * v[1] + Math.cos(eps) * v[2],
  ];
  const r = toEquator(toEcliptic(xp, yp));
  const v = toEquator(toEcliptic(vxp, vyp));
  return [r[0], r[1], r[2], v[0], v[1], v[2]];
}
