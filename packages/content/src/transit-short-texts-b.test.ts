import { describe, expect, it } from 'vitest';
import { TRANSIT_SHORT_TEXTS_A } from './transit-short-texts-a';
import { TRANSIT_SHORT_TEXTS_B } from './transit-short-texts-b';
import { TRANSIT_TEXTS_A } from './transit-texts-a';
import { TRANSIT_TEXTS_B } from './transit-texts-b';

const TRANSITING = ['mercury', 'venus', 'mars'] as const;
const NATAL_POINTS = [
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
  'ascendant',
  'midheaven',
] as const;
const NATURES = ['conjunction', 'harmonious', 'tense'] as const;
const NAMES: Record<string, string> = {
  sun: 'Sol',
  moon: 'Lua',
  mercury: 'Mercúrio',
  venus: 'Vênus',
  mars: 'Marte',
  jupiter: 'Júpiter',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Netuno',
  pluto: 'Plutão',
  ascendant: 'Ascendente',
  midheaven: 'Meio do Céu',
};

type Table = Record<string, Record<string, Record<string, string>>>;
const flatten = (prefix: string, table: Table) =>
  Object.entries(table).flatMap(([transiting, byPoint]) =>
    Object.entries(byPoint).flatMap(([natal, byNature]) =>
      Object.entries(byNature).map(([nature, text]) => ({
        key: `${prefix}.${transiting}.${natal}.${nature}`,
        transiting,
        natal,
        text,
      })),
    ),
  );
// Widened so the test can index with plain strings and notice missing keys.
const table: Table = TRANSIT_SHORT_TEXTS_B;
const entries = flatten('shortB', table);
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
// A whole word, so that "Sol" is not found inside "solidão" nor "Lua" inside "Luana".
const namesWord = (text: string, name: string) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const opening = (text: string) =>
  normalise(text.replace(/[^\p{L}\s-]/gu, ' '))
    .split(' ')
    .slice(0, 4)
    .join(' ');

describe('short transit texts, part B (Mercury, Venus and Mars)', () => {
  it('has the three natures for every natal point of Mercury, Venus and Mars', () => {
    expect(Object.keys(table)).toEqual([...TRANSITING]);
    for (const transiting of TRANSITING) {
      expect(Object.keys(table[transiting]!), transiting).toEqual([...NATAL_POINTS]);
      for (const natal of NATAL_POINTS)
        expect(Object.keys(table[transiting]![natal]!).sort(), `${transiting}.${natal}`).toEqual([
          ...NATURES,
        ]);
    }
    expect(entries).toHaveLength(108);
  });

  it('keeps every text to one or two sentences, 120 to 330 characters and 25 to 45 words', () => {
    for (const { key, text } of entries) {
      expect(text.length, key).toBeGreaterThanOrEqual(120);
      expect(text.length, key).toBeLessThanOrEqual(330);
      expect(words(text), key).toBeGreaterThanOrEqual(25);
      expect(words(text), key).toBeLessThanOrEqual(45);
      expect(text.split(/(?<=[.!?])\s+/).length, key).toBeLessThanOrEqual(2);
      expect(text, key).toBe(text.trim());
      expect(text, key).not.toMatch(/ {2}|\n|\{\{|\$\{|\b(TODO|TBD|FIXME|XXX|lorem|undefined|null)\b/);
    }
  });

  it('names the transiting planet and the natal point in Portuguese', () => {
    for (const { key, transiting, natal, text } of entries) {
      expect(namesWord(text, NAMES[transiting]!), `${key} names ${transiting}`).toBe(true);
      expect(namesWord(text, NAMES[natal]!), `${key} names ${natal}`).toBe(true);
    }
  });

  it('names the returns of Venus and Mars', () => {
    expect(TRANSIT_SHORT_TEXTS_B.venus.venus.conjunction).toMatch(/retorno de Vênus/);
    expect(TRANSIT_SHORT_TEXTS_B.mars.mars.conjunction).toMatch(/retorno de Marte/);
  });

  it('speaks of a short period with an end, never of fate', () => {
    const period = /(?<!\p{L})(dias|semana|hoje|amanhã|enquanto|até|horas)(?!\p{L})/iu;
    for (const { key, text } of entries) {
      expect(text, key).toMatch(period);
      expect(text, key).not.toMatch(/destino|fatalmente|inevit[áa]ve(l|is)/i);
    }
  });

  it('avoids the tics the editor flagged', () => {
    const count = (re: RegExp) => entries.filter(({ text }) => re.test(text)).length;
    const limit = Math.ceil(entries.length / 10);
    expect(count(/\bcostuma/i)).toBeLessThanOrEqual(limit);
    expect(count(/\btende a\b/i)).toBeLessThanOrEqual(limit);
    expect(entries.filter(({ text }) => /^O desafio/i.test(text)).map((e) => e.key)).toEqual([]);
  });
});

describe('short transit texts of Mercury, Venus and Mars beside the other transit texts', () => {
  const shortA = flatten('shortA', TRANSIT_SHORT_TEXTS_A);
  const all = [
    ...entries,
    ...shortA,
    ...flatten('longA', TRANSIT_TEXTS_A),
    ...flatten('longB', TRANSIT_TEXTS_B),
  ];

  it('never shares a sentence of 60 characters or more with another transit text', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, text } of all) {
      for (const sentence of text.split(/(?<=[.!?;:])\s+/)) {
        if (sentence.length < 60) continue;
        const s = normalise(sentence);
        const other = seen.get(s);
        if (other && other !== key) repeats.push(`${key} = ${other}`);
        seen.set(s, key);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('never opens two short transit texts with the same four words', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, text } of [...entries, ...shortA]) {
      const first = opening(text);
      const other = seen.get(first);
      if (other) repeats.push(`${key} = ${other}: ${first}`);
      seen.set(first, key);
    }
    expect(repeats).toEqual([]);
  });
});
