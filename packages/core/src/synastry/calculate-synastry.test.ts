import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NumberValue } from '../codes';
import { NUMBER_VALUES } from '../codes';
import { calculateSynastry } from './calculate-synastry';
import type { Synastry, SynastryContribution, SynastryPerson } from './calculate-synastry';
import { propertyRuns } from '../../../../scripts/property-runs';

// Thousandths of a degree, spread evenly (fc.double spreads over the bit patterns, most of them near 0).
const MILLI = 1000;
const longitude = fc.integer({ min: 0, max: 360 * MILLI - 1 }).map((n) => n / MILLI);
const within = (degrees: number) =>
  fc.integer({ min: -degrees * MILLI, max: degrees * MILLI }).map((n) => n / MILLI);

/** Charts as the sky could draw them: Mercury within 28° and Venus within 47° of the Sun. */
const anyPerson: fc.Arbitrary<SynastryPerson> = fc
  .record({
    sun: longitude,
    moon: longitude,
    mercuryFromSun: within(28),
    venusFromSun: within(47),
    mars: longitude,
    jupiter: longitude,
    saturn: longitude,
    ascendant: longitude,
    hasTime: fc.boolean(),
    hasPlace: fc.boolean(),
    personalArcanum: fc.integer({ min: 0, max: 21 }),
    destinyNumber: fc.constantFrom<NumberValue>(...NUMBER_VALUES),
  })
  .map(({ sun, mercuryFromSun, venusFromSun, ascendant, hasTime, hasPlace, ...rest }) => ({
    longitudes: {
      sun,
      moon: rest.moon,
      mercury: (sun + mercuryFromSun + 360) % 360,
      venus: (sun + venusFromSun + 360) % 360,
      mars: rest.mars,
      jupiter: rest.jupiter,
      saturn: rest.saturn,
    },
    ascendant: hasTime && hasPlace ? ascendant : null,
    hasTime,
    hasPlace,
    personalArcanum: rest.personalArcanum,
    destinyNumber: rest.destinyNumber,
  }));
const anyPair = fc.tuple(anyPerson, anyPerson);
/** A fixed seed: the same 300 pairs on every run, as the golden figures expect. */
const RUNS = { numRuns: propertyRuns(300), seed: 20260415 };

