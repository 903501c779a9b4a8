import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion } from './apportion';
import { propertyRuns } from '../../../../scripts/property-runs';

const byIndex = (i: number, j: number) => i - j;

describe('apportion', () => {
  it.each([
    [[9.615, 9.615, 9.615, 7.69, 7.69, 2.885, 2.885], 50, [10, 9, 9, 8, 8, 3, 3]],
    [[-38.996, 16.506], -22, [-39, 17]],
    [[0.4, 0.4, 0.2], 1, [1, 0, 0]],
    [[-0.5, 0.5], 0, [0, 0]],
    [[-0.2, 0.1], 0, [0, 0]],
    [[1, 2, 3], 6, [1, 2, 3]],
    [[], 0, []],
  ])('%o to %i → %o', (shares, target, expected) => {
    expect(apportion(shares, target, byIndex)).toEqual(expected);
  });

  it('lets the tie-break decide between equal remainders', () => {
    expect(apportion([0.5, 0.5], 1, (i, j) => j - i)).toEqual([0, 1]);
  });

  it('keeps each part within one unit of its share and hits the target', () => {
    const share = fc.double({ min: -20, max: 20, noNaN: true });
    fc.assert(
      fc.property(fc.array(share, { minLength: 1, maxLength: 12 }), (shares) => {
        const target = Math.round(shares.reduce((s, x) => s + x, 0)) + 0;
        const parts = apportion(shares, target, byIndex);
        expect(parts.reduce((s, x) => s + x, 0)).toBe(target);
        parts.forEach((part, i) => expect(Math.abs(part - (shares[i] ?? 0))).toBeLessThan(1));
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
