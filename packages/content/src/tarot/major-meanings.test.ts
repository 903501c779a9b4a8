import { describe, expect, it } from 'vitest';
import { readerAgreement } from '../address-check';
import { LEFTOVER, repeatedOpenings, repeatedSentences, tics, words } from '../testing/text-checks';
import { MAJOR_MEANINGS } from './major-meanings';
import { TAROT_AREAS } from './tarot-card-text';

// The 22 majors' tarot texts (spec/tarot.md §1): every card, every area, both orientations.
const KEYS = Array.from({ length: 22 }, (_, i) => `major-${i}`);
const ORIENTATIONS = ['upright', 'reversed'] as const;

const entries = KEYS.flatMap((key) =>
  TAROT_AREAS.flatMap((area) =>
    ORIENTATIONS.map((o) => ({
      key: `${key}.${area}.${o}`,
      text: MAJOR_MEANINGS[key]?.meanings[area][o] ?? '',
    })),
  ),
);

describe('the major arcana’s tarot meanings', () => {
  it('hold exactly major-0 … major-21', () => {
    expect(Object.keys(MAJOR_MEANINGS).sort()).toEqual([...KEYS].sort());
  });

  it('give each card 4 to 8 lower-case keywords, upright and reversed', () => {
    for (const key of KEYS) {
      const card = MAJOR_MEANINGS[key]!;
      for (const list of [card.keywords, card.reversedKeywords]) {
        expect(list.length, key).toBeGreaterThanOrEqual(4);
        expect(list.length, key).toBeLessThanOrEqual(8);
        expect(new Set(list).size, key).toBe(list.length);
        for (const word of list) expect(word, key).toBe(word.toLowerCase());
      }
    }
  });

  it('answer yes or no with sim, nao or talvez', () => {
    for (const key of KEYS) {
      for (const o of ORIENTATIONS)
        expect(['sim', 'nao', 'talvez'], key).toContain(MAJOR_MEANINGS[key]!.yesNo[o]);
    }
  });

  it('write 176 texts of 40 to 110 words', () => {
    expect(entries).toHaveLength(176);
    for (const { key, text } of entries) {
      expect(words(text), key).toBeGreaterThanOrEqual(40);
      expect(words(text), key).toBeLessThanOrEqual(110);
      expect(text, key).not.toMatch(LEFTOVER);
    }
  });

  it('never repeat a text, a long sentence or a four-word opening', () => {
    expect(new Set(entries.map((e) => e.text)).size).toBe(entries.length);
    expect(repeatedSentences(entries)).toEqual([]);
    expect(repeatedOpenings(entries, 4)).toEqual([]);
  });

  it('open with the card’s name or "Esta carta" in few texts', () => {
    const samey = entries.filter(({ text }) => /^(O|A|Os|As) [A-Z]|^Esta carta/u.test(text));
    expect(samey.length).toBeLessThanOrEqual(entries.length / 10);
  });

  it('make no adjective or participle agree with the reader', () => {
    for (const { key, text } of entries) {
      expect(readerAgreement(text, 'masculine'), key).toEqual([]);
      expect(readerAgreement(text, 'feminine'), key).toEqual([]);
      expect(text, key).not.toMatch(/\b(você mesm[oa]|sozinh[oa]s?|cansad[oa]|pront[oa]|preparad[oa])\b/i);
    }
  });

  it('keep the editor’s tics within bounds', () => {
    const t = tics(entries);
    expect(t.costuma).toBeLessThanOrEqual(t.limit);
    expect(t.tendeA).toBeLessThanOrEqual(t.limit);
    expect(t.oDesafio).toBe(0);
  });
});