const synastry = (a: SynastryPerson, b: SynastryPerson): Synastry => {
  const result = calculateSynastry(a, b);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

const total = (s: Synastry) => s.base + s.breakdown.reduce((sum, c) => sum + c.contribution, 0);
/** A contribution seen from the other side: A's body becomes B's. */
const mirrored = (c: SynastryContribution): SynastryContribution => ({
  ...c,
  bodyA: c.bodyB,
  bodyB: c.bodyA,
});

const canonical = (breakdown: SynastryContribution[]) => breakdown.map((c) => JSON.stringify(c)).sort();

describe('calculateSynastry properties over 300 generated pairs', () => {
  it('scores 0–100 and the breakdown adds up to the score', () => {
    fc.assert(
      fc.property(anyPair, ([a, b]) => {
        const s = synastry(a, b);
        expect(Number.isInteger(s.overallHarmony)).toBe(true);
        expect(s.overallHarmony).toBeGreaterThanOrEqual(0);
        expect(s.overallHarmony).toBeLessThanOrEqual(100);
        expect(total(s)).toBe(s.overallHarmony);
        for (const c of s.breakdown) {
          expect(Number.isInteger(c.contribution)).toBe(true);
          // Rounding may zero a small part but never turns support into strain.
          expect(c.contribution === 0 || Math.sign(c.contribution) === Math.sign(c.valence)).toBe(true);
        }
        for (const aspect of Object.values(s.aspects)) {
          if (aspect === null) continue;
          expect(Number.isInteger(aspect.harmonyScore)).toBe(true);
          expect(aspect.harmonyScore).toBeGreaterThanOrEqual(0);
          expect(aspect.harmonyScore).toBeLessThanOrEqual(100);
        }
      }),
      RUNS,
    );
  });

  it('is symmetric: B with A mirrors A with B', () => {
    fc.assert(
      fc.property(anyPair, ([a, b]) => {
        const ab = synastry(a, b);
        const ba = synastry(b, a);
        expect(ba.overallHarmony).toBe(ab.overallHarmony);
        // Contributions that tie have no defined order, so both sides are compared in one order.
        expect(canonical(ba.breakdown)).toEqual(canonical(ab.breakdown.map(mirrored)));
        expect(total(ba)).toBe(total(ab));
        for (const key of Object.keys(ab.aspects) as (keyof Synastry['aspects'])[]) {
          expect(ba.aspects[key]?.harmonyScore).toBe(ab.aspects[key]?.harmonyScore);
        }
        expect(ba.aspects.sunSignAspect.elementPair).toBe(ab.aspects.sunSignAspect.elementPair);
        expect(ba.aspects.sunSignAspect.signA).toBe(ab.aspects.sunSignAspect.signB);
        expect(ba.aspects.venusMarsAspect.kind).toBe(ab.aspects.venusMarsAspect.kind);
        expect(ba.aspects.venusMarsAspect.venusAMarsB).toEqual(ab.aspects.venusMarsAspect.venusBMarsA);
        // Same result; the trail names A's term first, so only its order differs.
        expect(ba.aspects.archetypeAspect.relationshipArcanum.id).toBe(
          ab.aspects.archetypeAspect.relationshipArcanum.id,
        );
        expect(ba.aspects.numerologyAspect.relationshipNumber.value).toBe(
          ab.aspects.numerologyAspect.relationshipNumber.value,
        );
        expect(ba.uncertain.moon).toBe(ab.uncertain.moon);
      }),
      RUNS,
    );
  });

  it('is deterministic: equal inputs give equal results', () => {
    fc.assert(
      fc.property(anyPair, ([a, b]) => {
        expect(synastry(structuredClone(a), structuredClone(b))).toEqual(synastry(a, b));
      }),
      { ...RUNS, numRuns: propertyRuns(50) },
    );
  });

  // Not a law for every chart (fast-check finds an 84: Venus square Mars, Moon and Mars together at 0°),
  // so it is checked, like the spread below, over a sample of unremarkable charts.
  it('scores a person with themself at 85 or more', () => {
    for (const a of fc.sample(fc.noBias(anyPerson), { ...RUNS, numRuns: propertyRuns(600) })) {
      expect(synastry(a, a).overallHarmony).toBeGreaterThanOrEqual(85);
    }
  });

  it('spreads unrelated pairs across the scale rather than bunching them', () => {
    const scores = fc.sample(fc.noBias(anyPair), RUNS).map(([a, b]) => synastry(a, b).overallHarmony);
    expect(Math.min(...scores)).toBeLessThan(30);
    expect(Math.max(...scores)).toBeGreaterThan(90);
  });
});

const person = (overrides: Partial<SynastryPerson> = {}): SynastryPerson => ({
  longitudes: { sun: 112, moon: 10, mercury: 100, venus: 140, mars: 200, jupiter: 300, saturn: 250 },
  ascendant: 95,
  hasTime: true,
  hasPlace: true,
  personalArcanum: 5,
  destinyNumber: 8,
  ...overrides,
});

describe('calculateSynastry aspects', () => {
  it('relates the Sun, Moon and Ascendant signs by element, modality and distance', () => {
    const a = person(); // Sun in Cancer, Moon in Aries, Ascendant in Cancer
    const b = person({
      longitudes: { sun: 245, moon: 130, mercury: 250, venus: 220, mars: 20, jupiter: 80, saturn: 160 },
      ascendant: 305,
    }); // Sun in Sagittarius, Moon in Leo, Ascendant in Aquarius
    const { aspects } = synastry(a, b);
    expect(aspects.sunSignAspect).toMatchObject({
      signA: 'cancer',
      signB: 'sagittarius',
      elementPair: 'fire-water',
      elementRelation: 'challenging',
      sameModality: false,
      signDistance: 5,
      harmonyScore: 45,
      uncertain: false,
    });
    expect(aspects.moonAspect).toMatchObject({ elementPair: 'fire-fire', signDistance: 4, harmonyScore: 95 });
    expect(aspects.ascendantAspect).toMatchObject({ elementPair: 'air-water', signDistance: 5 });
  });

  it.each<[number, number, string, string, string, number]>([
    // A's Venus 140 – B's Mars, and B's Venus – A's Mars 200.
    // Both exact: 50 + 25 × (1 + 0.9) = 97.5; the tie goes to the conjunction, first in ASPECT_KINDS.
    [20, 200, 'trine', 'conjunction', 'conjunction', 98],
    [50, 260, 'square', 'sextile', 'square', 50],
    [80, 20, 'sextile', 'opposition', 'opposition', 55],
    // 5° of an 8° orb: 50 + 25 × 0.9 × 3/8 = 58.4.
    [145, 330, 'conjunction', 'none', 'conjunction', 58],
    [330, 330, 'none', 'none', 'none', 50],
  ])('Venus–Mars with B at Mars %d°, Venus %d°: %s / %s → %s (%i)', (marsB, venusB, ab, ba, kind, score) => {
    const a = person();
    const b = person({ longitudes: { ...person().longitudes, mars: marsB, venus: venusB } });
    const { venusMarsAspect } = synastry(a, b).aspects;
    expect([venusMarsAspect.venusAMarsB.kind, venusMarsAspect.venusBMarsA.kind]).toEqual([ab, ba]);
    expect(venusMarsAspect.kind).toBe(kind);
    expect(venusMarsAspect.harmonyScore).toBe(score);
  });

  it.each<[number, string, number | null, number]>([
    [100, 'conjunction', 0, 95],
    [220, 'trine', 0, 100],
    // Half the orb: 50 − 50 × 0.7 × 0.5 = 32.5.
    [193, 'square', 3, 33],
    [280, 'opposition', 0, 25],
    [145, 'none', null, 50],
  ])('Mercury at %d° against 100°: %s', (mercuryB, kind, orb, score) => {
    const b = person({ longitudes: { ...person().longitudes, mercury: mercuryB } });
    expect(synastry(person(), b).aspects.mercuryAspect).toEqual({ kind, orb, harmonyScore: score });
  });

  it.each<[number, number, number, string, number, string]>([
    [5, 13, 18, '5 + 13 = 18', 55, 'different'],
    [5, 7, 12, '5 + 7 = 12', 80, 'triad'],
    [0, 5, 9, '22 + 5 = 27 → 2+7 = 9', 55, 'different'],
    [0, 0, 8, '22 + 22 = 44 → 4+4 = 8', 90, 'same'],
    [21, 20, 5, '21 + 20 = 41 → 4+1 = 5', 55, 'different'],
    [10, 19, 11, '10 + 19 = 29 → 2+9 = 11', 90, 'same'],
  ])('arcana %i and %i make the relationship arcanum %i', (x, y, id, trail, score, affinity) => {
    const { archetypeAspect } = synastry(
      person({ personalArcanum: x }),
      person({ personalArcanum: y }),
    ).aspects;
    expect(archetypeAspect).toEqual({
      arcanumA: x,
      arcanumB: y,
      relationshipArcanum: { id, trail },
      affinity,
      harmonyScore: score,
    });
  });

  it.each<[NumberValue, NumberValue, number, string, string]>([
    [8, 3, 11, '8 + 3 = 11', 'different'],
    [11, 11, 22, '11 + 11 = 22', 'same'],
    [22, 11, 33, '22 + 11 = 33', 'triad'],
    [9, 6, 6, '9 + 6 = 15 → 1+5 = 6', 'triad'],
    [33, 33, 3, '33 + 33 = 66 → 6+6 = 12 → 1+2 = 3', 'same'],
  ])('destiny %i and %i make the relationship number %i', (x, y, value, trail, affinity) => {
    const { numerologyAspect } = synastry(person({ destinyNumber: x }), person({ destinyNumber: y })).aspects;
    expect(numerologyAspect.relationshipNumber).toEqual({ value, total: x + y, trail });
    expect(numerologyAspect.affinity).toBe(affinity);
  });
});

describe('calculateSynastry with missing time or place', () => {
  it.each<[Partial<SynastryPerson>, Partial<SynastryPerson>, boolean, string[], string[], boolean]>([
    [{}, {}, false, [], [], true],
    [{ hasTime: false }, {}, true, ['a'], [], false],
    [{}, { hasPlace: false }, false, [], ['b'], false],
    [{ hasTime: false, hasPlace: false }, { hasTime: false }, true, ['a', 'b'], ['a'], false],
  ])('%o with %o', (x, y, moon, timeUnknownFor, placeUnknownFor, hasAscendantAspect) => {
    const s = synastry(person(x), person(y));
    expect(s.uncertain).toEqual({ moon, timeUnknownFor, placeUnknownFor });
    expect(s.aspects.moonAspect.uncertain).toBe(moon);
    expect(s.aspects.ascendantAspect !== null).toBe(hasAscendantAspect);
  });

  it('ignores an Ascendant sent without time and place', () => {
    const withAsc = synastry(person({ hasTime: false, ascendant: 95 }), person());
    const withoutAsc = synastry(person({ hasTime: false, ascendant: null }), person());
    expect(withAsc).toEqual(withoutAsc);
  });

  it('flags the Moon contributions of someone without a birth time', () => {
    const s = synastry(
      person({ hasTime: false }),
      person({ longitudes: { ...person().longitudes, moon: 10 } }),
    );
    const moonMoon = s.breakdown.find((c) => c.bodyA === 'moon' && c.bodyB === 'moon');
    expect(moonMoon?.uncertain).toBe(true);
    expect(s.breakdown.filter((c) => c.uncertain).every((c) => c.bodyA === 'moon')).toBe(true);
  });

  it.each([
    [0.5, false, true],
    [29.5, false, true],
    [15, false, false],
    [0.5, true, false],
  ])('Sun at %d° in its sign, time known %s → sun sign uncertain %s', (degree, hasTime, uncertain) => {
    const a = person({ hasTime, longitudes: { ...person().longitudes, sun: 90 + degree } });
    expect(synastry(a, person()).aspects.sunSignAspect.uncertain).toBe(uncertain);
  });
});

describe('calculateSynastry refuses bad input', () => {
  it.each<[Partial<SynastryPerson>, Partial<SynastryPerson>, object]>([
    [
      { longitudes: { ...person().longitudes, venus: Number.NaN } },
      {},
      { code: 'invalid-longitude', side: 'a', point: 'venus' },
    ],
    [
      {},
      { ascendant: Number.POSITIVE_INFINITY },
      { code: 'invalid-longitude', side: 'b', point: 'ascendant' },
    ],
    [{ personalArcanum: 22 }, {}, { code: 'invalid-arcanum', side: 'a' }],
    [{}, { personalArcanum: 3.5 }, { code: 'invalid-arcanum', side: 'b' }],
    [{}, { destinyNumber: 10 as NumberValue }, { code: 'invalid-destiny-number', side: 'b' }],
  ])('%o / %o → %o', (x, y, error) => {
    expect(calculateSynastry(person(x), person(y))).toEqual({ ok: false, error });
  });
});
