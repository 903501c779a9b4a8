import { ASPECT_KINDS, aspectNature, aspectPairKey, CHART_POINTS, isAspectPair } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { ASPECT_NATURES, ASPECT_TEXTS, aspectText } from './aspect-texts';
import { BODY_NAMES } from './bodies';
import { LEFTOVER, namesWord, repeatedOpenings, repeatedSentences, tics, words } from './testing/text-checks';

// sky.md §1: one text per pair of chart points and nature (conjunction, harmonious, tense).

const pairs = CHART_POINTS.flatMap((a, i) =>
  CHART_POINTS.slice(i + 1)
    .filter((b) => isAspectPair(a, b))
    .map((b) => aspectPairKey(a, b)),
);
const entries = pairs.flatMap((pair) =>
  ASPECT_NATURES.map((nature) => ({
    key: `${pair}.${nature}`,
    pair,
    text: ASPECT_TEXTS[pair]?.[nature] ?? '',
  })),
);

describe('aspect texts', () => {
  it('cover every pair the chart can aspect, and no other', () => {
    expect(pairs).toHaveLength(74);
    expect(Object.keys(ASPECT_TEXTS).sort()).toEqual([...pairs].sort());
    expect(entries).toHaveLength(222);
  });

  it('give each pair and nature its own paragraph, the same for both kinds of a nature', () => {
    for (const { key, text } of entries) {
      expect(text.length, key).toBeGreaterThanOrEqual(300);
      expect(text.length, key).toBeLessThanOrEqual(900);
      expect(words(text), key).toBeGreaterThanOrEqual(60);
      expect(text, key).not.toMatch(/ {2}|\n/);
      expect(text, key).not.toMatch(LEFTOVER);
      expect(text, key).not.toMatch(/°|\borbe|\bgraus?\b/i);
    }
    expect(new Set(entries.map((e) => e.text)).size).toBe(222);
    for (const pair of pairs) {
      for (const kind of ASPECT_KINDS)
        expect(aspectText(pair, kind)).toBe(ASPECT_TEXTS[pair]![aspectNature(kind)]);
    }
  });

  it('name both points in Portuguese', () => {
    for (const { key, pair, text } of entries) {
      for (const point of pair.split('-') as (keyof typeof BODY_NAMES)[]) {
        expect(namesWord(text, BODY_NAMES[point]), `${key} names ${point}`).toBe(true);
      }
    }
  });

  it('repeat no sentence and no opening, and keep the editor’s tics rare', () => {
    expect(repeatedSentences(entries)).toEqual([]);
    expect(repeatedOpenings(entries)).toEqual([]);
    const t = tics(entries);
    expect(t.costuma).toBeLessThanOrEqual(t.limit);
    expect(t.tendeA).toBeLessThanOrEqual(t.limit);
    expect(t.oDesafio).toBe(0);
  });

  it('has nothing for the pairs left out (two outer planets, Ascendant–MC)', () => {
    expect(aspectText('uranus-pluto', 'square')).toBeUndefined();
    expect(aspectText('ascendant-midheaven', 'trine')).toBeUndefined();
  });
});
