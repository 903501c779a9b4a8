import { describe, expect, it } from 'vitest';
import { readerAgreement } from '../address-check';
import {
  LEFTOVER,
  repeatedOpenings,
  repeatedSentences,
  sentences,
  tics,
  words,
} from '../testing/text-checks';
import { PENTACLES } from './pentacles';
import { SWORDS } from './swords';
import { TAROT_AREAS, type MinorCardText } from './tarot-card-text';

// The texts of Espadas and Ouros (spec/tarot.md §1): shape, length, variety and the house's address.
const RANKS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'page', 'knight', 'queen', 'king'];
const SUITS: Record<string, Record<string, MinorCardText>> = { swords: SWORDS, pentacles: PENTACLES };

const cards = Object.entries(SUITS).flatMap(([suit, table]) =>
  Object.entries(table).map(([code, card]) => ({ suit, code, card })),
);

/** Every meaning, keyed `code area orientation`. */
const meanings = cards.flatMap(({ code, card }) =>
  TAROT_AREAS.flatMap((area) =>
    (['upright', 'reversed'] as const).map((o) => ({
      key: `${code} ${area} ${o}`,
      text: card.meanings[area][o],
    })),
  ),
);

/** Every text a reader sees, meanings and descriptions alike. */
const allTexts = [
  ...meanings,
  ...cards.flatMap(({ code, card }) => [
    { key: `${code} description`, text: card.description },
    { key: `${code} longDescription`, text: card.longDescription },
    { key: `${code} alt`, text: card.alt },
  ]),
];

describe('Espadas and Ouros texts', () => {
  it('has the fourteen ranks of each suit, keyed {suit}-{rank}', () => {
    for (const [suit, table] of Object.entries(SUITS)) {
      expect(Object.keys(table).sort(), suit).toEqual(RANKS.map((r) => `${suit}-${r}`).sort());
    }
  });

  it('gives each card 4–8 distinct lower-case keywords each way', () => {
    for (const { code, card } of cards) {
      for (const list of [card.keywords, card.reversedKeywords]) {
        expect(list.length, code).toBeGreaterThanOrEqual(4);
        expect(list.length, code).toBeLessThanOrEqual(8);
        expect(new Set(list).size, code).toBe(list.length);
        for (const k of list) expect(k, code).toBe(k.toLowerCase());
      }
    }
  });

  it('describes each card in one sentence, three paragraphs and one alt sentence', () => {
    for (const { code, card } of cards) {
      expect(sentences(card.description), code).toHaveLength(1);
      expect(card.description, code).toMatch(/\.$/);
      expect(sentences(card.alt), code).toHaveLength(1);
      expect(card.alt, code).toMatch(/\.$/);
      const paragraphs = card.longDescription.split('\n\n');
      expect(paragraphs.length, code).toBeGreaterThanOrEqual(3);
      for (const p of paragraphs) expect(p.trim(), code).not.toBe('');
      const n = words(card.longDescription);
      expect(n, code).toBeGreaterThanOrEqual(140);
      expect(n, code).toBeLessThanOrEqual(270);
    }
  });

  it('draws the pip cards with their signs in number and the court cards as a figure', () => {
    const numbers = ['duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
    const sign: Record<string, string> = { swords: 'espadas', pentacles: 'moedas' };
    const figure: Record<string, RegExp> = {
      page: /figura jovem/,
      knight: /cavaleiro/,
      queen: /rainha/,
      king: /rei/,
    };
    for (const { suit, code, card } of cards) {
      const scene = card.longDescription.split('\n\n')[0]!.toLowerCase();
      const rank = code.slice(suit.length + 1);
      const n = Number(rank);
      if (n >= 2) expect(scene, code).toContain(`${numbers[n - 2]} ${sign[suit]}`);
      // The aces, as the art draws them: a hand from a cloud offering the suit's one sign.
      else if (rank === 'ace')
        expect(scene, code).toMatch(/^uma mão sai de uma nuvem .*(espada|moeda) dourada/);
      else expect(scene, code).toMatch(figure[rank]!);
      expect(scene, code).toMatch(/dourad/);
    }
  });

  it('keeps every meaning between 40 and 110 words', () => {
    expect(meanings).toHaveLength(28 * 8);
    for (const { key, text } of meanings) {
      expect(words(text), key).toBeGreaterThanOrEqual(40);
      expect(words(text), key).toBeLessThanOrEqual(110);
    }
  });

  it('writes no two texts alike and opens no two meanings with the same four words', () => {
    const texts = allTexts.map(({ text }) => text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(repeatedOpenings(meanings, 4)).toEqual([]);
  });

  it('repeats no long sentence and keeps the editor’s tics rare', () => {
    expect(repeatedSentences(allTexts)).toEqual([]);
    const t = tics(meanings);
    expect(t.costuma).toBeLessThanOrEqual(t.limit);
    expect(t.tendeA).toBeLessThanOrEqual(t.limit);
  });

  it('finds the repeated opening it is meant to find', () => {
    const twins = [
      { key: 'a', text: 'Hoje você pode agir com calma.' },
      { key: 'b', text: 'Hoje você pode agir depressa.' },
    ];
    expect(repeatedOpenings(twins, 4)).toHaveLength(1);
  });

  it('makes no adjective or participle agree with the reader', () => {
    for (const { key, text } of allTexts) {
      expect(readerAgreement(text, 'masculine'), key).toEqual([]);
      expect(readerAgreement(text, 'feminine'), key).toEqual([]);
      expect(text, key).not.toMatch(/\b(mesm|sozinh|cansad|pront|preparad|obrigad)[oa]\/[oa]\b/);
    }
  });

  it('leaves no draft and predicts no money, health or legal outcome', () => {
    const prediction =
      /\b(vai|irá|vão) (ganhar|perder|receber|enriquecer|adoecer|morrer|vencer o processo)\b/i;
    const advice = /\b(invista|investimentos?|ações da bolsa|criptomoedas?|diagnóstico|processo judicial)\b/i;
    for (const { key, text } of allTexts) {
      expect(text, key).not.toMatch(LEFTOVER);
      expect(text, key).not.toMatch(prediction);
      expect(text, key).not.toMatch(advice);
    }
  });
});
