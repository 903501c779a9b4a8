import { describe, expect, it } from 'vitest';
import type { Sign } from '../codes';
import { SIGNS } from '../codes';
import { signDistance, signRelation } from './sign-relation';

describe('signRelation', () => {
  it.each<[Sign, Sign, string, string, boolean, number, number]>([
    ['aries', 'aries', 'fire-fire', 'same', true, 0, 85],
    ['aries', 'taurus', 'earth-fire', 'challenging', false, 1, 45],
    ['aries', 'gemini', 'air-fire', 'supportive', false, 2, 80],
    ['aries', 'cancer', 'fire-water', 'challenging', true, 3, 35],
    ['aries', 'leo', 'fire-fire', 'same', false, 4, 95],
    ['aries', 'virgo', 'earth-fire', 'challenging', false, 5, 45],
    ['aries', 'libra', 'air-fire', 'supportive', true, 6, 70],
    ['taurus', 'scorpio', 'earth-water', 'supportive', true, 6, 70],
    ['pisces', 'taurus', 'earth-water', 'supportive', false, 2, 80],
    ['capricorn', 'gemini', 'air-earth', 'challenging', false, 5, 45],
    ['aquarius', 'scorpio', 'air-water', 'challenging', true, 3, 35],
    ['cancer', 'pisces', 'water-water', 'same', false, 4, 95],
  ])(
    '%s & %s → %s, %s, same modality %s, distance %i, score %i',
    (a, b, pair, relation, sameModality, distance, score) => {
      const r = signRelation(a, b);
      expect([r.elementPair, r.elementRelation, r.sameModality, r.signDistance, r.harmonyScore]).toEqual([
        pair,
        relation,
        sameModality,
        distance,
        score,
      ]);
    },
  );

  it('is the same relation either way round', () => {
    for (const a of SIGNS) {
      for (const b of SIGNS) {
        const { signA: _a, signB: _b, ...ab } = signRelation(a, b);
        const { signA: _c, signB: _d, ...ba } = signRelation(b, a);
        expect(ab).toEqual(ba);
      }
    }
  });

  it('ranks same element highest and pairs modalities alphabetically', () => {
    expect(signRelation('leo', 'sagittarius').harmonyScore).toBe(95);
    expect(signRelation('leo', 'taurus').modalityPair).toBe('fixed-fixed');
    expect(signRelation('virgo', 'aries').modalityPair).toBe('cardinal-mutable');
  });

  it.each<[Sign, Sign, number]>([
    ['aries', 'pisces', 1],
    ['pisces', 'aries', 1],
    ['capricorn', 'gemini', 5],
    ['libra', 'aries', 6],
  ])('signDistance(%s, %s) = %i', (a, b, d) => {
    expect(signDistance(a, b)).toBe(d);
  });
});
