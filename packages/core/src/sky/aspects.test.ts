import { describe, expect, it } from 'vitest';
import { allowedOrb, aspectBetween, findAspects } from './aspects';

describe('aspectBetween', () => {
  it.each([
    ['mars', 0, 'venus', 8, 'conjunction', 8],
    ['mars', 0, 'venus', 8.01, undefined, 0],
    ['sun', 0, 'venus', 9.99, 'conjunction', 9.99],
    ['mars', 10, 'saturn', 190 + 7.9, 'opposition', 7.9],
    ['mars', 0, 'jupiter', 127, 'trine', 7],
    ['mars', 0, 'jupiter', 127.1, undefined, 0],
    ['moon', 0, 'jupiter', 129, 'trine', 9],
    ['mars', 0, 'jupiter', 84, 'square', 6],
    ['mars', 0, 'jupiter', 83.9, undefined, 0],
    ['mars', 0, 'jupiter', 64, 'sextile', 4],
    ['moon', 0, 'jupiter', 54, 'sextile', 6],
    ['mars', 0, 'jupiter', 45, undefined, 0],
  ] as const)('%s %s° – %s %s° → %s', (a, la, b, lb, kind, orb) => {
    const aspect = aspectBetween(a, la, b, lb);
    expect(aspect?.kind).toBe(kind);
    if (aspect) expect(aspect.orb).toBeCloseTo(orb, 9);
  });

  it('measures across 0° Aries and reports the exact orb', () => {
    expect(aspectBetween('mercury', 359, 'venus', 1.5)).toMatchObject({ kind: 'conjunction', angle: 0 });
    expect(aspectBetween('mercury', 359, 'venus', 1.5)?.orb).toBeCloseTo(2.5, 12);
    expect(aspectBetween('mercury', 300.25, 'mars', 60)?.separation).toBeCloseTo(119.75, 12);
    expect(aspectBetween('mercury', 300.25, 'mars', 60)).toMatchObject({ kind: 'trine', angle: 120 });
  });

  it('adds the luminary bonus once, and not for the angles', () => {
    expect(allowedOrb('square', 'sun', 'moon')).toBe(8);
    expect(allowedOrb('square', 'ascendant', 'mars')).toBe(6);
    expect(allowedOrb('opposition', 'moon', 'midheaven')).toBe(10);
  });
});

describe('findAspects', () => {
  it('lists each pair once and leaves out Ascendant–Midheaven', () => {
    const aspects = findAspects([
      { point: 'sun', longitude: 10 },
      { point: 'moon', longitude: 190 },
      { point: 'ascendant', longitude: 100 },
      { point: 'midheaven', longitude: 10 },
    ]);
    expect(aspects.map((a) => `${a.a}-${a.b}-${a.kind}`)).toEqual([
      'sun-moon-opposition',
      'sun-ascendant-square',
      'sun-midheaven-conjunction',
      'moon-ascendant-square',
      'moon-midheaven-opposition',
    ]);
  });
});
