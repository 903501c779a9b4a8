import { describe, expect, it } from 'vitest';
import { NUMBER_KINDS, NUMBER_VALUES } from '@constelar/core';
import {
  ANNUAL_MEANINGS,
  ANNUAL_THEMES,
  ANNUAL_VALUES,
  NUMBER_KIND_TEXTS,
  NUMBER_MEANINGS,
  numberText,
} from './numbers';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const ENGLISH_OR_PLACEHOLDER = new Set([
  'lorem',
  'ipsum',
  'placeholder',
  'insight',
  'mindset',
  'feedback',
  'self-care',
  'online',
  'coach',
]);
const leftovers = (text: string) => [
  ...(text.match(/[\p{L}-]+/gu) ?? []).filter((w) => ENGLISH_OR_PLACEHOLDER.has(w.toLowerCase())),
  ...(text.match(/\b(TODO|TBD|FIXME|XXX)\b/g) ?? []),
];
const sorted = (keys: string[]) => [...keys].sort();

describe('NUMBER_KIND_TEXTS', () => {
  it('covers the seven kinds with the product names', () => {
    expect(sorted(Object.keys(NUMBER_KIND_TEXTS))).toEqual(sorted([...NUMBER_KINDS]));
    expect(NUMBER_KIND_TEXTS.personal.name).toBe('Destino');
    expect(NUMBER_KIND_TEXTS.soul.name).toBe('Número da Alma');
    expect(NUMBER_KIND_TEXTS.personality.name).toBe('Número da Personalidade');
    expect(NUMBER_KIND_TEXTS.destiny.name).toBe('Expressão (pitagórica)');
    expect(NUMBER_KIND_TEXTS.annual.name).toBe('Ano Pessoal');
    expect(NUMBER_KIND_TEXTS.cabalisticName.name).toBe('Número Cabalístico do Nome');
    expect(NUMBER_KIND_TEXTS.gematriaName.name).toBe('Gematria do Nome');
  });

  it('has an opening of at least 20 words and a short line for each kind', () => {
    for (const kind of NUMBER_KINDS) {
      const { opening, short } = NUMBER_KIND_TEXTS[kind];
      expect(words(opening), kind).toBeGreaterThanOrEqual(20);
      expect(opening, kind).toContain(NUMBER_KIND_TEXTS[kind].name);
      expect(words(short), kind).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('NUMBER_MEANINGS', () => {
  it('covers 1–9, 11, 22 and 33', () => {
    expect(
      Object.keys(NUMBER_MEANINGS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...NUMBER_VALUES]);
  });

  it('has a title, keywords and a text of at least 70 words naming the number', () => {
    for (const value of NUMBER_VALUES) {
      const { title, keywords, text } = NUMBER_MEANINGS[value];
      expect(title.length, String(value)).toBeGreaterThan(3);
      expect(keywords.length, String(value)).toBeGreaterThanOrEqual(4);
      expect(new Set(keywords).size).toBe(keywords.length);
      expect(words(text), String(value)).toBeGreaterThanOrEqual(70);
      expect(text.startsWith(`O ${value} `), String(value)).toBe(true);
    }
  });

  it('explains the master numbers as intensified versions of 2, 4 and 6', () => {
    expect(NUMBER_MEANINGS[11].text).toMatch(/número mestre.*intensificada do 2/);
    expect(NUMBER_MEANINGS[22].text).toMatch(/número mestre.*intensificada do 4/);
    expect(NUMBER_MEANINGS[33].text).toMatch(/número mestre.*intensificada do 6/);
  });
});

describe('ANNUAL_MEANINGS', () => {
  it('has a reading of at least 50 words and a theme for each year 1 to 9, and none for master numbers', () => {
    for (const record of [ANNUAL_MEANINGS, ANNUAL_THEMES]) {
      expect(
        Object.keys(record)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
    for (const value of ANNUAL_VALUES) {
      expect(words(ANNUAL_MEANINGS[value]), String(value)).toBeGreaterThanOrEqual(50);
      expect(ANNUAL_THEMES[value].length).toBeGreaterThan(5);
    }
  });
});

describe('numberText', () => {
  it('names the year for the personal year', () => {
    const text = numberText('annual', 5, 2026);
    expect(text).toContain('2026');
    expect(text).toContain('Em 2026, seu Ano Pessoal 5');
    expect(text).toContain(NUMBER_KIND_TEXTS.annual.opening);
    expect(text).toContain(ANNUAL_MEANINGS[5]);
  });

  it('refuses a master number as personal year, which the calculation never produces', () => {
    for (const value of [11, 22, 33] as const)
      expect(() => numberText('annual', value, 2026)).toThrow(RangeError);
  });

  it('composes the opening of the kind with the meaning of the number', () => {
    for (const kind of NUMBER_KINDS) {
      for (const value of kind === 'annual' ? ANNUAL_VALUES : NUMBER_VALUES) {
        const text = numberText(kind, value, 2026);
        expect(text.startsWith(NUMBER_KIND_TEXTS[kind].opening)).toBe(true);
        if (kind !== 'annual') expect(text).toContain(NUMBER_MEANINGS[value].text);
        expect(words(text)).toBeGreaterThanOrEqual(70);
      }
    }
  });
});

describe('numerology prose', () => {
  const all = [
    ...NUMBER_KINDS.flatMap((k) => [NUMBER_KIND_TEXTS[k].opening, NUMBER_KIND_TEXTS[k].short]),
    ...NUMBER_VALUES.map((v) => NUMBER_MEANINGS[v].text),
    ...NUMBER_VALUES.map((v) => NUMBER_MEANINGS[v].title),
    ...ANNUAL_VALUES.map((v) => ANNUAL_MEANINGS[v]),
  ];

  it('has no placeholders or English leftovers', () => {
    for (const text of all) {
      expect(leftovers(text), text.slice(0, 40)).toEqual([]);
      expect(text).not.toMatch(/\s{2,}|\$\{/);
    }
  });

  it('never repeats a text', () => {
    expect(new Set(all).size).toBe(all.length);
  });
});
