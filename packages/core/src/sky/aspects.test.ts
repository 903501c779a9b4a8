import { describe, expect, it } from 'vitest';
import {
  CHART_POINTS,
  allowedOrb,
  aspectBetween,
  aspectNature,
  aspectPairKey,
  findAspects,
  isAspectPair,
  type ChartPoint,
} from './aspects';

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

describe('which pairs count', () => {
  const OUTER = ['uranus', 'neptune', 'pluto'] as const;

  it('leaves out pairs of two outer planets and Ascendant–MC, and keeps the other 74 of 78', () => {
    let kept = 0;
    for (let i = 0; i < CHART_POINTS.length; i++) {
      for (let j = i + 1; j < CHART_POINTS.length; j++)
        if (isAspectPair(CHART_POINTS[i]!, CHART_POINTS[j]!)) kept++;
    }
    expect(CHART_POINTS).toHaveLength(13);
    expect(kept).toBe(78 - 3 - 1);
    for (const a of OUTER) for (const b of OUTER) expect(isAspectPair(a, b), `${a}-${b}`).toBe(false);
    expect(isAspectPair('midheaven', 'ascendant')).toBe(false);
    expect(isAspectPair('pluto', 'trueNode')).toBe(true);
    expect(isAspectPair('uranus', 'ascendant')).toBe(true);
    expect(isAspectPair('trueNode', 'midheaven')).toBe(true);
  });

  it('finds no aspect among the outer planets however exact, but finds them with the node', () => {
    const aspects = findAspects([
      { point: 'uranus', longitude: 100 },
      { point: 'neptune', longitude: 100 },
      { point: 'pluto', longitude: 220 },
      { point: 'trueNode', longitude: 40 },
    ]);
    expect(aspects.map((a) => `${a.a}-${a.b}-${a.kind}`)).toEqual([
      'uranus-trueNode-sextile',
      'neptune-trueNode-sextile',
      'pluto-trueNode-opposition',
    ]);
  });
});

describe('aspectNature', () => {
  it.each([
    ['conjunction', 'conjunction'],
    ['trine', 'harmonious'],
    ['sextile', 'harmonious'],
    ['square', 'tense'],
    ['opposition', 'tense'],
  ] as const)('%s is %s', (kind, nature) => {
    expect(aspectNature(kind)).toBe(nature);
  });
});

describe('aspectPairKey', () => {
  it.each([
    ['sun', 'moon', 'sun-moon'],
    ['moon', 'sun', 'sun-moon'],
    ['midheaven', 'venus', 'venus-midheaven'],
    ['ascendant', 'midheaven', 'ascendant-midheaven'],
    ['trueNode', 'pluto', 'pluto-trueNode'],
    ['ascendant', 'trueNode', 'trueNode-ascendant'],
    ['saturn', 'jupiter', 'jupiter-saturn'],
  ] as const)('(%s, %s) → %s', (a, b, key) => {
    expect(aspectPairKey(a, b)).toBe(key);
  });

  it('gives each unordered pair its own key, in the canonical order', () => {
    const order: ChartPoint[] = [
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'trueNode',
      'ascendant',
      'midheaven',
    ];
    expect(CHART_POINTS).toEqual(order);
    const keys = new Set<string>();
    order.forEach((a, i) => order.slice(i + 1).forEach((b) => keys.add(aspectPairKey(b, a))));
    expect(keys.size).toBe((13 * 12) / 2);
  });
});
