import { describe, expect, it } from 'vitest';
import { readerAgreement } from '../address-check';
import { CIGANO_CARDS } from './cigano-cards';
import { MESA_REAL_DIRECTIONS, MESA_REAL_HOUSE_TEXT, mesaRealQuerentText } from './mesa-real-texts';

const TRAPS = /(?<!\p{L})(de|em|por) (o|a|os|as)(?!\p{L})| {2}|\s[,.:;]|\{|\}|undefined/u;

describe('Mesa Real texts', () => {
  it('has one sentence for each of the 36 houses, naming its card, all distinct', () => {
    expect(Object.keys(MESA_REAL_HOUSE_TEXT).map(Number)).toEqual(CIGANO_CARDS.map((c) => c.number));
    for (const card of CIGANO_CARDS) {
      const text = MESA_REAL_HOUSE_TEXT[card.number]!;
      expect(text.startsWith(`Casa ${card.number}, ${card.name}: `), text).toBe(true);
      expect(text).toMatch(/\.$/);
      expect(text.split(/(?<=[.!?])\s+/)).toHaveLength(1);
      expect(text).not.toMatch(TRAPS);
    }
    expect(MESA_REAL_HOUSE_TEXT[24]).toMatch(/sentimentos/);
    const all = Object.values(MESA_REAL_HOUSE_TEXT);
    expect(new Set(all).size).toBe(36);
  });

  it('reads every card touching the querent card from every side, cleanly and distinctly', () => {
    expect(MESA_REAL_DIRECTIONS).toEqual(['acima', 'abaixo', 'esquerda', 'direita', 'diagonal']);
    const seen = new Set<string>();
    for (const direction of MESA_REAL_DIRECTIONS)
      for (const card of CIGANO_CARDS) {
        const text = mesaRealQuerentText(direction, card);
        expect(text).toMatch(/^\p{Lu}/u);
        expect(text).toMatch(/\.$/);
        expect(text).toContain(card.name);
        expect(text).toContain(card.subject);
        expect(text, text).not.toMatch(TRAPS);
        expect(readerAgreement(text, 'masculine')).toEqual([]);
        expect(readerAgreement(text, 'feminine')).toEqual([]);
        seen.add(text);
      }
    expect(seen.size).toBe(MESA_REAL_DIRECTIONS.length * 36);
    expect(mesaRealQuerentText('acima', CIGANO_CARDS[2]!)).toMatch(/pensamentos/);
    expect(mesaRealQuerentText('esquerda', CIGANO_CARDS[2]!)).toMatch(/passando/);
    expect(mesaRealQuerentText('direita', CIGANO_CARDS[2]!)).toMatch(/chegando/);
    expect(mesaRealQuerentText('diagonal', CIGANO_CARDS[2]!)).toMatch(/cruza/);
  });
});
