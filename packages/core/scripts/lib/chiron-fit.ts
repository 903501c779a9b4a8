// Least-squares differential correction of Quíron's state at the epoch against Swiss Ephemeris'
// longitudes (generation side). Partial derivatives by finite differences, Gauss–Newton steps on the
// normal equations, columns scaled so that positions and velocities weigh alike.

import type { ApparentEphemeris } from './apparent';
import { ChironOrbit, type State } from './chiron-orbit';

export interface Observation {
  jdTT: number;
  /** Apparent geocentric ecliptic longitude of date, degrees. */
  longitude: number;
}

export function arcsecResidual(observed: number, computed: number): number {
  return (((((observed - computed) % 360) + 540) % 360) - 180) * 3600;
}

export function residuals(eph: ApparentEphemeris, state: State, obs: readonly Observation[]): number[] {
  const orbit = ChironOrbit.integrate(state);
  return obs.map((o) =>
    arcsecResidual(
      o.longitude,
      eph.orbitLongitude((jd) => orbit.position(jd), o.jdTT),
    ),
  );
}

/** Solves the symmetric system A x = b by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!;
    x[r] = s / m[r]![r]!;
  }
  return x;
}

const DELTAS = [1e-6, 1e-6, 1e-6, 1e-9, 1e-9, 1e-9];

const rmsOf = (r: readonly number[]) => Math.sqrt(r.reduce((s, v) => s + v * v, 0) / r.length);

/**
 * Levenberg–Marquardt from `initial`: longitudes alone leave some directions of the state weakly bound
 * (the orbit's tilt), where plain Gauss–Newton steps overshoot; the damping keeps each step one that
 * lowers the residuals.
 */
export function differentialCorrection(
  eph: ApparentEphemeris,
  initial: State,
  obs: readonly Observation[],
  iterations: number,
  log: (line: string) => void,
): State {
  let state = [...initial] as State;
  let r0 = residuals(eph, state, obs);
  let lambda = 1e-3;
  for (let it = 0; it < iterations && rmsOf(r0) > 1e-4; it++) {
    const columns = DELTAS.map((d, p) => {
      const moved = [...state] as State;
      moved[p] = moved[p]! + d;
      const r = residuals(eph, moved, obs);
      // d(computed)/d(parameter in units of its delta) = r0 − r, since residual = observed − computed.
      return r.map((v, i) => r0[i]! - v);
    });
    const normal = columns.map((ci) => columns.map((cj) => ci.reduce((s, v, k) => s + v * cj[k]!, 0)));
    const rhs = columns.map((ci) => ci.reduce((s, v, k) => s + v * r0[k]!, 0));
    for (;;) {
      const damped = normal.map((row, i) => row.map((v, j) => (i === j ? v * (1 + lambda) : v)));
      const step = solve(damped, rhs);
      const trial = state.map((v, p) => v + step[p]! * DELTAS[p]!) as State;
      const r = residuals(eph, trial, obs);
      if (rmsOf(r) < rmsOf(r0)) {
        state = trial;
        r0 = r;
        lambda = Math.max(lambda / 10, 1e-9);
        break;
      }
      lambda *= 10;
      if (lambda > 1e9) return state;
    }
    log(
      `iteration ${it + 1}: rms ${rmsOf(r0).toFixed(3)}″, worst ${Math.max(...r0.map(Math.abs)).toFixed(3)}″`,
    );
  }
  return state;
}
