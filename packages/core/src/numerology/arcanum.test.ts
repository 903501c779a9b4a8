import { describe, expect, it } from 'vitest';
import { arcanum, tracedArcanum } from './arcanum';

describe('arcanum', () => {
  it.each([
    [1, 1],
    [13, 13],
    [21, 21],
    [22, 0],
    [23, 5],
    [49, 13],
    [89, 17],
    [787, 0],
    [1999, 10],
    [2012, 5],
    [2048, 14],
    [1131, 6],
    [0, 0],
  ])('arcanum(%i) = %i', (n, id) => {
    expect(arcanum(n).id).toBe(id);
  });

  it('keeps every result within the 22 major arcana', () => {
    for (let n = 0; n <= 5000; n += 1) {
      const { id } = arcanum(n);
      expect(id).toBeGreaterThanOrEqual(0);
      expect(id).toBeLessThanOrEqual(21);
    }
  });

  it.each([-3, 2.5])('refuses %d', (n) => {
    expect(() => arcanum(n)).toThrow(RangeError);
  });
});

describe('tracedArcanum trail', () => {
  it.each([
    [[15, 7, 1990], 5, '15 + 7 + 1990 = 2012 → 2+0+1+2 = 5'],
    [[15, 7, 2026], 14, '15 + 7 + 2026 = 2048 → 2+0+4+8 = 14'],
    [[6, 7, 1980], 0, '6 + 7 + 1980 = 1993 → 1+9+9+3 = 22 → 0'],
    [[1, 1, 1999], 3, '1 + 1 + 1999 = 2001 → 2+0+0+1 = 3'],
    [[31, 12, 1999], 8, '31 + 12 + 1999 = 2042 → 2+0+4+2 = 8'],
    [[49], 13, '49 → 4+9 = 13'],
    [[13], 13, '13'],
    [[22], 0, '22 → 0'],
    [[787], 0, '787 → 7+8+7 = 22 → 0'],
    [[1999], 10, '1999 → 1+9+9+9 = 28 → 2+8 = 10'],
  ])('%o → %i: %s', (terms, id, trail) => {
    expect(tracedArcanum(terms)).toEqual({ id, trail });
  });
});
