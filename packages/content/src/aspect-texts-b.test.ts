import { describe, expect, it } from 'vitest';
import { ASPECT_TEXTS_B } from './aspect-texts-b';

const PAIRS = [
  'venus-jupiter',
  'venus-saturn',
  'venus-uranus',
  'venus-neptune',
  'venus-pluto',
  'venus-trueNode',
  'venus-ascendant',
  'venus-midheaven',
  'mars-jupiter',
  'mars-saturn',
  'mars-uranus',
  'mars-neptune',
  'mars-pluto',
  'mars-trueNode',
  'mars-ascendant',
  'mars-midheaven',
  'jupiter-saturn',
  'jupiter-uranus',
  'jupiter-neptune',
  'jupiter-pluto',
  'jupiter-trueNode',
  'jupiter-ascendant',
  'jupiter-midheaven',
  'saturn-uranus',
  'saturn-neptune',
  'saturn-pluto',
  'saturn-trueNode',
  'saturn-ascendant',
  'saturn-midheaven',
  'uranus-trueNode',
  'uranus-ascendant',
  'uranus-midheaven',
  'neptune-trueNode',
  'neptune-ascendant',
  'neptune-midheaven',
  'pluto-trueNode',
  'pluto-ascendant',
  'pluto-midheaven',
  'trueNode-ascendant',
  'trueNode-midheaven',
];
const NATURES = ['conjunction', 'harmonious', 'tense'] as const;
const NAMES: Record<string, string> = {
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

const table: Record<string, Record<string, string>> = ASPECT_TEXTS_B;
const entries = Object.entries(table).flatMap(([pair, byNature]) =>
  Object.entries(byNature).map(([nature, text]) => ({ id: `${pair}/${nature}`, pair, text })),
);
const sentences = (s: string): string[] =>
  s
    .split(/(?<=[.!?;:])\s+/)
    .map((x) => x.trim())
    .filter((x) => x.length >= 60);
const opening = (s: string): string =>
  s
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 4)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .join(' ');

describe('ASPECT_TEXTS_B', () => {
  it('has exactly the pairs of part B, each with the three natures', () => {
    expect(Object.keys(table).sort()).toEqual([...PAIRS].sort());
    for (const pair of PAIRS) expect(Object.keys(table[pair] ?? {}).sort()).toEqual([...NATURES].sort());
  });

  it.each(entries)('$id is a clean paragraph of 300 to 900 characters', ({ text }) => {
    expect(text.length).toBeGreaterThanOrEqual(300);
    expect(text.length).toBeLessThanOrEqual(900);
    expect(text).not.toMatch(/ {2}|\n|[{}$]|\bTODO\b|\blorem\b|\bundefined\b|\bnull\b/);
    expect(text).toBe(text.trim());
    expect(text.startsWith('O desafio')).toBe(false);
  });

  it.each(entries)('$id names both points in Portuguese', ({ pair, text }) => {
    const [a, b] = pair.split('-');
    expect(text).toContain(NAMES[a ?? '']);
    expect(text).toContain(NAMES[b ?? '']);
  });

  it('repeats no sentence of 60 characters or more', () => {
    const seen = new Map<string, string>();
    for (const { id, text } of entries) {
      for (const sentence of sentences(text)) {
        expect(seen.get(sentence), `${id}: "${sentence}"`).toBeUndefined();
        seen.set(sentence, id);
      }
    }
  });

  it('never opens two texts with the same four words', () => {
    const seen = new Map<string, string>();
    for (const { id, text } of entries) {
      const key = opening(text);
      expect(seen.get(key), `${id} opens like another: "${key}"`).toBeUndefined();
      seen.set(key, id);
    }
  });

  it('uses the editor-flagged tics sparingly', () => {
    const all = entries.map((e) => e.text).join(' ');
    const limit = Math.ceil(entries.length / 10);
    expect(all.match(/\bcostuma/gi)?.length ?? 0).toBeLessThanOrEqual(limit);
    expect(all.match(/\btende a\b/gi)?.length ?? 0).toBeLessThanOrEqual(limit);
  });
});
