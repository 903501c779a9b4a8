import { describe, expect, it } from 'vitest';
import { ARCANA, getArcanum } from './arcana';
import type { ArcanumText } from './arcana';

const NAMES = [
  'O Louco',
  'O Mago',
  'A Sacerdotisa',
  'A Imperatriz',
  'O Imperador',
  'O Hierofante',
  'Os Enamorados',
  'O Carro',
  'A Justiça',
  'O Eremita',
  'A Roda da Fortuna',
  'A Força',
  'O Enforcado',
  'A Morte',
  'A Temperança',
  'O Diabo',
  'A Torre',
  'A Estrela',
  'A Lua',
  'O Sol',
  'O Julgamento',
  'O Mundo',
];

const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
];

/** Placeholders and English leftovers that must never reach a reader (whole words, any case). */
const BLOCKLIST = [
  'lorem',
  'ipsum',
  'tbd',
  'fixme',
  'xxx',
  'placeholder',
  'insight',
  'insights',
  'mindset',
  'feedback',
  'self-care',
  'selfcare',
  'coach',
  'coaching',
  'check',
  'deadline',
  'online',
  'match',
  'crush',
  'vibe',
  'flow',
  'ok',
  'the',
  'and',
];

const words = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;
const paragraphsOf = (text: string): string[] => text.split('\n\n');
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Every reader-facing text of one arcanum, with a label for failure messages. */
const textsOf = (a: ArcanumText): [string, string][] => [
  [`${a.id}.description`, a.description],
  [`${a.id}.longDescription`, a.longDescription],
  [`${a.id}.light`, a.light],
  [`${a.id}.shadow`, a.shadow],
  [`${a.id}.advice`, a.advice],
];

const allTexts = ARCANA.flatMap(textsOf);

describe('ARCANA', () => {
  it('holds the 22 major arcana, index === id, in Marseille order', () => {
    expect(ARCANA).toHaveLength(22);
    ARCANA.forEach((a, index) => {
      expect(a.id).toBe(index);
      expect(a.name).toBe(NAMES[index]);
      expect(a.roman).toBe(ROMAN[index]);
    });
  });

  it('keeps 8 as A Justiça and 11 as A Força', () => {
    expect(ARCANA[8]?.name).toBe('A Justiça');
    expect(ARCANA[11]?.name).toBe('A Força');
  });

  it.each(ARCANA.map((a) => [a.name, a] as const))('%s: description is one sentence', (_name, a) => {
    expect(a.description).toBe(a.description.trim());
    expect(a.description).toMatch(/^\p{Lu}[^.!?\n]*[.!?]$/u);
    expect(sentencesOf(a.description)).toHaveLength(1);
    expect(words(a.description)).toBeGreaterThanOrEqual(8);
  });

  it.each(ARCANA.map((a) => [a.name, a] as const))(
    '%s: longDescription has 3+ paragraphs and 180+ words',
    (_name, a) => {
      const paragraphs = paragraphsOf(a.longDescription);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      for (const p of paragraphs) {
        expect(p).toBe(p.trim());
        expect(words(p)).toBeGreaterThanOrEqual(40);
        expect(p).not.toContain('\n');
      }
      expect(words(a.longDescription)).toBeGreaterThanOrEqual(180);
    },
  );

  it.each(ARCANA.map((a) => [a.name, a] as const))(
    '%s: light, shadow and advice have 40+ words',
    (_name, a) => {
      for (const text of [a.light, a.shadow, a.advice]) {
        expect(words(text)).toBeGreaterThanOrEqual(40);
        expect(text).not.toContain('\n');
      }
    },
  );

  it.each(ARCANA.map((a) => [a.name, a] as const))(
    '%s: 5–8 unique lower-case Portuguese keywords',
    (_name, a) => {
      expect(a.keywords.length).toBeGreaterThanOrEqual(5);
      expect(a.keywords.length).toBeLessThanOrEqual(8);
      expect(new Set(a.keywords).size).toBe(a.keywords.length);
      for (const k of a.keywords) {
        expect(k).toMatch(/^[\p{Ll}]+(?:[ -][\p{Ll}]+)*$/u);
        expect(k).toBe(k.toLocaleLowerCase('pt-BR'));
      }
    },
  );

  it('has no placeholder, unfinished or English leftovers', () => {
    for (const [label, text] of allTexts) {
      expect(text, label).not.toMatch(/\bTODO\b/);
      for (const word of BLOCKLIST) {
        const pattern = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu');
        expect(pattern.test(text), `${label} contains "${word}"`).toBe(false);
      }
    }
    for (const a of ARCANA) {
      for (const k of a.keywords) expect(BLOCKLIST).not.toContain(k);
    }
  });

  it('has clean typography', () => {
    for (const [label, text] of allTexts) {
      expect(text, label).not.toMatch(/ {2}/);
      expect(text, label).not.toMatch(/\s[.,;:!?]/);
      expect(text, label).not.toMatch(/\n{3}/);
      expect(text, label).not.toMatch(/["']/);
      expect(text, label).toMatch(/[.!?]$/);
    }
  });

  it('never repeats a paragraph across keys', () => {
    const seen = new Map<string, string>();
    for (const [label, text] of allTexts) {
      for (const p of paragraphsOf(text)) {
        const key = p.toLocaleLowerCase('pt-BR');
        expect(seen.get(key), `${label} repeats ${seen.get(key) ?? ''}`).toBeUndefined();
        seen.set(key, label);
      }
    }
  });

  it('never repeats a sentence across keys', () => {
    const seen = new Map<string, string>();
    for (const [label, text] of allTexts) {
      for (const s of sentencesOf(text)) {
        if (words(s) < 5) continue;
        const key = s.toLocaleLowerCase('pt-BR');
        expect(seen.get(key), `${label}: "${s}" already in ${seen.get(key) ?? ''}`).toBeUndefined();
        seen.set(key, label);
      }
    }
  });

  it('frames A Morte, O Diabo and A Torre as the product intends', () => {
    expect(getArcanum(13).keywords).toContain('transformação');
    expect(getArcanum(13).longDescription).toContain('não fala de morte física');
    expect(getArcanum(15).keywords).toEqual(expect.arrayContaining(['desejo', 'apego']));
    expect(getArcanum(15).longDescription).toContain('não fala de maldade');
    expect(getArcanum(16).keywords).toContain('clareza');
    expect(getArcanum(16).longDescription).toContain('Longe de anunciar catástrofes');
  });
});

describe('getArcanum', () => {
  it('returns the arcanum with that id', () => {
    for (let id = 0; id <= 21; id++) {
      expect(getArcanum(id)).toBe(ARCANA[id]);
      expect(getArcanum(id).id).toBe(id);
    }
  });

  it.each([-1, 22, 100, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %s', (id) => {
    expect(() => getArcanum(id)).toThrow(RangeError);
  });
});
