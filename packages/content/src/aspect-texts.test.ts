import { ASPECT_KINDS, aspectNature, aspectPairKey, CHART_POINTS, isAspectPair } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { ASPECT_NATURES, ASPECT_TEXTS, aspectText } from './aspect-texts';

const pairs = CHART_POINTS.flatMap((a, i) =>
  CHART_POINTS.slice(i + 1)
    .filter((b) => isAspectPair(a, b))
    .map((b) => aspectPairKey(a, b)),
);

describe('aspect texts', () => {
  it('cover every pair the chart can aspect, and no other', () => {
    expect(pairs).toHaveLength(74);
    expect(Object.keys(ASPECT_TEXTS).sort()).toEqual([...pairs].sort());
  });

  it('give each pair and nature its own text, the same for both kinds of a nature', () => {
    const seen = new Set<string>();
    for (const pair of pairs) {
      for (const nature of ASPECT_NATURES) {
        const text = ASPECT_TEXTS[pair]![nature];
        expect(text.length, `${pair}.${nature}`).toBeGreaterThan(200);
        expect(seen.has(text), `${pair}.${nature} repeats`).toBe(false);
        seen.add(text);
      }
      for (const kind of ASPECT_KINDS) {
        expect(aspectText(pair, kind)).toBe(ASPECT_TEXTS[pair]![aspectNature(kind)]);
      }
    }
    expect(seen.size).toBe(222);
  });

  it('has nothing for the pairs left out (two outer planets, Ascendant–MC)', () => {
    expect(aspectText('uranus-pluto', 'square')).toBeUndefined();
    expect(aspectText('ascendant-midheaven', 'trine')).toBeUndefined();
  });
});
