// Root finding on a sampled angle (a body's longitude, or the Moon − Sun elongation): sample value
// and rate on an even grid, treat each step as a cubic Hermite segment, and read crossings of fixed
// levels and turning points off the cubics. With rates known, a cubic over a day (a quarter day for the
// Moon) is far below 1″ from the real curve, so no crossing is missed; callers refine the instants they
// keep on the real function with `refineCrossing`.

export interface AngleAndRate {
  /** Degrees (any turn; the sampler unwraps). */
  longitude: number;
  /** Degrees per day. */
  speed: number;
}

/** An angle sampled at `start + i·step` (days), unwrapped so neighbours differ by less than 180°. */
export interface SampledAngle {
  start: number;
  step: number;
  values: Float64Array;
  rates: Float64Array;
}

/**
 * Samples `angleAt` on the grid of multiples of `step` covering [from, to]. The grid is aligned to
 * multiples of `step` (not to `from`), so the same instant is found the same way whatever the range.
 */
export function sampleAngle(
  angleAt: (t: number) => AngleAndRate,
  from: number,
  to: number,
  step: number,
): SampledAngle {
  const first = Math.floor(from / step);
  const count = Math.max(2, Math.ceil(to / step) - first + 1);
  const values = new Float64Array(count);
  const rates = new Float64Array(count);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const { longitude, speed } = angleAt((first + i) * step);
    const value = i === 0 ? longitude : previous + wrap180(longitude - previous);
    values[i] = value;
    rates[i] = speed;
    previous = value;
  }
  return { start: first * step, step, values, rates };
}

export function sampledEnd(curve: SampledAngle): number {
  return curve.start + (curve.values.length - 1) * curve.step;
}

/** An angle difference brought into [−180, 180). */
export function wrap180(degrees: number): number {
  return degrees - 360 * Math.floor((degrees + 180) / 360);
}

export function wrap360(degrees: number): number {
  const r = degrees % 360;
  return r < 0 ? r + 360 : r;
}

/** Coefficients of the Hermite cubic of segment i in s ∈ [0, 1]: a·s³ + b·s² + c·s + d. */
function cubicOf(curve: SampledAngle, i: number): [number, number, number, number] {
  const h = curve.step;
  const y0 = curve.values[i]!;
  const y1 = curve.values[i + 1]!;
  const v0 = curve.rates[i]! * h;
  const v1 = curve.rates[i + 1]! * h;
  return [2 * (y0 - y1) + v0 + v1, 3 * (y1 - y0) - 2 * v0 - v1, v0, y0];
}

/** Value (unwrapped degrees) and rate (degrees per day) of the interpolating cubic at time t. */
export function interpolate(curve: SampledAngle, t: number): { value: number; rate: number } {
  const last = curve.values.length - 2;
  const i = Math.min(Math.max(Math.floor((t - curve.start) / curve.step), 0), last);
  const s = (t - curve.start) / curve.step - i;
  const [a, b, c, d] = cubicOf(curve, i);
  return { value: ((a * s + b) * s + c) * s + d, rate: ((3 * a * s + 2 * b) * s + c) / curve.step };
}

/** Turning points of segment i's cubic strictly inside (0, 1), in order. */
function turningPoints(a: number, b: number, c: number): number[] {
  // 3a·s² + 2b·s + c = 0
  const qa = 3 * a;
  const qb = 2 * b;
  const found: number[] = [];
  if (Math.abs(qa) < 1e-15) {
    if (qb !== 0) found.push(-c / qb);
  } else {
    const disc = qb * qb - 4 * qa * c;
    if (disc >= 0) {
      const root = Math.sqrt(disc);
      // The numerically stable pair of roots.
      const q = -0.5 * (qb + (qb >= 0 ? root : -root));
      if (q !== 0) found.push(q / qa, c / q);
      else found.push(0);
    }
  }
  return found.filter((s) => s > 0 && s < 1).sort((x, y) => x - y);
}

/** A monotonic stretch of one segment, in local s ∈ [s0, s1]. */
interface Piece {
  segment: number;
  s0: number;
  s1: number;
  v0: number;
  v1: number;
}

function cubicAt(k: readonly number[], s: number): number {
  return ((k[0]! * s + k[1]!) * s + k[2]!) * s + k[3]!;
}

