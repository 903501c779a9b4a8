import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../scripts/property-runs';
import { CIGANO_CODES, CIGANO_SPREAD_CODES, SPREAD_CARDS, dealFromSeed } from '@constelar/core/tarot';
import { CIGANO_CARDS } from './cigano-cards';
import { CIGANO_PAIR_FRAME_COUNT } from './cigano-pair-texts';
import { CIGANO_SPREAD_TEXTS, ofCard } from './cigano-spreads';
import {
  ciganoPairReadings,
  ciganoPositionReading,
  ciganoSynthesis,
  mesaRealQuerentReading,
} from './cigano-reading';
import { MESA_REAL_HOUSE_TEXT } from './mesa-real-texts';

const RUNS = { numRuns: propertyRuns(100), seed: 42 };
const anySeed = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('the cigano words, by structure', () => {
  it('name 36 cards in order with ascii slugs, and every field written', () => {
    expect(CIGANO_CARDS.map((c) => c.number)).toEqual(CIGANO_CODES.map((_, i) => i + 1));
    expect(CIGANO_CARDS[0]!.name).toBe('O Cavaleiro');
    expect(CIGANO_CARDS[28]!.name).toBe('A Cigana');
    expect(new Set(CIGANO_CARDS.map((c) => c.slug)).size).toBe(36);
    for (const card of CIGANO_CARDS) {
      expect(card.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const text of [card.insert, card.subject, card.modifier, card.description, card.longDescription])
        expect(text.trim()).not.toBe('');
      for (const area of ['geral', 'amor', 'trabalho', 'conselho'] as const)
        expect(card.meanings[area].trim()).not.toBe('');
      expect(MESA_REAL_HOUSE_TEXT[card.number]?.trim()).toBeTruthy();
    }
    expect(CIGANO_PAIR_FRAME_COUNT).toBeGreaterThanOrEqual(8);
  });

  it('join "de" with a name’s article', () => {
    expect(ofCard('O Coração')).toBe('do Coração');
    expect(ofCard('A Cigana')).toBe('da Cigana');
    expect(ofCard('Os Lírios')).toBe('dos Lírios');
    expect(ofCard('As Estrelas')).toBe('das Estrelas');
  });

  it('give every spread a position per card', () => {
    for (const spread of CIGANO_SPREAD_CODES)
      expect(CIGANO_SPREAD_TEXTS[spread].positions).toHaveLength(SPREAD_CARDS[spread]);
  });

  it('read every card and pair of any draw, never one pair sentence twice', () => {
    fc.assert(
      fc.property(anySeed, fc.constantFrom(...CIGANO_SPREAD_CODES), (seed, spread) => {
        const codes = dealFromSeed(seed, CIGANO_CODES, SPREAD_CARDS[spread]).map((d) => d.card);
        codes.forEach((code, i) => {
          const text = ciganoPositionReading(spread, i, code);
          expect(text).toContain(CIGANO_CARDS[Number(code.slice(7)) - 1]!.name);
        });
        const pairs = ciganoPairReadings(spread, codes);
        expect(new Set(pairs.map((p) => p.text)).size).toBe(pairs.length);
        expect(ciganoSynthesis(spread, codes).length).toBeGreaterThan(0);
        if (spread === 'mesa-real') {
          const q = mesaRealQuerentReading(codes, 29);
          expect(codes[q.position - 1]).toBe('cigano-29');
          expect(q.neighbours.length).toBeGreaterThanOrEqual(3);
          expect(new Set(q.neighbours.map((n) => n.text)).size).toBe(q.neighbours.length);
        }
      }),
      RUNS,
    );
  });
});
