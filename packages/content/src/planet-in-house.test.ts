import { describe, expect, it } from 'vitest';
import { REPORT_BODIES } from '@constelar/core';
import { HOUSE_NUMBERS, PLANET_IN_HOUSE } from './planet-in-house';
import { NUMBER_KIND_TEXTS, NUMBER_MEANINGS, ANNUAL_MEANINGS } from './numbers';
import { CHINESE_ANIMAL_TEXTS, CHINESE_ELEMENT_TEXTS, CHINESE_COMBINATION_TEXTS } from './chinese-zodiac';

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
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => words(s) >= 6);

const PORTUGUESE_BODY_NAMES: Record<(typeof REPORT_BODIES)[number], string> = {
  sun: 'Sol',
  moon: 'Lua',
  mercury: 'Mercúrio',
  venus: 'Vênus',
  mars: 'Marte',
  jupiter: 'Júpiter',
  saturn: 'Saturno',
};

const all = REPORT_BODIES.flatMap((body) => HOUSE_NUMBERS.map((house) => PLANET_IN_HOUSE[body][house]));

describe('PLANET_IN_HOUSE', () => {
  it('has a paragraph for each of the 7 bodies in each of the 12 houses', () => {
    expect(Object.keys(PLANET_IN_HOUSE).sort()).toEqual([...REPORT_BODIES].sort());
    for (const body of REPORT_BODIES) {
      expect(
        Object.keys(PLANET_IN_HOUSE[body])
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...HOUSE_NUMBERS]);
    }
    expect(all).toHaveLength(84);
  });

  it('names the body and the house in each paragraph', () => {
    for (const body of REPORT_BODIES) {
      for (const house of HOUSE_NUMBERS) {
        const text = PLANET_IN_HOUSE[body][house];
        expect(text, `${body}/${house}`).toContain(PORTUGUESE_BODY_NAMES[body]);
        expect(text, `${body}/${house}`).toContain(`Casa ${house}`);
      }
    }
  });

  it('meets the length floor of 45 words', () => {
    for (const body of REPORT_BODIES) {
      for (const house of HOUSE_NUMBERS) {
        expect(words(PLANET_IN_HOUSE[body][house]), `${body}/${house}`).toBeGreaterThanOrEqual(45);
      }
    }
  });

  it('has no placeholders or English leftovers', () => {
    for (const text of all) {
      expect(leftovers(text), text.slice(0, 40)).toEqual([]);
      expect(text).not.toMatch(/\s{2,}|\$\{/);
    }
  });

  it('never repeats a paragraph or a sentence', () => {
    expect(new Set(all).size).toBe(all.length);
    const seen = new Map<string, number>();
    for (const s of all.flatMap(sentences)) seen.set(s, (seen.get(s) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([s]) => s)).toEqual([]);
  });

  it('shares no sentence with the numerology and Chinese zodiac texts', () => {
    const others = [
      ...Object.values(NUMBER_KIND_TEXTS).map((k) => k.opening),
      ...Object.values(NUMBER_MEANINGS).map((m) => m.text),
      ...Object.values(ANNUAL_MEANINGS),
      ...Object.values(CHINESE_ANIMAL_TEXTS),
      ...Object.values(CHINESE_ELEMENT_TEXTS),
      ...Object.values(CHINESE_COMBINATION_TEXTS).flatMap((byElement) => Object.values(byElement)),
    ];
    const mine = new Set(all.flatMap(sentences));
    const otherSentences = others.flatMap(sentences);
    expect(otherSentences.filter((s) => mine.has(s))).toEqual([]);
    const counts = new Map<string, number>();
    for (const s of otherSentences) counts.set(s, (counts.get(s) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1).map(([s]) => s)).toEqual([]);
  });
});
