import { describe, expect, it } from 'vitest';
import { CHINESE_ANIMALS, CHINESE_ELEMENTS } from '@constelar/core';
import {
  CHINESE_ANIMAL_NAMES,
  CHINESE_ANIMAL_TEXTS,
  CHINESE_COMBINATION_TEXTS,
  CHINESE_ELEMENT_NAMES,
  CHINESE_ELEMENT_TEXTS,
  chineseZodiacLabel,
} from './chinese-zodiac';

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

describe('Chinese zodiac names', () => {
  it('uses the Portuguese names of the spec', () => {
    expect(CHINESE_ANIMALS.map((a) => CHINESE_ANIMAL_NAMES[a])).toEqual([
      'Rato',
      'Boi',
      'Tigre',
      'Coelho',
      'Dragão',
      'Serpente',
      'Cavalo',
      'Cabra',
      'Macaco',
      'Galo',
      'Cão',
      'Porco',
    ]);
    expect(CHINESE_ELEMENTS.map((e) => CHINESE_ELEMENT_NAMES[e])).toEqual([
      'Madeira',
      'Fogo',
      'Terra',
      'Metal',
      'Água',
    ]);
  });

  it('labels an animal with its element', () => {
    expect(chineseZodiacLabel('horse', 'metal')).toBe('Cavalo de Metal');
    expect(chineseZodiacLabel('dragon', 'water')).toBe('Dragão de Água');
    expect(chineseZodiacLabel('rabbit', 'wood')).toBe('Coelho de Madeira');
  });
});

describe('Chinese zodiac texts', () => {
  it('has a text of at least 60 words for each animal, naming it', () => {
    expect(sorted(Object.keys(CHINESE_ANIMAL_TEXTS))).toEqual(sorted([...CHINESE_ANIMALS]));
    for (const animal of CHINESE_ANIMALS) {
      expect(words(CHINESE_ANIMAL_TEXTS[animal]), animal).toBeGreaterThanOrEqual(60);
      expect(CHINESE_ANIMAL_TEXTS[animal], animal).toContain(CHINESE_ANIMAL_NAMES[animal]);
    }
  });

  it('has a text of at least 40 words for each element, naming it', () => {
    expect(sorted(Object.keys(CHINESE_ELEMENT_TEXTS))).toEqual(sorted([...CHINESE_ELEMENTS]));
    for (const element of CHINESE_ELEMENTS) {
      expect(words(CHINESE_ELEMENT_TEXTS[element]), element).toBeGreaterThanOrEqual(40);
      expect(CHINESE_ELEMENT_TEXTS[element], element).toContain(CHINESE_ELEMENT_NAMES[element]);
    }
  });

  it('has 60 combination texts of at least 30 words, each naming its animal and element', () => {
    expect(sorted(Object.keys(CHINESE_COMBINATION_TEXTS))).toEqual(sorted([...CHINESE_ANIMALS]));
    let count = 0;
    for (const animal of CHINESE_ANIMALS) {
      expect(sorted(Object.keys(CHINESE_COMBINATION_TEXTS[animal]))).toEqual(sorted([...CHINESE_ELEMENTS]));
      for (const element of CHINESE_ELEMENTS) {
        const text = CHINESE_COMBINATION_TEXTS[animal][element];
        expect(words(text), `${animal}/${element}`).toBeGreaterThanOrEqual(30);
        expect(text, `${animal}/${element}`).toContain(CHINESE_ANIMAL_NAMES[animal]);
        expect(text, `${animal}/${element}`).toContain(CHINESE_ELEMENT_NAMES[element]);
        count += 1;
      }
    }
    expect(count).toBe(60);
  });

  const all = [
    ...Object.values(CHINESE_ANIMAL_TEXTS),
    ...Object.values(CHINESE_ELEMENT_TEXTS),
    ...Object.values(CHINESE_COMBINATION_TEXTS).flatMap((byElement) => Object.values(byElement)),
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
