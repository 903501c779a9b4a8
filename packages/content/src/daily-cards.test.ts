import { describe, expect, it } from 'vitest';
import { DAILY_CARDS, dailyInsight } from './daily-cards';

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
  'love',
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
  'of',
  'mood',
  'check',
];
const leftovers = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter((t) => BLOCKED.includes(t));

describe('daily cards', () => {
  it('lists the eight cards of the product, in order', () => {
    expect(DAILY_CARDS.map((c) => [c.arcanumId, c.name, c.element, c.energy])).toEqual([
      [1, 'O Mago', 'Ar', 'Ativa'],
      [2, 'A Sacerdotisa', 'Água', 'Receptiva'],
      [3, 'A Imperatriz', 'Terra', 'Criativa'],
      [4, 'O Imperador', 'Fogo', 'Dominante'],
      [10, 'A Roda da Fortuna', 'Fogo', 'Cíclica'],
      [19, 'O Sol', 'Fogo', 'Radiante'],
      [8, 'A Justiça', 'Ar', 'Equilibrante'],
      [9, 'O Eremita', 'Terra', 'Contemplativa'],
    ]);
  });

  it('gives each card five messages of 25–60 words', () => {
    for (const card of DAILY_CARDS) {
      expect(card.insights.length, card.name).toBeGreaterThanOrEqual(5);
      for (const text of card.insights) {
        expect(words(text), text).toBeGreaterThanOrEqual(25);
        expect(words(text), text).toBeLessThanOrEqual(60);
      }
    }
  });

  it('has no placeholders, English leftovers or repeated messages', () => {
    const all = DAILY_CARDS.flatMap((c) => c.insights);
    for (const text of all) {
      expect(leftovers(text), text).toEqual([]);
      expect(text).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b/);
      expect(text).not.toMatch(/\s{2,}|\.\.|\s[,.;:]/);
    }
    expect(new Set(all).size).toBe(all.length);
    const sentences = all.flatMap((t) => t.split(/(?<=[.!?])\s+/)).filter((s) => words(s) >= 6);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('chooses the message deterministically from the date', () => {
    for (const card of DAILY_CARDS) {
      const seen = new Set<string>();
      for (let d = 1; d <= 28; d++) {
        const date = `2026-02-${String(d).padStart(2, '0')}`;
        const text = dailyInsight(card, date);
        expect(card.insights).toContain(text);
        expect(dailyInsight(card, date)).toBe(text);
        seen.add(text);
      }
      // Over four weeks, a card shows several of its messages.
      expect(seen.size).toBeGreaterThanOrEqual(3);
    }
  });
});