/** s in [s0, s1] where the monotonic cubic equals `level` (bracketed Newton). */
function solveOnPiece(k: readonly number[], piece: Piece, level: number): number {
  let lo = piece.s0;
  let hi = piece.s1;
  const rising = piece.v1 > piece.v0;
  let s = lo + ((level - piece.v0) / (piece.v1 - piece.v0)) * (hi - lo);
  for (let iteration = 0; iteration < 40; iteration++) {
    const f = cubicAt(k, s) - level;
    if (f === 0) return s;
    if (f < 0 === rising) lo = s;
    else hi = s;
    const slope = (3 * k[0]! * s + 2 * k[1]!) * s + k[2]!;
    let next = s - f / slope;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - s) < 1e-12) return next;
    s = next;
  }
  return s;
}

export interface LevelCrossing {
  /** Index into the `levels` passed in. */
  level: number;
  /** Same unit as the grid (days). */
  time: number;
  /** +1 when the angle crosses the level increasing, −1 decreasing. */
  direction: 1 | -1;
}

/**
 * Every crossing of the given levels (degrees, taken modulo 360) by the sampled angle, in time order.
 * A piece rising from a to b crosses the levels in (a, b]; falling, in [b, a): a level met exactly at a
 * sample is counted once.
 */
export function findLevelCrossings(
  curve: SampledAngle,
  levels: readonly number[],
  onCrossing: (crossing: LevelCrossing) => void,
): void {
  const order = levels.map((_, i) => i).sort((x, y) => wrap360(levels[x]!) - wrap360(levels[y]!));
  const sorted = order.map((i) => wrap360(levels[i]!));
  const n = sorted.length;
  if (n === 0) return;
  const segments = curve.values.length - 1;
  for (let i = 0; i < segments; i++) {
    const k = cubicOf(curve, i);
    const cuts = turningPoints(k[0], k[1], k[2]);
    let s0 = 0;
    let v0 = curve.values[i]!;
    for (let c = 0; c <= cuts.length; c++) {
      const s1 = c < cuts.length ? cuts[c]! : 1;
      const v1 = c < cuts.length ? cubicAt(k, s1) : curve.values[i + 1]!;
      if (v1 !== v0) {
        const piece: Piece = { segment: i, s0, s1, v0, v1 };
        const emit = (j: number, level: number, direction: 1 | -1) => {
          const s = solveOnPiece(k, piece, level);
          onCrossing({ level: order[j]!, time: curve.start + (i + s) * curve.step, direction });
        };
        if (v1 > v0) {
          // Levels in (v0, v1], walking up from the first above v0.
          let turn = Math.floor(v0 / 360) * 360;
          let j = upperBound(sorted, v0 - turn);
          for (;;) {
            if (j === n) {
              j = 0;
              turn += 360;
            }
            const level = sorted[j]! + turn;
            if (level > v1) break;
            emit(j, level, 1);
            j++;
          }
        } else {
          // Levels in [v1, v0), walking down from the last below v0.
          let turn = Math.floor(v0 / 360) * 360;
          let j = lowerBound(sorted, v0 - turn) - 1;
          for (;;) {
            if (j < 0) {
              j = n - 1;
              turn -= 360;
            }
            const level = sorted[j]! + turn;
            if (level < v1) break;
            emit(j, level, -1);
            j--;
          }
        }
      }
      s0 = s1;
      v0 = v1;
    }
  }
}

/** Instants (grid units) where the interpolated rate is zero: stations, for the sky calendar. */
export function findTurningPoints(curve: SampledAngle): number[] {
  const found: number[] = [];
  for (let i = 0; i < curve.values.length - 1; i++) {
    const [a, b, c] = cubicOf(curve, i);
    for (const s of turningPoints(a, b, c)) found.push(curve.start + (i + s) * curve.step);
  }
  return found;
}

/** First index whose value is > x. */
function upperBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose value is ≥ x. */
function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Polishes a crossing of `level` found on the cubic with Newton steps on the real angle, staying within
 * `maxShift` of the estimate: near a station the rate is too small for Newton, and the cubic's instant
 * is kept there (its error is then well inside the time the body takes to move a few arcseconds).
 */
export function refineCrossing(
  angleAt: (t: number) => AngleAndRate,
  level: number,
  estimate: number,
  maxShift: number,
): number {
  let t = estimate;
  for (let step = 0; step < 3; step++) {
    const { longitude, speed } = angleAt(t);
    const miss = wrap180(longitude - level);
    if (speed === 0) break;
    const dt = -miss / speed;
    const next = t + dt;
    if (!(Math.abs(next - estimate) <= maxShift)) break;
    t = next;
    if (Math.abs(dt) < 1e-7) break;
  }
  return t;
}
