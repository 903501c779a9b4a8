import { describe, expect, it } from 'vitest';
import { readerAgreement } from '../address-check';
import { NUMBER_MEANINGS } from '../numbers';
import { LEFTOVER, repeatedOpenings, repeatedSentences, words } from '../testing/text-checks';
import { numerologyMapEntries } from './map-entries';
import { debtSourceSentence, spellingComparison } from './map-names';
import {
  challengeText,
  karmicDebtText,
  lifeCycleText,
  loveHarmonyText,
  mapNumberText,
  personalMonthText,
  pinnacleText,
} from './map-texts';
import { CHALLENGE_VALUES, DIGITS, MAP_VALUES, RESPONSE_VALUES } from './map-values';

const entries = numerologyMapEntries();
const count = (role: string) => entries.filter((e) => e.key.startsWith(`numerology.${role}.`)).length;

describe('the mapa numerológico texts (numerology.md §4)', () => {
  it('has every value of every role', () => {
    for (const role of ['motivation', 'impression', 'expression', 'destiny', 'mission', 'psychic'])
      expect(count(role), role).toBe(MAP_VALUES.length);
    for (const role of ['lifeCycle', 'pinnacle']) expect(count(role), role).toBe(MAP_VALUES.length);
    for (const role of ['karmicLesson', 'hiddenTendency', 'personalYear', 'personalMonth'])
      expect(count(role), role).toBe(DIGITS.length);
    for (const role of ['harmonicNumbers', 'loveHarmony']) expect(count(role), role).toBe(DIGITS.length);
    expect(count('subconsciousResponse')).toBe(RESPONSE_VALUES.length);
    expect(count('challenge')).toBe(CHALLENGE_VALUES.length);
    expect(count('karmicDebt')).toBe(4);
    expect(entries.length).toBeGreaterThanOrEqual(170);
  });

  it('is prose of a reading: no leftover, 12 to 90 words each (a stage’s opening sentence 10)', () => {
    for (const { key, text } of entries) {
      expect(LEFTOVER.test(text), key).toBe(false);
      expect(words(text), key).toBeGreaterThanOrEqual(key.includes('Stage') ? 10 : 12);
      expect(words(text), key).toBeLessThanOrEqual(90);
    }
  });

  it('never genders the reader', () => {
    const agreeing = entries.flatMap(({ key, text }) =>
      [...readerAgreement(text, 'masculine'), ...readerAgreement(text, 'feminine')].map(
        (w) => `${key}: ${w}`,
      ),
    );
    expect(agreeing).toEqual([]);
  });

  it('repeats no sentence or opening across texts, and reuses none of numbers.ts', () => {
    expect(repeatedSentences(entries)).toEqual([]);
    // Lessons, tendencies and the two harmony tables open with their label ("Lição 3:"), by design.
    const labelled = /Stage|karmicLesson|hiddenTendency|harmonicNumbers|loveHarmony/;
    const openings = entries.filter((e) => !labelled.test(e.key));
    expect(repeatedOpenings(openings, 5)).toEqual([]);
    const old = Object.values(NUMBER_MEANINGS).map((m) => m.text);
    for (const { key, text } of entries)
      expect(
        old.some((o) => o.includes(text.slice(0, 60))),
        key,
      ).toBe(false);
  });

  it('reads each number differently in each role', () => {
    for (const value of MAP_VALUES) {
      const texts = (
        ['motivation', 'impression', 'expression', 'destiny', 'mission', 'psychic'] as const
      ).map((role) => mapNumberText(role, value));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('names a debt as work, never as a punishment', () => {
    for (const n of [13, 14, 16, 19]) {
      const text = karmicDebtText(n);
      expect(text).toMatch(/trabalh/);
      expect(text.replace(/não é castigo/i, '')).not.toMatch(/castig|puni|culpa|pagar|pena\b/i);
    }
  });

  it('frames periods by their place in life, and reads a month against its year', () => {
    expect(lifeCycleText(0, 7)).toMatch(/^O primeiro ciclo é o formativo/);
    expect(lifeCycleText(2, 1)).toMatch(/colheita/);
    expect(pinnacleText(3, 8)).toMatch(/^O quarto momento decisivo/);
    expect(challengeText(0)).toMatch(/^Desafio 0/);
    expect(personalMonthText(7, 5)).toMatch(/ano pessoal 5, de mudanças/);
    expect(personalMonthText(5, 5)).toMatch(/repete o número/);
    expect(loveHarmonyText(3)).toMatch(/vibra com o 7/);
  });

  it('writes the comparison and the source of a debt', () => {
    expect(spellingComparison('Paolla', 'Paola', [{ role: 'expression', from: 1, to: 4 }])).toBe(
      'Com “Paolla”, a Expressão passa de 1 para 4.',
    );
    expect(
      spellingComparison('Paolla', 'Paola', [
        { role: 'motivation', from: 3, to: 3 + 2 },
        { role: 'expression', from: 1, to: 4 },
      ]),
    ).toBe('Com “Paolla”, a Motivação passa de 3 para 5 e a Expressão, de 1 para 4.');
    expect(spellingComparison('Paola', 'Paola', [])).toBe(
      'Com “Paola”, os números ficam iguais aos de “Paola”.',
    );
    expect(debtSourceSentence(16, 'expression')).toBe('A dívida 16 vem da Expressão.');
    expect(debtSourceSentence(13, 'day')).toBe('A dívida 13 vem do dia de nascimento.');
  });
});
