import { describe, expect, it } from 'vitest';
import { normalizeDegrees, separationDegrees } from './angles';
import { signOf } from './zodiac-sign';

describe('normalizeDegrees', () => {
  it.each([
    [0, 0],
    [359.5, 359.5],
    [360, 0],
    [725, 5],
    [-10, 350],
    [-360, 0],
    [-1e-14, 0],
  ])('%d → %d', (deg, expected) => {
    expect(normalizeDegrees(deg)).toBe(expected);
  });
});

describe('separationDegrees', () => {
  it.each([
    [0, 0, 0],
    [10, 130, 120],
    [350, 10, 20],
    [0, 180, 180],
    [90, 271, 179],
    [-30, 30, 60],
    [123.456, 3.456, 120],
  ])('between %d and %d is %d', (a, b, expected) => {
    expect(separationDegrees(a, b)).toBeCloseTo(expected, 9);
    // Bitwise the same both ways round: symmetry of the score depends on it.
    expect(separationDegrees(b, a)).toBe(separationDegrees(a, b));
  });
});

describe('signOf', () => {
  it.each([
    [0, 'aries'],
    [29.999, 'aries'],
    [30, 'taurus'],
    [112.5, 'cancer'],
    [359.9, 'pisces'],
    [360, 'aries'],
    [-0.5, 'pisces'],
    // Too close to 0° for a float to tell apart from 360°.
    [-1e-14, 'aries'],
  ])('%d° is in %s', (longitude, sign) => {
    expect(signOf(longitude)).toBe(sign);
  });
});
