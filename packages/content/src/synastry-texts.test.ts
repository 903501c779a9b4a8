import { ASPECT_KINDS, NUMBER_VALUES } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import {
  ASCENDANT_TEXTS,
  ELEMENT_PAIR_KEYS,
  HARMONY_BANDS,
  MERCURY_TEXTS,
  MODALITY_SAME_NOTES,
  modalityNote,
  MOON_TEXTS,
  RELATIONSHIP_ARCANUM_TEXTS,
  RELATIONSHIP_NUMBER_TEXTS,
  SIGN_DISTANCE_NOTES,
  SUN_SIGN_TEXTS,
  elementPairKey,
  harmonyBand,
} from './synastry-texts';
import type { AspectText } from './synastry-texts';

const words = (s: string): number => s.trim().split(/\s+/).filter(Boolean).length;
const BLOCKED = [
  'lorem',
  'ipsum',
  'placeholder',
  'undefined',
  'null',
  'nan',
  'insight',
  'insights',
  'mindset',
  'feedback',
  'self-care',
  'selfcare',
  'match',
  'timing',
  'feeling',
  'crush',
  'love',
  'soulmate',
  'vibe',
  'vibes',
  'online',
  'email',
  'e-mail',
  'ok',
  'the',
  'and',
  'you',
  'your',
  'with',
  'of',
  'is',
  'coach',
  'coaching',
  'mood',
  'check',
  'date',
  'partner',
];
function leftovers(s: string): string[] {
  const tokens = s
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);
  return tokens.filter((t) => BLOCKED.includes(t));
}
function sentences(s: string): string[] {
  return s
    .split(/(?<=[.!?])\s+/)
    .map((x) => x.trim())
    .filter((x) => words(x) >= 6);
}

const ASPECT_TABLES: Record<string, Record<string | number, AspectText>> = {
  SUN_SIGN_TEXTS,
  RELATIONSHIP_ARCANUM_TEXTS,
  MOON_TEXTS,
  MERCURY_TEXTS,
  ASCENDANT_TEXTS,
  RELATIONSHIP_NUMBER_TEXTS,
};

function allTexts(): string[] {
  const out: string[] = [];
  for (const table of Object.values(ASPECT_TABLES)) {
    for (const t of Object.values(table)) out.push(t.title, t.summary, t.details);
  }
  out.push(...Object.values(SIGN_DISTANCE_NOTES), ...Object.values(MODALITY_SAME_NOTES));
  for (const b of HARMONY_BANDS) out.push(b.title, b.text);
  return out;
}

