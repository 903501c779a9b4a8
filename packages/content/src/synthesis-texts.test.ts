import { ELEMENTS, MODALITIES, SIGNS } from '@constelar/core';
import type { Element, Modality, SynthesisCount } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { allTexts } from './all-texts';
import { HOUSE_NUMBERS } from './planet-in-house';
import { ELEMENT_NAMES, SIGN_NAMES } from './signs';
import {
  BALANCED_ELEMENTS_TEXT,
  BALANCED_MODALITIES_TEXT,
  DOMINANT_ELEMENT_TEXTS,
  DOMINANT_MODALITY_TEXTS,
  HOUSE_STELLIUM_TEXTS,
  MISSING_ELEMENT_TEXTS,
  MISSING_MODALITY_TEXTS,
  SIGN_STELLIUM_TEXTS,
  buildSynthesis,
} from './synthesis-texts';

const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((acc, item) => acc.concat(acc.map((s) => [...s, item])), [[]]).filter((s) => s.length);

// Counts do not matter to the composer; only the lists do.
const count = (over: Partial<SynthesisCount>): SynthesisCount => ({
  elements: { fire: 0, earth: 0, air: 0, water: 0 },
  modalities: { cardinal: 0, fixed: 0, mutable: 0 },
  dominantElements: ['fire'],
  dominantModalities: ['cardinal'],
  missingElements: [],
  missingModalities: [],
  stelliumSigns: [],
  stelliumHouses: [],
  ...over,
});

function expectClean(paragraph: string) {
  expect(paragraph).not.toMatch(/[{}]|undefined|null|NaN|\s{2}|\s[.,]|\.\./);
  expect(paragraph).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕ]/u);
  expect(paragraph).toMatch(/\.$/);
}

const ALL_TEXTS = [
  ...Object.values(DOMINANT_ELEMENT_TEXTS),
  ...Object.values(DOMINANT_MODALITY_TEXTS),
  ...Object.values(MISSING_ELEMENT_TEXTS),
  ...Object.values(MISSING_MODALITY_TEXTS),
  BALANCED_ELEMENTS_TEXT,
  BALANCED_MODALITIES_TEXT,
  ...Object.values(SIGN_STELLIUM_TEXTS),
  ...Object.values(HOUSE_STELLIUM_TEXTS),
];

describe('buildSynthesis', () => {
  it('composes a clean first paragraph for every set of leaders and missing ones', () => {
    for (const dominantElements of subsets(ELEMENTS)) {
      for (const dominantModalities of subsets(MODALITIES)) {
        const missingElements = ELEMENTS.filter((e) => !dominantElements.includes(e)).slice(0, 2);
        const missingModalities = MODALITIES.filter((m) => !dominantModalities.includes(m)).slice(0, 1);
        const [first, ...rest] = buildSynthesis(
          count({ dominantElements, dominantModalities, missingElements, missingModalities }),
        );
        expect(rest).toEqual([]);
        expectClean(first!);
        for (const m of missingElements) expect(first).toContain(MISSING_ELEMENT_TEXTS[m]);
        for (const m of missingModalities) expect(first).toContain(MISSING_MODALITY_TEXTS[m]);
      }
    }
  });

  it('names a single leader with its article and ties by name', () => {
    const [single] = buildSynthesis(count({ dominantElements: ['water'], dominantModalities: ['fixed'] }));
    expect(single).toMatch(/^O elemento que mais pesa no seu mapa é a Água\. A Água faz/);
    expect(single).toContain('Entre as modalidades, a fixa é a que mais aparece.');

    const tie = (dominantElements: Element[], dominantModalities: Modality[]) =>
      buildSynthesis(count({ dominantElements, dominantModalities }))[0]!;
    expect(tie(['fire', 'air'], ['cardinal'])).toMatch(/^Fogo e Ar dividem a liderança/);
    expect(tie(['fire', 'earth', 'water'], ['cardinal'])).toMatch(/^Fogo, Terra e Água dividem/);
    expect(tie(['earth'], ['fixed', 'mutable'])).toContain('As modalidades fixa e mutável empatam');
    expect(tie(['earth'], ['cardinal', 'fixed', 'mutable'])).toContain(BALANCED_MODALITIES_TEXT);
    expect(tie([...ELEMENTS], ['fixed'])).toMatch(/^Os quatro elementos/);
    expect(tie(['fire', 'air'], ['cardinal'])).toContain(DOMINANT_ELEMENT_TEXTS.air);
  });

  it('adds one paragraph per sign stellium, naming the sign', () => {
    for (const sign of SIGNS) {
      const paragraphs = buildSynthesis(count({ stelliumSigns: [sign] }));
      expect(paragraphs).toHaveLength(2);
      expect(paragraphs[1]).toContain('stellium');
      expect(paragraphs[1]).toContain(`em ${SIGN_NAMES[sign]}`);
      expectClean(paragraphs[1]!);
    }
  });

  it('adds one paragraph per house stellium, naming the house', () => {
    for (const house of HOUSE_NUMBERS) {
      const [, text] = buildSynthesis(count({ stelliumHouses: [house] }));
      expect(text).toContain('stellium');
      expect(text).toMatch(new RegExp(`\\bna Casa ${house}\\b`));
      expectClean(text!);
    }
    const [, , labelled] = buildSynthesis(
      count({ stelliumSigns: ['leo'], stelliumHouses: [10] }),
      (n) => `Casa ${n} (carreira)`,
    );
    expect(labelled).toContain('na Casa 10 (carreira)');
    expect(() => buildSynthesis(count({ stelliumHouses: [13] }))).toThrow(RangeError);
  });

  it('keeps stellium paragraphs in sign then house order', () => {
    const out = buildSynthesis(count({ stelliumSigns: ['aries', 'pisces'], stelliumHouses: [1, 12] }));
    expect(out).toHaveLength(5);
    expect(out[1]).toContain('em Áries');
    expect(out[2]).toContain('em Peixes');
    expect(out[3]).toContain('na Casa 1 ');
    expect(out[4]).toContain('na Casa 12');
  });

  it('names each element in its own texts', () => {
    for (const e of ELEMENTS) {
      expect(DOMINANT_ELEMENT_TEXTS[e]).toContain(ELEMENT_NAMES[e]);
      expect(MISSING_ELEMENT_TEXTS[e]).toContain(ELEMENT_NAMES[e]);
    }
  });

  it('starts no two texts with the same four words and avoids the flagged tics', () => {
    const openings = ALL_TEXTS.map((t) => t.split(/\s+/).slice(0, 4).join(' ').toLowerCase());
    expect(new Set(openings).size).toBe(openings.length);
    for (const t of ALL_TEXTS) expect(t).not.toMatch(/^O desafio/);
    const tics = (re: RegExp) => ALL_TEXTS.filter((t) => re.test(t)).length;
    expect(tics(/\bcostuma/)).toBeLessThanOrEqual(ALL_TEXTS.length / 10);
    expect(tics(/\btende a\b/)).toBeLessThanOrEqual(ALL_TEXTS.length / 10);
  });

  it('repeats no sentence of 60 characters or more, here or in the rest of the content', () => {
    const sentences = (t: string) => t.split(/(?<=[.!?:])\s+/).filter((s) => s.length >= 60);
    const elsewhere = new Set(
      allTexts()
        .filter((e) => !e.key.startsWith('synthesis.'))
        .flatMap((e) => sentences(e.text)),
    );
    const mine = ALL_TEXTS.flatMap(sentences);
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine.filter((s) => elsewhere.has(s))).toEqual([]);
  });
});
