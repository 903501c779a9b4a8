// Encoder matching src/sky/ephemeris-codec.ts.

import { COEFFICIENT_QUANTUM_DEG, type TableBody } from '../../src/sky/ephemeris-layout';

export interface FittedBody {
  body: TableBody;
  /** Per base segment: split depth and the coefficients (degrees) of each sub-segment. */
  segments: { depth: number; coefficients: number[][] }[];
  worstFitArcsec: number;
}

function pushUnsigned(out: number[], value: number): void {
  let v = value;
  while (v >= 128) {
    out.push((v % 128) + 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

function pushSigned(out: number[], value: number): void {
  pushUnsigned(out, value >= 0 ? 2 * value : -2 * value - 1);
}

export function encodeBodyTable(fitted: FittedBody): string {
  const q = COEFFICIENT_QUANTUM_DEG;
  const bytes: number[] = [];
  // The decoder's running end value, from quantized numbers only, so no error accumulates.
  let previousEnd = 0;
  for (const segment of fitted.segments) {
    pushUnsigned(bytes, segment.depth);
    for (const coefficients of segment.coefficients) {
      let alternating = 0;
      let sum = 0;
      let trueStart = coefficients[0] ?? 0;
      for (let j = 1; j < coefficients.length; j++) {
        const units = Math.round((coefficients[j] ?? 0) / q);
        pushSigned(bytes, units);
        alternating += j % 2 === 0 ? units * q : -units * q;
        sum += units * q;
        trueStart += j % 2 === 0 ? (coefficients[j] ?? 0) : -(coefficients[j] ?? 0);
      }
      // Longitudes are fitted unwrapped per segment: bring the start next to the previous end.
      const gap = ((((trueStart - previousEnd) % 360) + 540) % 360) - 180;
      const gapUnits = Math.round(gap / q);
      pushSigned(bytes, gapUnits);
      const c0 = previousEnd + gapUnits * q - alternating;
      previousEnd = c0 + sum;
    }
  }
  return Buffer.from(bytes).toString('base64');
}
