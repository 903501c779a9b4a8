import { describe, expect, it } from 'vitest';
import { ELEMENTS, MODALITIES, SIGNS, SIGN_ELEMENT, SIGN_MODALITY } from '@constelar/core';
import {
  DATE_RANGE_NOTE,
  ELEMENT_NAMES,
  MODALITY_NAMES,
  SIGN_NAMES,
  SIGN_TEXTS,
  signFromName,
} from './signs';
import { readerAgreement } from './address-check';
import { openerOf } from './vary-openings';

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const BLOCKLIST =
  /\b(lorem|ipsum|placeholder|TBD|FIXME|XXX|insight|mindset|feedback|self-care|selfcare|coach|timing|networking|podcast|online|hobby|stress|crush|match|ok)\b/i;
const TODO = /\bTODO\b/; // case-sensitive: "todo" is Portuguese

describe('signs', () => {
  it('names every sign in Portuguese, with accents', () => {
    expect(Object.values(SIGN_NAMES)).toEqual([
      'Áries',
      'Touro',
      'Gêmeos',
      'Câncer',
      'Leão',
      'Virgem',
      'Libra',
      'Escorpião',
      'Sagitário',
      'Capricórnio',
      'Aquário',
      'Peixes',
    ]);
    expect(ELEMENTS.map((e) => ELEMENT_NAMES[e])).toEqual(['Fogo', 'Terra', 'Ar', 'Água']);
    expect(MODALITIES.map((m) => MODALITY_NAMES[m])).toEqual(['Cardinal', 'Fixo', 'Mutável']);
  });

  it('has a complete text for every sign', () => {
    expect(Object.keys(SIGN_TEXTS).sort()).toEqual([...SIGNS].sort());
    for (const sign of SIGNS) {
      const t = SIGN_TEXTS[sign];
      expect(t.code).toBe(sign);
      expect(t.name).toBe(SIGN_NAMES[sign]);
      expect(t.element).toBe(ELEMENT_NAMES[SIGN_ELEMENT[sign]]);
      expect(t.modality).toBe(MODALITY_NAMES[SIGN_MODALITY[sign]]);
      expect(t.ruler.length).toBeGreaterThan(2);
      expect(t.dateRange).toMatch(/^\d{2}\/\d{2} a \d{2}\/\d{2}$/);
      expect(words(t.short), `${sign} short`).toBeGreaterThanOrEqual(20);
      const sentences = t.short.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, `${sign} short sentences`).toBeLessThanOrEqual(2);
      const paragraphs = t.long.split('\n\n');
      expect(paragraphs.length, `${sign} paragraphs`).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, `${sign} paragraphs`).toBeLessThanOrEqual(3);
      expect(words(t.long), `${sign} long`).toBeGreaterThanOrEqual(150);
      for (const text of [t.name, t.ruler, t.short, t.long]) {
        expect(text).not.toMatch(BLOCKLIST);
        expect(text).not.toMatch(TODO);
      }
    }
    expect(DATE_RANGE_NOTE.length).toBeGreaterThan(20);
  });

  it('gives each modern co-ruler where customary', () => {
    expect(SIGN_TEXTS.scorpio.ruler).toBe('Marte (tradicional) e Plutão (moderno)');
    expect(SIGN_TEXTS.aquarius.ruler).toContain('Urano');
    expect(SIGN_TEXTS.pisces.ruler).toContain('Netuno');
    expect(SIGN_TEXTS.aries.dateRange).toBe('21/03 a 19/04');
  });

  it('covers the whole year with its date ranges, without gaps', () => {
    const dayOfYear = (ddmm: string): number => {
      const [d, m] = ddmm.split('/').map(Number);
      return Math.round((Date.UTC(2001, (m ?? 1) - 1, d ?? 1) - Date.UTC(2001, 0, 1)) / 86_400_000);
    };
    for (let i = 0; i < SIGNS.length; i++) {
      const [, end] = SIGN_TEXTS[SIGNS[i]!].dateRange.split(' a ');
      const [start] = SIGN_TEXTS[SIGNS[(i + 1) % SIGNS.length]!].dateRange.split(' a ');
      expect((dayOfYear(end!) + 1) % 365).toBe(dayOfYear(start!));
    }
  });

  it('never repeats a paragraph', () => {
    const all = SIGNS.flatMap((s) => [SIGN_TEXTS[s].short, ...SIGN_TEXTS[s].long.split('\n\n')]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds a sign from its name, ignoring accents, case and spaces', () => {
    for (const sign of SIGNS) {
      expect(signFromName(SIGN_NAMES[sign])).toBe(sign);
      expect(signFromName(SIGN_NAMES[sign].toUpperCase())).toBe(sign);
      expect(signFromName(sign)).toBe(sign);
    }
    expect(signFromName('escorpiao')).toBe('scorpio');
    expect(signFromName('  GEMEOS ')).toBe('gemini');
    expect(signFromName('capricornio')).toBe('capricorn');
    expect(signFromName('Ofiúco')).toBeUndefined();
    expect(signFromName('')).toBeUndefined();
  });

  // Issue #27: each sign's long text has a shape of its own, not one skeleton filled twelve times.
  describe('each long text with its own shape', () => {
    const paragraphs = SIGNS.map((s) => SIGN_TEXTS[s].long.split('\n\n'));

    it('opens no two paragraphs in the same position with the same two words', () => {
      for (const position of [0, 1, 2]) {
        const openers = paragraphs.flatMap((ps) => (ps[position] ? [openerOf(ps[position])] : []));
        expect(new Set(openers).size, `paragraph ${position + 1}`).toBe(openers.length);
      }
    });

    it('starts no sentence with the same two words more than twice across the 36 paragraphs', () => {
      const counts = new Map<string, number>();
      for (const p of paragraphs.flat())
        for (const s of p.split(/(?<=[.!?])\s+/).filter(Boolean))
          counts.set(openerOf(s), (counts.get(openerOf(s)) ?? 0) + 1);
      expect([...counts].filter(([, n]) => n > 2)).toEqual([]);
    });

    it('says "costuma" at most once per sign, agrees with no reader and keeps its facts', () => {
      for (const sign of SIGNS) {
        const t = SIGN_TEXTS[sign];
        expect((t.long.match(/\bcostuma/g) ?? []).length, sign).toBeLessThanOrEqual(1);
        expect(t.long, sign).not.toContain('O ponto de atenção');
        expect(readerAgreement(t.long, 'masculine'), sign).toEqual([]);
        expect(readerAgreement(t.long, 'feminine'), sign).toEqual([]);
        expect(t.long.toLowerCase(), sign).toContain(`de ${t.element.toLowerCase()}`);
        expect(t.long.toLowerCase(), sign).toContain(t.modality.toLowerCase());
        for (const ruler of t.ruler.replace(/ \((tradicional|moderno)\)/g, '').split(' e '))
          expect(t.long, sign).toContain(ruler);
      }
    });
  });
});
