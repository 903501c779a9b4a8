import { describe, expect, it } from 'vitest';
import type { NumberKind } from '../codes';
import { NUMBER_KINDS, NUMBER_VALUES } from '../codes';
import { calculateNumerology } from './calculate-numerology';
import type { Numerology, NumerologyInput } from './calculate-numerology';

const calculate = (input: NumerologyInput): Numerology => {
  const result = calculateNumerology(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

/** [number value, unreduced total, arcanum id] */
type Expected = [number, number, number];
const summary = (n: Numerology, kind: NumberKind): Expected => [
  n.numbers[kind].value,
  n.numbers[kind].total,
  n.arcana[kind].id,
];

describe('calculateNumerology: the worked example of domain.md §3', () => {
  const maria = calculate({ name: 'Maria da Conceição Souza', birthDate: '1990-07-15', targetYear: 2026 });

  it.each<[NumberKind, number, number | null, number]>([
    ['personal', 5, null, 5],
    ['soul', 4, 49, 13],
    ['personality', 4, 40, 4],
    ['destiny', 8, 89, 17],
    ['annual', 5, null, 14],
    ['cabalisticName', 7, 79, 16],
    ['gematriaName', 6, 1131, 6],
  ])('%s is %i (total %s), arcanum %i', (kind, value, total, arcanumId) => {
    expect(maria.numbers[kind].value).toBe(value);
    if (total !== null) expect(maria.numbers[kind].total).toBe(total);
    expect(maria.arcana[kind].id).toBe(arcanumId);
  });

  it.each<[NumberKind, string]>([
    ['personal', '1+5+0+7+1+9+9+0 = 32 → 3+2 = 5'],
    ['soul', '1 + 9 + 1 + 1 + 6 + 5 + 9 + 1 + 6 + 6 + 3 + 1 = 49 → 4+9 = 13 → 1+3 = 4'],
    ['personality', '4 + 9 + 4 + 3 + 5 + 3 + 3 + 1 + 8 = 40 → 4+0 = 4'],
    [
      'destiny',
      '4 + 1 + 9 + 9 + 1 + 4 + 1 + 3 + 6 + 5 + 3 + 5 + 9 + 3 + 1 + 6 + 1 + 6 + 3 + 8 + 1 = 89 → 8+9 = 17 → 1+7 = 8',
    ],
    ['annual', '1+5+0+7+2+0+2+6 = 23 → 2+3 = 5'],
    [
      'cabalisticName',
      '4 + 1 + 2 + 1 + 1 + 4 + 1 + 3 + 7 + 5 + 3 + 5 + 1 + 6 + 4 + 7 + 3 + 7 + 6 + 7 + 1 = 79 → 7+9 = 16 → 1+6 = 7',
    ],
    [
      'gematriaName',
      '30 + 1 + 80 + 9 + 1 + 4 + 1 + 3 + 50 + 40 + 3 + 5 + 9 + 3 + 1 + 50 + 90 + 50 + 200 + 500 + 1 = 1131 → 1+1+3+1 = 6',
    ],
  ])('%s number trail', (kind, trail) => {
    expect(maria.numbers[kind].trail).toBe(trail);
  });

  it.each<[NumberKind, string]>([
    ['personal', '15 + 7 + 1990 = 2012 → 2+0+1+2 = 5'],
    ['soul', '49 → 4+9 = 13'],
    ['personality', '40 → 4+0 = 4'],
    ['destiny', '89 → 8+9 = 17'],
    ['annual', '15 + 7 + 2026 = 2048 → 2+0+4+8 = 14'],
    ['cabalisticName', '79 → 7+9 = 16'],
    ['gematriaName', '1131 → 1+1+3+1 = 6'],
  ])('%s arcanum trail', (kind, trail) => {
    expect(maria.arcana[kind].trail).toBe(trail);
  });

  it('lists each kept letter with its value in every table', () => {
    expect(maria.letters.map((l) => l.glyph).join('')).toBe('MARIADACONCEIÇÃOSOUZA');
    expect(maria.letters.slice(13, 15)).toEqual([
      { glyph: 'Ç', vowel: false, pythagorean: 3, cabalistic: 6, gematria: 3 },
      { glyph: 'Ã', vowel: true, pythagorean: 1, cabalistic: 4, gematria: 1 },
    ]);
  });
});

// Independent reference, written from the spec tables as plain strings, to cross-check the rows below.
const PY_ROWS = ['AJS', 'BKT', 'CLU', 'DMV', 'ENW', 'FOX', 'GPY', 'HQZ', 'IR'];
const CA_ROWS = ['AIJQY', 'BKR', 'CGLS', 'DMT', 'EHN', 'UVWX', 'OZ', 'FP'];
const GE_ORDER = 'ABCDEFGHIKLMNOPQRSTUXYZJV';
const GE_VALUES = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400, 500, 600, 700,
];
const ACCENT_PLUS: Record<string, number> = { ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜ: 2, ÃÕÑ: 3, ÂÊÎÔÛ: 7 };

function reference(name: string, birthDate: string, year: number): Record<NumberKind, Expected> {
  const chars = [...name.toUpperCase().replace(/[\s\-'’\d]/g, '')];
  const plain = (c: string) => (c === 'Ç' ? 'C' : c.normalize('NFD').replace(/\p{M}/gu, ''));
  const py = (c: string) => PY_ROWS.findIndex((r) => r.includes(plain(c))) + 1;
  const ge = (c: string) => (plain(c) === 'W' ? 900 : (GE_VALUES[GE_ORDER.indexOf(plain(c))] ?? NaN));
  const ca = (c: string) => {
    if (c === 'Ç') return 6;
    const bonus = Object.entries(ACCENT_PLUS).find(([set]) => set.includes(c))?.[1] ?? 0;
    return CA_ROWS.findIndex((r) => r.includes(plain(c))) + 1 + bonus;
  };
  const vowel = (c: string) => 'AEIOUY'.includes(plain(c)) && c !== 'Ç';
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const red = (n: number, keep: number[]) => {
    while (n > 9 && !keep.includes(n)) n = sum([...String(n)].map(Number));
    return n;
  };
  const arc = (n: number) => {
    while (n > 22) n = sum([...String(n)].map(Number));
    return n % 22;
  };
  const [y, m, d] = birthDate.split('-') as [string, string, string];
  const masters = [11, 22, 33];
  const row = (total: number, keep: number[], arcanumOf = total): Expected => [
    red(total, keep),
    total,
    arc(arcanumOf),
  ];
  const soul = sum(chars.filter(vowel).map(py));
  const personality = sum(chars.filter((c) => !vowel(c)).map(py));
  return {
    personal: row(sum([...(d + m + y)].map(Number)), masters, +d + +m + +y),
    soul: row(soul, masters),
    personality: row(personality, masters),
    destiny: row(soul + personality, masters),
    annual: row(sum([...(d + m + year)].map(Number)), [], +d + +m + year),
    cabalisticName: row(sum(chars.map(ca)), [11, 22]),
    gematriaName: row(sum(chars.map(ge)), []),
  };
}

// Columns: personal, soul, personality, destiny, annual, cabalisticName, gematriaName as [value, total, arcanum].
// Literal figures; the rows for Ana Dias, Inês Simões and Zoë Sant'Anna were also worked by hand.
// prettier-ignore
const ROWS: [string, string, number, ...Expected[]][] = [
  ['João Pedro Álvares', '1985-03-22', 2026, [3, 30, 3], [4, 31, 4], [11, 38, 11], [6, 69, 15], [8, 17, 8], [5, 68, 14], [6, 1797, 6]],
  ['Luís Antônio Gonçalves', '1972-11-04', 2025, [7, 25, 7], [1, 46, 10], [3, 39, 12], [4, 85, 13], [6, 15, 6], [1, 91, 10], [4, 1525, 13]],
  ['Ana-Luísa de Araújo', '2001-06-30', 2026, [3, 12, 12], [4, 31, 4], [5, 23, 5], [9, 54, 9], [1, 19, 10], [7, 52, 7], [7, 1303, 7]],
  ["Lívia D'Ávila", '1999-12-31', 2024, [8, 35, 8], [3, 30, 3], [9, 18, 18], [3, 48, 12], [6, 15, 15], [5, 32, 5], [7, 1474, 16]],
  ['José Conceição dos Santos', '1950-01-06', 2026, [22, 22, 0], [6, 51, 6], [3, 30, 3], [9, 81, 9], [8, 17, 8], [6, 96, 15], [2, 1424, 11]],
  ['Inês Simões', '1950-07-29', 2026, [33, 33, 6], [7, 34, 7], [3, 12, 12], [1, 46, 10], [1, 28, 10], [11, 47, 11], [4, 418, 13]],
  ['Bárbara Müller', '1989-09-29', 2026, [11, 47, 11], [11, 11, 11], [5, 41, 5], [7, 52, 7], [3, 30, 12], [11, 38, 11], [9, 522, 9]],
  ["Zoë Sant'Anna", '2000-01-08', 2026, [11, 11, 11], [5, 14, 14], [8, 26, 8], [4, 40, 4], [1, 19, 10], [1, 46, 10], [4, 868, 0]],
  ['Mário Cândido da Silva', '1964-04-01', 2027, [7, 25, 7], [7, 43, 7], [5, 41, 5], [3, 84, 12], [7, 16, 7], [5, 68, 14], [8, 1106, 8]],
  ['Àngela Pôrto', '1980-07-06', 2026, [4, 31, 0], [1, 19, 19], [33, 33, 6], [7, 52, 7], [5, 23, 14], [1, 55, 10], [9, 414, 9]],
  ['Ângela Guimarães', '1977-08-15', 2026, [11, 38, 2], [8, 26, 8], [9, 36, 9], [8, 62, 8], [6, 24, 15], [9, 54, 9], [2, 497, 20]],
  ['Heitor Magalhães Brandão', '2010-02-28', 2026, [6, 15, 6], [9, 36, 9], [8, 62, 8], [8, 98, 17], [4, 22, 13], [6, 78, 15], [8, 593, 17]],
  ['Úrsula Figueiredo', '1948-10-10', 2030, [6, 24, 6], [8, 44, 8], [3, 39, 12], [11, 83, 11], [7, 7, 7], [11, 65, 11], [3, 966, 21]],
  ['Glória Pinheiro das Neves', '1955-05-05', 2026, [3, 30, 21], [11, 56, 11], [9, 63, 9], [11, 119, 11], [2, 20, 11], [4, 85, 13], [4, 1363, 13]],
  ['Estêvão Loureiro', '1991-09-09', 2026, [11, 38, 11], [1, 46, 10], [1, 28, 10], [11, 74, 11], [1, 28, 10], [11, 74, 11], [5, 1445, 14]],
  ['Lúcia Helena Assunção', '1968-02-29', 2026, [1, 37, 10], [8, 35, 8], [5, 32, 5], [4, 67, 13], [5, 23, 14], [3, 75, 12], [4, 787, 0]],
  ["Jean-Pierre O'Neill", '1975-06-14', 2026, [33, 33, 6], [9, 45, 9], [6, 42, 6], [6, 87, 15], [3, 21, 12], [5, 59, 14], [3, 1029, 12]],
  ['Débora Gonçalves do Nascimento', '1993-01-19', 2026, [33, 33, 6], [6, 51, 6], [8, 62, 8], [5, 113, 5], [3, 21, 12], [3, 111, 3], [4, 1480, 13]],
  ['Wagner Yamamoto', '1982-12-12', 2026, [8, 26, 8], [9, 27, 9], [9, 36, 9], [9, 63, 9], [7, 16, 7], [6, 51, 6], [3, 1695, 21]],
  ['lia sá 3', '2003-03-03', 2026, [11, 11, 11], [11, 11, 11], [4, 4, 4], [6, 15, 15], [7, 16, 7], [11, 11, 11], [4, 121, 4]],
  ['Ana Dias', '1996-10-20', 2026, [1, 28, 10], [3, 12, 12], [1, 10, 10], [22, 22, 0], [4, 13, 13], [7, 16, 16], [2, 146, 11]],
  ['Eva Góis', '1987-05-17', 2026, [11, 38, 11], [3, 21, 21], [3, 12, 12], [33, 33, 6], [5, 23, 14], [1, 28, 10], [7, 862, 16]],
  ['Ana Costa', '2005-08-08', 2026, [5, 23, 5], [9, 9, 9], [11, 11, 11], [2, 20, 20], [8, 26, 8], [7, 25, 7], [7, 286, 16]],
  ['Íris Vaz', '1960-11-11', 2026, [2, 20, 20], [1, 19, 19], [22, 22, 0], [5, 41, 5], [5, 14, 14], [5, 23, 5], [3, 1389, 21]],
  ['Gil Nóbrega', '1944-04-22', 2026, [8, 26, 17], [3, 21, 21], [33, 33, 6], [9, 54, 9], [9, 18, 9], [7, 34, 7], [5, 221, 5]],
  ['Ivo Costa', '1999-09-19', 2026, [11, 47, 11], [22, 22, 0], [1, 10, 10], [5, 32, 5], [2, 29, 11], [5, 32, 5], [4, 1003, 4]],
  ['Otávio Melo', '1971-12-25', 2026, [1, 28, 10], [33, 33, 6], [4, 13, 13], [1, 46, 10], [2, 20, 11], [11, 47, 11], [7, 1015, 7]],
  ['Lia Paes', '2012-06-06', 2026, [8, 17, 8], [7, 16, 16], [11, 11, 11], [9, 27, 9], [4, 22, 13], [22, 22, 0], [6, 186, 15]],
  ['Ana Paiva', '1983-07-07', 2026, [8, 35, 8], [4, 13, 13], [7, 16, 16], [11, 29, 11], [6, 24, 6], [6, 24, 6], [3, 813, 12]],
  ['Cauã Reymond dos Santos', '1980-05-20', 2026, [7, 25, 7], [9, 36, 9], [3, 39, 12], [3, 75, 12], [8, 17, 8], [7, 79, 16], [6, 1329, 15]],
  ['Aloísio Guaraná de Assis', '1958-03-13', 2026, [3, 30, 21], [7, 52, 7], [5, 32, 5], [3, 84, 12], [8, 17, 8], [3, 66, 12], [2, 848, 20]],
];

describe('calculateNumerology: name table', () => {
  it.each(ROWS)('%s, %s, %i', (name, birthDate, targetYear, ...expected) => {
    const result = calculate({ name, birthDate, targetYear });
    expect(NUMBER_KINDS.map((kind) => summary(result, kind))).toEqual(expected);
  });

  it.each(ROWS)('%s agrees with the independent reference', (name, birthDate, targetYear, ...expected) => {
    const ref = reference(name, birthDate, targetYear);
    expect(NUMBER_KINDS.map((kind) => ref[kind])).toEqual(expected);
  });

  it('covers every accent, particle and master number the spec names', () => {
    const names = ROWS.map(([name]) => name).join(' ');
    for (const glyph of ['Á', 'À', 'Â', 'Ã', 'É', 'Ê', 'Í', 'Ó', 'Ô', 'Õ', 'Ú', 'Ü', 'Ç', '-', "'"]) {
      expect(names.toUpperCase()).toContain(glyph);
    }
    for (const particle of [' da ', ' de ', ' dos ', ' do ', ' das ']) expect(names).toContain(particle);
    const seen = new Set(ROWS.flatMap(([, , , ...cols]) => cols.map(([value]) => value)));
    for (const master of [11, 22, 33]) expect(seen).toContain(master);
  });
});

describe('calculateNumerology: invariants', () => {
  it.each(ROWS)('%s: values are number codes and arcana 0–21', (name, birthDate, targetYear) => {
    const result = calculate({ name, birthDate, targetYear });
    for (const kind of NUMBER_KINDS) {
      expect(NUMBER_VALUES).toContain(result.numbers[kind].value);
      expect(result.arcana[kind].id).toBeGreaterThanOrEqual(0);
      expect(result.arcana[kind].id).toBeLessThanOrEqual(21);
      // Every trail ends on the figure it explains.
      expect(
        result.numbers[kind].trail.endsWith(` ${result.numbers[kind].value}`) ||
          result.numbers[kind].trail === String(result.numbers[kind].value),
      ).toBe(true);
      expect(result.arcana[kind].trail.endsWith(String(result.arcana[kind].id))).toBe(true);
    }
  });

  it.each([
    ["Sant'Anna Lima", 'Santanna Lima'],
    ['Sant’Anna Lima', 'SANTANNA LIMA'],
    ['Ana-Luísa Reis', 'ana luísa reis'],
    ['Ana Luísa Reis 2', 'AnaLuísaReis'],
  ])('%j reads like %j', (a, b) => {
    const input = { birthDate: '1990-07-15', targetYear: 2026 };
    expect(calculate({ ...input, name: a })).toEqual(calculate({ ...input, name: b }));
  });

  it.each([2024, 2025, 2026, 2027])(
    'only the annual figures depend on the target year (%i)',
    (targetYear) => {
      const base = calculate({ name: 'Ana Dias', birthDate: '1996-10-20', targetYear: 2026 });
      const other = calculate({ name: 'Ana Dias', birthDate: '1996-10-20', targetYear });
      for (const kind of NUMBER_KINDS.filter((k) => k !== 'annual')) {
        expect(other.numbers[kind]).toEqual(base.numbers[kind]);
        expect(other.arcana[kind]).toEqual(base.arcana[kind]);
      }
      expect(other.arcana.annual.trail.startsWith(`20 + 10 + ${targetYear} = `)).toBe(true);
    },
  );

  it.each<[string, string, string]>([
    ['1950-07-29', '2+9+0+7+1+9+5+0 = 33', '29 + 7 + 1950 = 1986 → 1+9+8+6 = 24 → 2+4 = 6'],
    ['1989-09-29', '2+9+0+9+1+9+8+9 = 47 → 4+7 = 11', '29 + 9 + 1989 = 2027 → 2+0+2+7 = 11'],
    ['1980-07-06', '0+6+0+7+1+9+8+0 = 31 → 3+1 = 4', '6 + 7 + 1980 = 1993 → 1+9+9+3 = 22 → 0'],
  ])('personal trails for %s', (birthDate, numberTrail, arcanumTrail) => {
    const result = calculate({ name: 'Ana Dias', birthDate, targetYear: 2026 });
    expect(result.numbers.personal.trail).toBe(numberTrail);
    expect(result.arcana.personal.trail).toBe(arcanumTrail);
  });

  it('shows a single-letter sum without an addition', () => {
    // One vowel: the soul trail is just its value.
    expect(calculate({ name: 'Brr Ix', birthDate: '2000-01-01', targetYear: 2026 }).numbers.soul.trail).toBe(
      '9',
    );
  });
});

describe('calculateNumerology: refused input', () => {
  const valid = { name: 'Ana Dias', birthDate: '1996-10-20', targetYear: 2026 };
  it.each([
    [{ ...valid, name: '' }, { code: 'empty-name' }],
    [{ ...valid, name: " - ' 42 " }, { code: 'empty-name' }],
    [
      { ...valid, name: 'Ana S, Dias' },
      { code: 'invalid-characters', characters: [','] },
    ],
    [{ ...valid, name: 'Brr Pss' }, { code: 'no-vowels' }],
    [{ ...valid, name: 'Aia Eo' }, { code: 'no-consonants' }],
    [
      { ...valid, birthDate: '1990-02-30' },
      { code: 'invalid-birth-date', birthDate: '1990-02-30' },
    ],
    [
      { ...valid, birthDate: '1900-02-29' },
      { code: 'invalid-birth-date', birthDate: '1900-02-29' },
    ],
    [
      { ...valid, birthDate: '15/07/1990' },
      { code: 'invalid-birth-date', birthDate: '15/07/1990' },
    ],
    [
      { ...valid, birthDate: '1990-13-01' },
      { code: 'invalid-birth-date', birthDate: '1990-13-01' },
    ],
    [
      { ...valid, targetYear: 2026.5 },
      { code: 'invalid-target-year', targetYear: 2026.5 },
    ],
    [
      { ...valid, targetYear: 0 },
      { code: 'invalid-target-year', targetYear: 0 },
    ],
    [
      { ...valid, targetYear: 10000 },
      { code: 'invalid-target-year', targetYear: 10000 },
    ],
  ])('%o → %o', (input, error) => {
    expect(calculateNumerology(input)).toEqual({ ok: false, error });
  });

  it('accepts 29 February in a leap year', () => {
    expect(calculateNumerology({ ...valid, birthDate: '2000-02-29' }).ok).toBe(true);
  });
});
