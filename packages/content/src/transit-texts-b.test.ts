import { describe, expect, it } from 'vitest';
import { TRANSIT_TEXTS_B } from './transit-texts-b';

const TRANSITING = ['neptune', 'pluto'] as const;
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

// Widened so the test can index with plain strings and notice missing keys.
const table: Record<string, Record<string, Record<string, string>>> = TRANSIT_TEXTS_B;
const entries = Object.entries(table).flatMap(([transiting, byPoint]) =>
  Object.entries(byPoint).flatMap(([natal, byNature]) =>
    Object.entries(byNature).map(([nature, text]) => ({
      key: `${transiting}.${natal}.${nature}`,
      transiting,
      natal,
      text,
    })),
  ),
);
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
// A whole word, so that "Sol" is not found inside "solidão" nor "Lua" inside "Luana".
const namesWord = (text: string, name: string) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
// \b only knows ASCII letters, so words are matched on a copy stripped of accents.
const unaccented = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

describe('transit texts, part B', () => {
  it('has the three natures for every natal point of Neptune and Pluto', () => {
    expect(Object.keys(table)).toEqual([...TRANSITING]);
    for (const transiting of TRANSITING) {
      expect(Object.keys(table[transiting]!), transiting).toEqual([...NATAL_POINTS]);
      for (const natal of NATAL_POINTS)
        expect(Object.keys(table[transiting]![natal]!).sort(), `${transiting}.${natal}`).toEqual([
          ...NATURES,
        ]);
    }
    expect(entries).toHaveLength(72);
  });

  it('keeps every text to one clean paragraph of 300 to 700 characters and 60 to 90 words', () => {
    for (const { key, text } of entries) {
      expect(text.length, key).toBeGreaterThanOrEqual(300);
      expect(text.length, key).toBeLessThanOrEqual(700);
      expect(words(text), key).toBeGreaterThanOrEqual(60);
      expect(words(text), key).toBeLessThanOrEqual(90);
      expect(text, key).toBe(text.trim());
      expect(text, key).not.toMatch(/ {2}|\n|\{\{|\$\{|\b(TODO|TBD|FIXME|XXX|lorem|undefined|null)\b/);
      expect(text, key).not.toMatch(/°|\borbe|\bgraus?\b/i);
    }
  });

  it('names the transiting planet and the natal point in Portuguese', () => {
    for (const { key, transiting, natal, text } of entries) {
      expect(namesWord(text, NAMES[transiting]!), `${key} names ${transiting}`).toBe(true);
      expect(namesWord(text, NAMES[natal]!), `${key} names ${natal}`).toBe(true);
    }
  });

  it('is honest about the cycles of a slow planet meeting its own natal place', () => {
    // Neither planet can come back to its birth place in a lifetime; the squares are midlife markers.
    expect(TRANSIT_TEXTS_B.neptune.neptune.conjunction).toMatch(/primeiros meses de vida/);
    expect(TRANSIT_TEXTS_B.pluto.pluto.conjunction).toMatch(/primeiros meses de vida/);
    expect(TRANSIT_TEXTS_B.neptune.neptune.tense).toMatch(/quadratura.*41 anos/);
    expect(TRANSIT_TEXTS_B.pluto.pluto.tense).toMatch(/quadratura.*meia-idade/);
  });

  it('speaks of a long period, never of fate', () => {
    const period = /\b(meses|anos?|periodo|fase|enquanto|ate|temporada|ciclo|epoca)\b/i;
    for (const { key, text } of entries) {
      expect(period.test(unaccented(text)), key).toBe(true);
      expect(text, key).not.toMatch(/destino|fatalmente|inevit[áa]ve(l|is)/i);
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
