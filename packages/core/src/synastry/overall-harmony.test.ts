import { describe, expect, it } from 'vitest';
import type { BodyLongitudes } from './overall-harmony';
import { overallHarmony } from './overall-harmony';

// Placed so that only the named contacts fall within orb.
const ONE_TRINE: [BodyLongitudes, BodyLongitudes] = [
  { sun: 0, moon: 40, mercury: 40, venus: 40, mars: 40, jupiter: 40, saturn: 40 },
  { sun: 15, moon: 120, mercury: 15, venus: 15, mars: 15, jupiter: 15, saturn: 15 },
];
const SQUARE_AND_WIDE_TRINE: [BodyLongitudes, BodyLongitudes] = [
  { sun: 0, moon: 70, mercury: 55, venus: 55, mars: 200, jupiter: 55, saturn: 55 },
  { sun: 35, moon: 123, mercury: 30, venus: 110, mars: 30, jupiter: 30, saturn: 30 },
];
const NO_NATAL_ASPECTS: BodyLongitudes = {
  sun: 0,
  moon: 15,
  mercury: 30,
  venus: 40,
  mars: 50,
  jupiter: 335,
  saturn: 345,
};

describe('overallHarmony, worked by hand', () => {
  it('one exact Sun–Moon trine: 50 + 50·tanh(12/10) = 91.68 → 92', () => {
    const h = overallHarmony(...ONE_TRINE);
    expect(h.score).toBe(92);
    expect(h.breakdown).toEqual([
      {
        bodyA: 'sun',
        bodyB: 'moon',
        kind: 'trine',
        nature: 'supportive',
        orb: 0,
        weight: 12,
        tightness: 1,
        valence: 1,
        contribution: 42,
      },
    ]);
  });

  it('an exact Venus–Mars square and a Sun–Moon trine 3° wide: S = −8.4 + 12·(2/3)³ → 27.51 → 28', () => {
    const h = overallHarmony(...SQUARE_AND_WIDE_TRINE);
    expect(h.score).toBe(28);
    // Shares −38.996 and 16.506 round to −39 and 17, which add up to 28 − 50.
    expect(h.breakdown.map((c) => [c.bodyA, c.bodyB, c.kind, c.orb, c.contribution])).toEqual([
      ['mars', 'venus', 'square', 0, -39],
      ['sun', 'moon', 'trine', 3, 17],
    ]);
    expect(h.breakdown[1]?.tightness).toBeCloseTo(8 / 27, 12);
  });

  it('a chart with no aspects of its own, compared with itself: seven exact conjunctions', () => {
    const h = overallHarmony(NO_NATAL_ASPECTS, NO_NATAL_ASPECTS);
    // 0.9 × (10 + 10 + 10 + 8 + 8 + 3 + 3) = 46.8 → 50 + 50·tanh(4.68) = 99.99 → 100, shared by weight.
    expect(h.score).toBe(100);
    expect(h.breakdown.map((c) => [c.bodyA, c.contribution])).toEqual([
      ['sun', 10],
      ['moon', 9],
      ['venus', 9],
      ['mercury', 8],
      ['mars', 8],
      ['jupiter', 3],
      ['saturn', 3],
    ]);
  });

  it('no contact at all scores the base', () => {
    const far: BodyLongitudes = {
      sun: 45,
      moon: 45,
      mercury: 45,
      venus: 45,
      mars: 45,
      jupiter: 45,
      saturn: 45,
    };
    const here: BodyLongitudes = { sun: 0, moon: 0, mercury: 0, venus: 0, mars: 0, jupiter: 0, saturn: 0 };
    expect(overallHarmony(here, far)).toEqual({ score: 50, base: 50, breakdown: [] });
  });
});
