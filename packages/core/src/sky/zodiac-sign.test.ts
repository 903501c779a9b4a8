import { describe, expect, it } from 'vitest';
import { degreeInSign, signOf } from './zodiac-sign';

describe('signOf', () => {
  it.each([
    [0, 'aries'],
    [29.9999, 'aries'],
    [30, 'taurus'],
    [174.32, 'virgo'],
    [359.9999, 'pisces'],
    [360, 'aries'],
    [-0.5, 'pisces'],
    [725, 'aries'],
  ] as const)('%s° is in %s', (longitude, sign) => {
    expect(signOf(longitude)).toBe(sign);
  });

  it('gives the degree within the sign', () => {
    expect(degreeInSign(174.5)).toBeCloseTo(24.5, 12);
    expect(degreeInSign(-0.5)).toBeCloseTo(29.5, 12);
    expect(degreeInSign(30)).toBe(0);
  });
});
