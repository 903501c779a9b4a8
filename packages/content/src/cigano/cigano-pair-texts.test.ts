import { describe, expect, it } from 'vitest';
import { readerAgreement } from '../address-check';
import { CIGANO_AREAS } from './cigano-card-text';
import { CIGANO_CARDS, ciganoCardText } from './cigano-cards';
import { CIGANO_PAIR_FRAME_COUNT, CIGANO_PAIR_FRAMES, ciganoPairSentence } from './cigano-pair-texts';

// Grammar traps: a preposition before an article it should have contracted with, a doubled article or
// word, crase before a masculine article, stray spacing.
const TRAPS: [string, RegExp][] = [
  ['de + article', /(?<!\p{L})(de|em|por) (o|a|os|as)(?!\p{L})/iu],
  ['a + article', /(?<!\p{L})a (o|os|a|as)(?!\p{L})/iu],
  ['crase before masculine', /(?<!\p{L})à (o|um|os)(?!\p{L})/iu],
  ['double article', /(?<!\p{L})(o|a|os|as|um|uma) (o|a|os|as|um|uma)(?!\p{L})/iu],
  ['spacing', / {2}|^\s|\s$|\s[,.:;]/u],
  ['placeholder', /\{|\}|undefined|null|NaN/u],
];

function* everySentence(): Generator<[string, string]> {
  for (const s of CIGANO_CARDS)
    for (const m of CIGANO_CARDS)
      for (const area of CIGANO_AREAS)
        for (let v = 0; v < CIGANO_PAIR_FRAME_COUNT; v++)
          yield [`${s.number}+${m.number} ${area} ${v}`, ciganoPairSentence(s, m, area, v)];
}

describe('baralho cigano: pairs read as sentences', () => {
  it('has at least 8 distinct frames per area, each holding the subject and the modifier once, together', () => {
    expect(CIGANO_PAIR_FRAME_COUNT).toBeGreaterThanOrEqual(8);
    const all = CIGANO_AREAS.flatMap((area) => CIGANO_PAIR_FRAMES[area]);
    expect(new Set(all).size).toBe(all.length);
    for (const area of CIGANO_AREAS) {
      expect(CIGANO_PAIR_FRAMES[area]).toHaveLength(CIGANO_PAIR_FRAME_COUNT);
      for (const frame of CIGANO_PAIR_FRAMES[area]) {
        expect(frame.match(/\{S\} \{M\}/g), frame).toHaveLength(1);
        expect(frame.match(/\{[SM]\}/g), frame).toHaveLength(2);
        // Nothing that contracts with, or has to agree with, the subject's article right before it.
        expect(frame, frame).not.toMatch(/(?<!\p{L})(de|em|por|a|à|ao|do|da|no|na)\s+\{S\}/iu);
      }
    }
  });

  it('reads every ordered pair, in every area and variant, as one clean sentence', () => {
    const bad: string[] = [];
    let count = 0;
    for (const [where, text] of everySentence()) {
      count++;
      if (!/^\p{Lu}/u.test(text)) bad.push(`${where} no capital: ${text}`);
      if (!text.endsWith('.') || text.endsWith('..')) bad.push(`${where} no period: ${text}`);
      if ((text.match(/[.!?]/g) ?? []).length !== 1) bad.push(`${where} not one sentence: ${text}`);
      for (const [name, trap] of TRAPS) if (trap.test(text)) bad.push(`${where} ${name}: ${text}`);
      if (/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu.test(text)) bad.push(`${where} doubled word: ${text}`);
      if (readerAgreement(text, 'masculine').length || readerAgreement(text, 'feminine').length)
        bad.push(`${where} gendered: ${text}`);
      if (bad.length > 20) break;
    }
    expect(bad).toEqual([]);
    expect(count).toBe(36 * 36 * CIGANO_AREAS.length * CIGANO_PAIR_FRAME_COUNT);
  });

  it('puts the subject card’s subject before the modifier card’s modifier (O Navio, A Casa)', () => {
    const text = ciganoPairSentence(ciganoCardText(3), ciganoCardText(4), 'geral', 0);
    expect(text).toContain('viagem que envolve a casa e a família');
    expect(ciganoPairSentence(ciganoCardText(4), ciganoCardText(3), 'geral', 1)).toContain(
      'o lar em movimento',
    );
  });

  it('is deterministic, and picks the frame modulo the count, negative and odd variants included', () => {
    const [a, b] = [ciganoCardText(1), ciganoCardText(24)];
    for (const area of CIGANO_AREAS)
      for (let v = 0; v < CIGANO_PAIR_FRAME_COUNT; v++) {
        const text = ciganoPairSentence(a, b, area, v);
        expect(ciganoPairSentence(a, b, area, v)).toBe(text);
        expect(ciganoPairSentence(a, b, area, v + CIGANO_PAIR_FRAME_COUNT * 7)).toBe(text);
        expect(ciganoPairSentence(a, b, area, v - CIGANO_PAIR_FRAME_COUNT * 3)).toBe(text);
      }
    for (const odd of [Number.NaN, Infinity, -Infinity, 2.7])
      expect(ciganoPairSentence(a, b, 'amor', odd).length).toBeGreaterThan(0);
  });

  it('never repeats a sentence within one Mesa Real’s worth of pairs, whatever the layout', () => {
    // 60 pairs of a shuffled 36-card table, each read with the variant of its index, in every area.
    let seed = 42;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let layout = 0; layout < 50; layout++) {
      const order = CIGANO_CARDS.map((c) => c.number).sort(() => random() - 0.5);
      const pairs: [number, number][] = [];
      for (let i = 0; pairs.length < 60; i++) {
        const at = i % 36;
        const next = (at + 1 + Math.floor(i / 36) * 9) % 36;
        pairs.push([order[at]!, order[next]!]);
      }
      for (const area of CIGANO_AREAS) {
        const sentences = pairs.map(([s, m], i) =>
          ciganoPairSentence(ciganoCardText(s), ciganoCardText(m), area, i),
        );
        expect(new Set(sentences).size, `${layout} ${area}`).toBe(sentences.length);
      }
    }
  });

  it('never makes the same sentence from two different pairs or variants', () => {
    const seen = new Set<string>();
    let count = 0;
    for (const [, text] of everySentence()) {
      seen.add(text);
      count++;
    }
    expect(seen.size).toBe(count);
  });
});
