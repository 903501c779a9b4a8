import { describe, expect, it } from 'vitest';
import { READING_POINTS, SIGNS } from '@constelar/core';
import { POINT_TEXTS } from './bodies';
import { PLANET_IN_SIGN } from './planet-in-sign';
import { SIGN_NAMES, SIGN_TEXTS } from './signs';

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const BLOCKLIST =
  /\b(lorem|ipsum|placeholder|TBD|FIXME|XXX|insight|mindset|feedback|self-care|selfcare|coach|timing|networking|podcast|online|hobby|stress|crush|match|ok)\b/i;
const TODO = /\bTODO\b/;

const paragraphs = READING_POINTS.flatMap((point) =>
  SIGNS.map((sign) => ({ key: `${point}.${sign}`, text: PLANET_IN_SIGN[point][sign] })),
);

/** Every text in signs.ts, bodies.ts and planet-in-sign.ts, keyed for error messages. */
const allTexts = [
  ...paragraphs,
  ...SIGNS.flatMap((s) => [
    { key: `sign.${s}.short`, text: SIGN_TEXTS[s].short },
    { key: `sign.${s}.long`, text: SIGN_TEXTS[s].long },
  ]),
  ...READING_POINTS.map((p) => ({ key: `point.${p}`, text: POINT_TEXTS[p].description })),
];

const normalizeSentence = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[.,;:!?“”"()—–-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('planet in sign', () => {
  it('has a paragraph for every reading point in every sign', () => {
    expect(Object.keys(PLANET_IN_SIGN).sort()).toEqual([...READING_POINTS].sort());
    for (const point of READING_POINTS) {
      expect(Object.keys(PLANET_IN_SIGN[point]).sort(), point).toEqual([...SIGNS].sort());
    }
    expect(paragraphs).toHaveLength(96);
  });

  it('meets the length floor of 60 words', () => {
    for (const { key, text } of paragraphs) expect(words(text), key).toBeGreaterThanOrEqual(60);
  });

  it('names its own point and sign', () => {
    const names = {
      sun: 'Sol',
      moon: 'Lua',
      ascendant: 'Ascendente',
      mercury: 'Mercúrio',
      venus: 'Vênus',
      mars: 'Marte',
      jupiter: 'Júpiter',
      saturn: 'Saturno',
    } as const;
    for (const point of READING_POINTS) {
      for (const sign of SIGNS) {
        const text = PLANET_IN_SIGN[point][sign];
        expect(text, `${point}.${sign}`).toContain(names[point]);
        expect(text, `${point}.${sign}`).toContain(SIGN_NAMES[sign]);
      }
    }
  });

  it('has no placeholders or English leftovers', () => {
    for (const { key, text } of allTexts) {
      expect(text, key).not.toMatch(BLOCKLIST);
      expect(text, key).not.toMatch(TODO);
      expect(text, key).not.toMatch(/ {2,}| [,.;:]|\n{3,}|[^\n]\n[^\n]|^\s|\s$/);
    }
  });

  it('never repeats a paragraph, or a sentence longer than 8 words, across signs, bodies and readings', () => {
    const seenParagraphs = new Map<string, string>();
    const seenSentences = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, text } of allTexts) {
      for (const paragraph of text.split('\n\n')) {
        const previous = seenParagraphs.get(paragraph);
        if (previous) repeats.push(`paragraph in ${key} repeats ${previous}`);
        seenParagraphs.set(paragraph, key);
        for (const sentence of paragraph.split(/(?<=[.!?])\s+/)) {
          const norm = normalizeSentence(sentence);
          if (norm.split(' ').length <= 8) continue;
          const first = seenSentences.get(norm);
          if (first) repeats.push(`"${sentence}" in ${key} repeats ${first}`);
          else seenSentences.set(norm, key);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it('varies its openings', () => {
    const openings = new Map<string, number>();
    for (const { text } of paragraphs) {
      const first = text.split(/\s+/).slice(0, 2).join(' ');
      openings.set(first, (openings.get(first) ?? 0) + 1);
    }
    const most = Math.max(...openings.values());
    expect(most).toBeLessThanOrEqual(8);
    expect(openings.size).toBeGreaterThanOrEqual(60);
  });
});
