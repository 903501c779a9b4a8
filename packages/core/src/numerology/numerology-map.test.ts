import { describe, expect, it } from 'vitest';
import { calculateNumerologyMap, nameNumbers, personalYearMonths } from './numerology-map';
import type { NumerologyMap, NumerologyMapInput } from './numerology-map';

const map = (input: NumerologyMapInput): NumerologyMap => {
  const result = calculateNumerologyMap(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const span = (p: { number: number; fromAge: number; toAge: number | null }) => [p.number, p.fromAge, p.toAge];

describe('the worked example of numerology.md §2', () => {
  const maria = map({ name: 'Maria da Conceição Souza', birthDate: '1990-07-15', date: '2026-11-28' });

  it('has the name and date numbers with their totals', () => {
    expect([maria.motivation.number, maria.motivation.total]).toEqual([6, 42]);
    expect([maria.impression.number, maria.impression.total]).toEqual([1, 37]);
    expect([maria.expression.number, maria.expression.total]).toEqual([7, 79]);
    expect([maria.destiny.number, maria.destiny.total]).toEqual([5, 32]);
    expect([maria.mission.number, maria.mission.total]).toEqual([3, 12]);
    expect(maria.psychic.number).toBe(6);
  });

  it('writes out every sum', () => {
    expect(maria.expression.arithmetic).toMatch(
      /^M\(4\) \+ A\(1\) \+ R\(2\) .* = 79 → 7\+9 = 16 → 1\+6 = 7$/,
    );
    expect(maria.expression.arithmetic).toContain('Ç(6) + Ã(4) + O(7)');
    expect(maria.destiny.arithmetic).toBe('1+5+0+7+1+9+9+0 = 32 → 3+2 = 5');
    expect(maria.mission.arithmetic).toBe('7 + 5 = 12 → 1+2 = 3');
    expect(maria.psychic.arithmetic).toBe('15 → 1+5 = 6');
    expect(maria.pinnacles[0]?.arithmetic).toBe('(15 → 1+5 = 6) + 7 = 13 → 1+3 = 4');
    expect(maria.challenges.first.arithmetic).toBe('|7 − (15 → 1+5 = 6)| = 1');
    expect(maria.personalYear.arithmetic).toBe('1+5+0+7+2+0+2+6 = 23 → 2+3 = 5');
    expect(maria.personalMonth.arithmetic).toBe('5 + 11 = 16 → 1+6 = 7');
    expect(maria.personalDay.arithmetic).toBe('7 + 28 = 35 → 3+5 = 8');
    expect(maria.subconsciousResponse.arithmetic).toBe('9 − 2 = 7');
  });

  it('has the lessons, tendencies, response and debts', () => {
    expect(maria.karmicLessons).toEqual([8, 9]);
    expect(maria.hiddenTendencies).toEqual([1, 7]);
    expect(maria.subconsciousResponse.number).toBe(7);
    expect(maria.karmicDebts).toEqual([{ number: 16, source: 'expression' }]);
  });

  it('has the cycles, challenges and pinnacles over the ages', () => {
    expect(maria.lifeCycles.map(span)).toEqual([
      [7, 0, 32],
      [6, 32, 59],
      [1, 59, null],
    ]);
    expect(maria.lifeCycles.map((p) => [p.fromYear, p.toYear])).toEqual([
      [1990, 2022],
      [2022, 2049],
      [2049, null],
    ]);
    expect([maria.challenges.first, maria.challenges.second, maria.challenges.main].map(span)).toEqual([
      [1, 0, 32],
      [5, 32, 59],
      [4, 0, null],
    ]);
    expect(maria.pinnacles.map(span)).toEqual([
      [4, 0, 32],
      [7, 32, 41],
      [11, 41, 50],
      [8, 50, null],
    ]);
  });

  it('reads the target date: personal numbers and where the person stands', () => {
    expect([maria.personalYear.number, maria.personalMonth.number, maria.personalDay.number]).toEqual([
      5, 7, 8,
    ]);
    expect(maria.current).toEqual({ age: 36, cycle: 2, pinnacle: 2, challenge: 'second' });
  });

  it('has the harmonic numbers and the love harmony', () => {
    expect(maria.harmonicNumbers).toEqual({ key: 6, numbers: [2, 3, 4, 5, 6, 9] });
    expect(maria.loveHarmony).toEqual({
      key: 3,
      vibratesWith: [7],
      attracts: [5, 6, 9],
      opposes: [4, 8],
      deeplyOpposes: [],
      passive: [1, 2],
    });
  });
});

describe('the two other examples of numerology.md §2', () => {
  it('João Luís Gonçalves, 01/03/1987: destiny 11, first cycle to 26', () => {
    const joao = map({ name: 'João Luís Gonçalves', birthDate: '1987-03-01', date: '2026-11-28' });
    expect(joao.destiny.number).toBe(11);
    expect(joao.destiny.arithmetic).toBe('0+1+0+3+1+9+8+7 = 29 → 2+9 = 11');
    expect(joao.lifeCycles[0]?.toAge).toBe(26);
    expect(joao.pinnacles[0]?.toAge).toBe(26);
    expect(joao.challenges.first.toAge).toBe(26);
    expect(joao.lifeCycles[1]?.toAge).toBe(53);
    expect(joao.current).toMatchObject({ age: 39, cycle: 2, pinnacle: 3 });
  });

  it('Thaís Araújo Mendonça, 25/12/2001: debt 13 from destiny', () => {
    const thais = map({ name: 'Thaís Araújo Mendonça', birthDate: '2001-12-25', date: '2026-11-28' });
    expect(thais.destiny.arithmetic).toBe('2+5+1+2+2+0+0+1 = 13 → 1+3 = 4');
    expect(thais.karmicDebts).toContainEqual({ number: 13, source: 'destiny' });
    expect(thais.current.age).toBe(24);
  });
});

describe('names with every mark', () => {
  it('reads accents, cedillas, hyphens, apostrophes and dots', () => {
    const a = nameNumbers("Anne-Marie D'Ávila Ç. Grüner");
    const b = nameNumbers('AnneMarie DÁvila Ç Grüner');
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.expression).toEqual(b.value.expression);
    expect(a.value.letters.find((l) => l.glyph === 'Á')?.value).toBe(3);
    expect(a.value.letters.find((l) => l.glyph === 'Ü')?.value).toBe(8);
    expect(a.value.letters.find((l) => l.glyph === 'Ç')).toMatchObject({ value: 6, vowel: false });
  });

  it('counts Ê as 12 and its digit as 3', () => {
    const r = nameNumbers('Ênio');
    expect(r.ok && r.value.letters[0]).toMatchObject({ glyph: 'Ê', value: 12, digit: 3 });
  });
});

describe('refused input', () => {
  const valid = { name: 'Ana Dias', birthDate: '1996-10-20', date: '2026-11-28' };
  it.each([
    [{ ...valid, date: '1996-10-19' }, 'date-before-birth'],
    [{ ...valid, birthDate: '1996-02-30' }, 'invalid-birth-date'],
    [{ ...valid, date: '2026-13-01' }, 'invalid-date'],
    [{ ...valid, name: 'Aia Eo' }, 'no-consonants'],
    [{ ...valid, name: 'Ana & Dias' }, 'invalid-characters'],
  ])('%o → %s', (input, code) => {
    const result = calculateNumerologyMap(input);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('reads the birth day itself', () => {
    const result = calculateNumerologyMap({ ...valid, date: valid.birthDate });
    expect(result.ok && result.value.current).toEqual({ age: 0, cycle: 1, pinnacle: 1, challenge: 'first' });
  });
});

describe('personalYearMonths', () => {
  it('gives the year and its twelve months', () => {
    const { personalYear, months } = personalYearMonths({ year: 1990, month: 7, day: 15 }, 2026);
    expect(personalYear.number).toBe(5);
    expect(months.map((m) => m.personalMonth.number)).toEqual([6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
