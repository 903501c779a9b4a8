// Chebyshev interpolation of a sampled function on one segment (generation side).

/** Chebyshev nodes of the first kind on [-1, 1]. */
export function chebyshevNodes(count: number): number[] {
  return Array.from({ length: count }, (_, k) => Math.cos((Math.PI * (k + 0.5)) / count));
}

/** Coefficients c0…c(n−1) of the interpolant through values taken at `chebyshevNodes(n)`; c0 is not halved. */
export function chebyshevCoefficients(values: readonly number[]): number[] {
  const n = values.length;
  return Array.from({ length: n }, (_, j) => {
    let sum = 0;
    for (let k = 0; k < n; k++) sum += (values[k] ?? 0) * Math.cos((Math.PI * j * (k + 0.5)) / n);
    return ((j === 0 ? 1 : 2) / n) * sum;
  });
}

/** Σ c_j T_j(x) with c0 counted fully (Clenshaw). */
export function chebyshevValue(coefficients: readonly number[], x: number): number {
  let b1 = 0;
  let b2 = 0;
  for (let j = coefficients.length - 1; j >= 1; j--) {
    const b0 = 2 * x * b1 - b2 + (coefficients[j] ?? 0);
    b2 = b1;
    b1 = b0;
  }
  return x * b1 - b2 + (coefficients[0] ?? 0);
}

/** Makes a sequence of longitudes (degrees) continuous by adding whole turns. */
export function unwrapDegrees(values: readonly number[]): number[] {
  const out: number[] = [];
  let offset = 0;
  let previous: number | undefined;
  for (const v of values) {
    if (previous !== undefined) {
      const d = v + offset - previous;
      if (d > 180) offset -= 360;
      else if (d < -180) offset += 360;
    }
    previous = v + offset;
    out.push(previous);
  }
  return out;
}