describe('synastry texts', () => {
  it('has every key', () => {
    for (const t of [SUN_SIGN_TEXTS, MOON_TEXTS, ASCENDANT_TEXTS]) {
      expect(Object.keys(t).sort()).toEqual([...ELEMENT_PAIR_KEYS].sort());
    }
    for (const t of [MERCURY_TEXTS]) {
      expect(Object.keys(t).sort()).toEqual([...ASPECT_KINDS, 'none'].sort());
    }
    expect(
      Object.keys(RELATIONSHIP_ARCANUM_TEXTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(
      Object.keys(RELATIONSHIP_NUMBER_TEXTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...NUMBER_VALUES]);
    expect(Object.keys(SIGN_DISTANCE_NOTES).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Object.keys(MODALITY_SAME_NOTES).sort()).toEqual(['cardinal', 'fixed', 'mutable']);
  });

  it('element pair keys are the two codes sorted alphabetically', () => {
    for (const key of ELEMENT_PAIR_KEYS) {
      const [a, b] = key.split('-') as [string, string];
      expect(a <= b).toBe(true);
    }
    expect(elementPairKey('water', 'earth')).toBe('earth-water');
    expect(elementPairKey('fire', 'air')).toBe('air-fire');
    expect(elementPairKey('fire', 'fire')).toBe('fire-fire');
  });

  it('meets the length floors', () => {
    for (const [tableName, table] of Object.entries(ASPECT_TABLES)) {
      for (const [key, t] of Object.entries(table)) {
        const where = `${tableName}[${key}]`;
        expect(t.title.length, where).toBeGreaterThan(5);
        expect(words(t.summary), `${where}.summary`).toBeGreaterThanOrEqual(15);
        expect(sentences(t.summary).length, `${where}.summary sentences`).toBeLessThanOrEqual(2);
        expect(words(t.details), `${where}.details`).toBeGreaterThanOrEqual(50);
      }
    }
    for (const [k, note] of Object.entries(SIGN_DISTANCE_NOTES))
      expect(words(note), `distance ${k}`).toBeGreaterThanOrEqual(20);
    for (const note of Object.values(MODALITY_SAME_NOTES)) expect(words(note)).toBeGreaterThanOrEqual(20);
  });

  // Issue #28: a Pisces Sun with a Scorpio Sun read "um costuma iniciar", and neither is cardinal.
  it('states the modalities the two Suns really have', () => {
    const note = modalityNote('Ana', 'mutable', 'Bia', 'fixed');
    expect(note).toContain('Ana tem o Sol em signo mutável');
    expect(note).toContain('Bia, em signo fixo');
    expect(note).not.toMatch(/inicia/);
    expect(modalityNote('Ana', 'cardinal', 'Bia', 'mutable')).toMatch(/cardinal, que tende a iniciar/);
    for (const m of ['cardinal', 'fixed', 'mutable'] as const) {
      const same = modalityNote('Ana', m, 'Bia', m);
      expect(same).toContain({ cardinal: 'cardinais', fixed: 'fixos', mutable: 'mutáveis' }[m]);
      expect(same).toContain('Ana e Bia');
    }
  });

  it('titles name the elements of the pair', () => {
    const pt: Record<string, string> = { fire: 'Fogo', earth: 'Terra', air: 'Ar', water: 'Água' };
    for (const table of [SUN_SIGN_TEXTS, MOON_TEXTS, ASCENDANT_TEXTS]) {
      for (const key of ELEMENT_PAIR_KEYS) {
        const [a, b] = key.split('-') as [string, string];
        const title = table[key].title;
        expect(title).toContain(pt[a]!);
        expect(title).toContain(pt[b]!);
      }
    }
    expect(SUN_SIGN_TEXTS['air-fire'].title).toBe('Sol e Sol: Fogo com Ar');
  });

  it('harmony bands are sorted and cover 0–100', () => {
    expect(HARMONY_BANDS[0]!.min).toBe(0);
    for (let i = 1; i < HARMONY_BANDS.length; i++) {
      expect(HARMONY_BANDS[i]!.min).toBeGreaterThan(HARMONY_BANDS[i - 1]!.min);
    }
    for (const b of HARMONY_BANDS) expect(words(b.text)).toBeGreaterThanOrEqual(30);
    expect(harmonyBand(0).min).toBe(0);
    expect(harmonyBand(39).min).toBe(0);
    expect(harmonyBand(40).min).toBe(40);
    expect(harmonyBand(79.9).min).toBe(60);
    expect(harmonyBand(100).min).toBe(80);
  });

  it('has no placeholders or English leftovers', () => {
    for (const text of allTexts()) {
      expect(leftovers(text), text).toEqual([]);
      expect(text).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b/);
      expect(text).not.toMatch(/\s{2,}|\.\.|\s[,.;:]/);
      expect(text).toBe(text.trim());
    }
  });

  it('repeats no paragraph or sentence across keys', () => {
    const texts = allTexts();
    const paragraphs = texts.filter((t) => words(t) >= 12);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    const seen = new Map<string, string>();
    for (const text of paragraphs) {
      for (const s of sentences(text)) {
        expect(seen.has(s), `repeated sentence: ${s}`).toBe(false);
        seen.set(s, text);
      }
    }
    const titles = Object.values(ASPECT_TABLES).flatMap((t) => Object.values(t).map((x) => x.title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
