import { describe, expect, it } from 'vitest';
import { readerAgreement } from '../address-check';
import { CUPS } from './cups';
import { TAROT_AREAS, type MinorCardText } from './tarot-card-text';
import { WANDS } from './wands';

const RANKS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'page', 'knight', 'queen', 'king'];
const SUITS: [string, Record<string, MinorCardText>][] = [
  ['wands', WANDS],
  ['cups', CUPS],
];
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string): number => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
const firstFour = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ');
// English loanwords and leftovers have no place in the pt-BR texts.
const BLOCKLIST =
  /\b(lorem|ipsum|placeholder|TBD|FIXME|XXX|insight|mindset|feedback|self-care|coach|timing|networking|online|hobby|stress|crush|match|ok)\b/i;
// The reader is never gendered by these fixed forms (spec: "você mesmo/a", "sozinho/a"…).
const GENDERED = /\b(você mesm[oa]|sozinh[oa]s?|cansad[oa]|pront[oa]|preparad[oa]|obrigad[oa])\b/i;
// No fate and no prediction of health, pregnancy, death, lawsuits or money as fact.
const FATE =
  /\b(destino traçado|com certeza vai|vai morrer|gravidez|engravidar|doença|diagnóstico|processo judicial|vai ganhar dinheiro|vai ficar ric[oa])\b/i;

const cards = SUITS.flatMap(([suit, record]) =>
  Object.entries(record).map(([key, card]) => ({ suit, key, card })),
);
const meaningsOf = (card: MinorCardText): string[] =>
  TAROT_AREAS.flatMap((area) => [card.meanings[area].upright, card.meanings[area].reversed]);
const allTexts = cards.flatMap(({ card }) => [
  card.description,
  card.longDescription,
  card.alt,
  ...meaningsOf(card),
]);

describe('minor arcana texts: Paus and Copas', () => {
  it.each(SUITS)('%s has exactly the fourteen ranks', (suit, record) => {
    expect(Object.keys(record).sort()).toEqual(RANKS.map((rank) => `${suit}-${rank}`).sort());
  });

  it.each(cards.map((c) => [c.key, c.card] as const))(
    '%s has keywords, one-sentence description and alt, three paragraphs',
    (key, card) => {
      for (const list of [card.keywords, card.reversedKeywords]) {
        expect(list.length, key).toBeGreaterThanOrEqual(4);
        expect(list.length, key).toBeLessThanOrEqual(8);
        for (const word of list) expect(word, key).toBe(word.toLowerCase());
        expect(new Set(list).size, key).toBe(list.length);
      }
      expect(sentences(card.description), key).toBe(1);
      expect(sentences(card.alt), key).toBe(1);
      const paragraphs = card.longDescription.split('\n\n');
      expect(paragraphs.length, key).toBeGreaterThanOrEqual(3);
      for (const p of paragraphs) expect(p.trim().length, key).toBeGreaterThan(0);
      expect(words(card.longDescription), key).toBeGreaterThanOrEqual(130);
      expect(words(card.longDescription), key).toBeLessThanOrEqual(280);
      for (const o of ['upright', 'reversed'] as const)
        expect(['sim', 'nao', 'talvez'], key).toContain(card.yesNo[o]);
    },
  );

  it.each(cards.map((c) => [c.key, c.card] as const))('%s has every meaning at 40–110 words', (key, card) => {
    for (const area of TAROT_AREAS)
      for (const o of ['upright', 'reversed'] as const) {
        const text = card.meanings[area][o];
        expect(words(text), `${key} ${area} ${o}`).toBeGreaterThanOrEqual(40);
        expect(words(text), `${key} ${area} ${o}`).toBeLessThanOrEqual(110);
        expect(text, `${key} ${area} ${o}`).toMatch(/[.!?]$/);
      }
  });

  it('keeps every text distinct', () => {
    expect(new Set(allTexts).size).toBe(allTexts.length);
    const descriptions = cards.map(({ card }) => card.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('opens every meaning its own way', () => {
    const openings = cards.flatMap(({ card }) => meaningsOf(card).map(firstFour));
    const repeated = openings.filter((o, i) => openings.indexOf(o) !== i);
    expect(repeated).toEqual([]);
  });

  it('never genders the reader, and speaks of tendencies rather than fate', () => {
    for (const text of allTexts) {
      expect(readerAgreement(text, 'masculine'), text).toEqual([]);
      expect(readerAgreement(text, 'feminine'), text).toEqual([]);
      expect(text).not.toMatch(GENDERED);
      expect(text).not.toMatch(FATE);
      expect(text).not.toMatch(BLOCKLIST);
      expect(text).not.toMatch(/\bTODO\b/);
    }
  });
});
