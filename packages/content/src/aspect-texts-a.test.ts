import { describe, expect, it } from 'vitest';
import { ASPECT_TEXTS_A } from './aspect-texts-a';

const PAIRS = [
  'sun-moon',
  'sun-mercury',
  'sun-venus',
  'sun-mars',
  'sun-jupiter',
  'sun-saturn',
  'sun-uranus',
  'sun-neptune',
  'sun-pluto',
  'sun-trueNode',
  'sun-ascendant',
  'sun-midheaven',
  'moon-mercury',
  'moon-venus',
  'moon-mars',
  'moon-jupiter',
  'moon-saturn',
  'moon-uranus',
  'moon-neptune',
  'moon-pluto',
  'moon-trueNode',
  'moon-ascendant',
  'moon-midheaven',
  'mercury-venus',
  'mercury-mars',
  'mercury-jupiter',
  'mercury-saturn',
  'mercury-uranus',
  'mercury-neptune',
  'mercury-pluto',
  'mercury-trueNode',
  'mercury-ascendant',
  'mercury-midheaven',
  'venus-mars',
];
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
  trueNode: 'Nodo Norte',
  ascendant: 'Ascendente',
  midheaven: 'Meio do Céu',
};

const table: Record<string, Record<string, string>> = ASPECT_TEXTS_A;
const entries = Object.entries(table).flatMap(([pair, byNature]) =>
  Object.entries(byNature).map(([nature, text]) => ({ key: `${pair}.${nature}`, pair, text })),
);
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
// A whole word, so that "Sol" is not found inside "solidão".
const namesWord = (text: string, name: string) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text);

describe('natal aspect texts, part A', () => {
  it('covers exactly the pairs of part A, each with the three natures', () => {
    expect(Object.keys(table)).toEqual(PAIRS);
    for (const pair of PAIRS) expect(Object.keys(table[pair]!).sort(), pair).toEqual([...NATURES].sort());
  });

  it('keeps every text between 300 and 900 characters, clean of leftovers', () => {
    for (const { key, text } of entries) {
      expect(text.length, key).toBeGreaterThanOrEqual(300);
      expect(text.length, key).toBeLessThanOrEqual(900);
      expect(text, key).not.toMatch(/ {2}|\n|\{\{|\$\{|\b(TODO|TBD|FIXME|XXX|lorem|undefined|null)\b/);
      expect(text, key).toBe(text.trim());
      // Aspects are read without their numbers: no orbs or degrees in the prose.
      expect(text, key).not.toMatch(/°|\borbe|\bgraus?\b/i);
    }
  });

  it('names both points of the pair in Portuguese', () => {
    for (const { key, pair, text } of entries) {
      for (const code of pair.split('-'))
        expect(namesWord(text, NAMES[code]!), `${key} names ${code}`).toBe(true);
    }
  });

  it('never shares a sentence of 60 characters or more between two texts', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, text } of entries) {
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

  it('never opens two texts with the same four words', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, text } of entries) {
      const opening = normalise(text.replace(/[^\p{L}\s-]/gu, ' '))
        .split(' ')
        .slice(0, 4)
        .join(' ');
      const other = seen.get(opening);
      if (other) repeats.push(`${key} = ${other}: ${opening}`);
      seen.set(opening, key);
    }
    expect(repeats).toEqual([]);
  });

  it('avoids the tics the editor flagged', () => {
    const count = (re: RegExp) => entries.filter(({ text }) => re.test(text)).length;
    const limit = Math.ceil(entries.length / 10);
    expect(count(/\bcostuma/i)).toBeLessThanOrEqual(limit);
    expect(count(/\btende a\b/i)).toBeLessThanOrEqual(limit);
    expect(entries.filter(({ text }) => /^O desafio/i.test(text)).map((e) => e.key)).toEqual([]);
  });
});
