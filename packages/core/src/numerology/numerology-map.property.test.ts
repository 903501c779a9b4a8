import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../scripts/property-runs';
import { KARMIC_DEBTS } from './karmic';
import { reductionChain } from './map-reduce';
import { calculateNumerologyMap } from './numerology-map';
import type { NumerologyMap } from './numerology-map';

const RUNS = { numRuns: propertyRuns(100), seed: 20261128 };
const MASTERED = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22];
const PLAIN = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// Letters with every mark the table prices, cedillas, and the separators a name may carry.
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', ...'ÁÀÄÃÂÉÈËÊÍÌÏÎÓÒÖÕÔÚÙÜÛÑÇ'];
const SEPARATORS = [' ', '-', "'", '’', '.'];
const anyName = fc
  .array(fc.oneof(fc.constantFrom(...LETTERS), fc.constantFrom(...SEPARATORS)), {
    minLength: 1,
    maxLength: 40,
  })
  .map((chars) => `Ana${chars.join('')}Lima`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const anyBirth = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });
const anyCase = fc
  .tuple(anyName, anyBirth, fc.integer({ min: 0, max: 120 * 366 }))
  .map(([name, birth, days]) => ({
    name,
    birthDate: iso(birth),
    date: iso(new Date(birth.getTime() + days * 86_400_000)),
  }));

const computed = (input: { name: string; birthDate: string; date: string }): NumerologyMap => {
  const result = calculateNumerologyMap(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe('numerology map properties', () => {
  it('keeps 11 and 22 only where the table says', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        const m = computed(input);
        for (const n of [m.motivation, m.impression, m.expression, m.destiny, m.mission, m.psychic])
          expect(MASTERED).toContain(n.number);
        for (const p of [...m.lifeCycles, ...m.pinnacles]) expect(MASTERED).toContain(p.number);
        for (const n of [m.personalYear, m.personalMonth, m.personalDay]) expect(PLAIN).toContain(n.number);
        for (const c of Object.values(m.challenges)) expect(c.number).toBeGreaterThanOrEqual(0);
        for (const c of Object.values(m.challenges)) expect(c.number).toBeLessThanOrEqual(8);
        expect(PLAIN).toContain(m.harmonicNumbers.key);
        expect(PLAIN).toContain(m.loveHarmony.key);
      }),
      RUNS,
    );
  });

  it('names a debt exactly when the day or a chain passes through it', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        const m = computed(input);
        const day = Number(input.birthDate.slice(8));
        const expected = [
          ...KARMIC_DEBTS.filter((n) => n === day).map((number) => ({ number, source: 'day' })),
          ...(['motivation', 'expression', 'destiny'] as const).flatMap((source) =>
            reductionChain(m[source].total ?? 0)
              .filter((n) => (KARMIC_DEBTS as readonly number[]).includes(n))
              .map((number) => ({ number, source })),
          ),
        ];
        const key = (d: { number: number; source: string }) => `${d.number}:${d.source}`;
        expect(m.karmicDebts.map(key).sort()).toEqual(expected.map(key).sort());
      }),
      RUNS,
    );
  });

  it('lays the periods end to end over a whole life', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        const m = computed(input);
        for (const periods of [m.lifeCycles, m.pinnacles]) {
          expect(periods[0]?.fromAge).toBe(0);
          expect(periods[0]?.toAge).toBe(37 - m.destiny.number);
          expect(periods.at(-1)?.toAge).toBeNull();
          for (let i = 1; i < periods.length; i += 1) expect(periods[i]?.fromAge).toBe(periods[i - 1]?.toAge);
          for (const p of periods) expect(p.fromYear - p.fromAge).toBe(Number(input.birthDate.slice(0, 4)));
        }
        expect((m.lifeCycles[1]?.toAge ?? 0) - (m.lifeCycles[1]?.fromAge ?? 0)).toBe(27);
        expect([m.challenges.first.fromAge, m.challenges.first.toAge]).toEqual([0, m.lifeCycles[0]?.toAge]);
        expect([m.challenges.second.fromAge, m.challenges.second.toAge]).toEqual([
          m.lifeCycles[1]?.fromAge,
          m.lifeCycles[1]?.toAge,
        ]);
        expect([m.challenges.main.fromAge, m.challenges.main.toAge]).toEqual([0, null]);
      }),
      RUNS,
    );
  });

  it('places the person in the periods that hold their age', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        const m = computed(input);
        const { age, cycle, pinnacle } = m.current;
        const inside = (p: { fromAge: number; toAge: number | null } | undefined) =>
          p !== undefined && age >= p.fromAge && (p.toAge === null || age < p.toAge);
        expect(inside(m.lifeCycles[cycle - 1])).toBe(true);
        expect(inside(m.pinnacles[pinnacle - 1])).toBe(true);
        expect(inside(m.challenges[m.current.challenge])).toBe(true);
      }),
      RUNS,
    );
  });

  it('counts the subconscious response from the lessons, and ends every sum on its number', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        const m = computed(input);
        expect(m.subconsciousResponse.number).toBe(9 - m.karmicLessons.length);
        for (const n of [m.motivation, m.impression, m.expression, m.destiny, m.mission, m.personalYear])
          expect(n.arithmetic.endsWith(`${n.number}`)).toBe(true);
        const digits = new Set(m.letters.map((l) => l.digit));
        for (const lesson of m.karmicLessons) expect(digits.has(lesson)).toBe(false);
      }),
      RUNS,
    );
  });
});
