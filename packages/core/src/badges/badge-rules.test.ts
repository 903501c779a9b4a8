import { describe, expect, it } from 'vitest';
import type { BadgeId } from '../codes';
import { BADGE_IDS, BADGE_RARITIES } from '../codes';
import { BADGE_METADATA } from './badge-metadata';
import { earnedBadges, newlyEarned } from './badge-rules';

describe('earnedBadges', () => {
  it.each<[number, number, boolean, BadgeId[]]>([
    [0, 0, false, []],
    [1, 0, false, ['first-revelation']],
    [0, 1, false, ['cosmic-bonds']],
    [1, 1, false, ['first-revelation', 'cosmic-bonds']],
    [4, 0, false, ['first-revelation']],
    [5, 0, false, ['first-revelation', 'zodiac-explorer']],
    // Explorer never comes before the first revelation (issue #45).
    [0, 5, false, ['cosmic-bonds']],
    [3, 2, false, ['first-revelation', 'cosmic-bonds', 'zodiac-explorer']],
    [2, 2, false, ['first-revelation', 'cosmic-bonds']],
    [0, 0, true, ['arcane-visionary']],
    [12, 7, true, ['first-revelation', 'cosmic-bonds', 'zodiac-explorer', 'arcane-visionary']],
  ])('%i personal, %i synastry, beta %s → %o', (personalReports, synastryReports, isBetaTester, expected) => {
    expect(earnedBadges({ personalReports, synastryReports, isBetaTester })).toEqual(expected);
  });
});

describe("the profile's own chart (issue #45)", () => {
  const counts = (personalReports: number, synastryReports: number) => ({
    personalReports,
    synastryReports,
    isBetaTester: false,
    ownChart: true,
  });

  it('is the first revelation by itself', () => {
    expect(earnedBadges(counts(0, 0))).toEqual(['first-revelation']);
  });

  it('counts as one of the five readings, so the explorer follows it', () => {
    expect(earnedBadges(counts(0, 4))).toEqual(['first-revelation', 'cosmic-bonds', 'zodiac-explorer']);
    expect(earnedBadges(counts(1, 2))).toEqual(['first-revelation', 'cosmic-bonds']);
  });

  it('unlocks the first revelation before anything else a member can do', () => {
    expect(newlyEarned([], counts(0, 0))).toEqual(['first-revelation']);
    expect(newlyEarned(['first-revelation'], counts(0, 1))).toEqual(['cosmic-bonds']);
  });
});

describe('newlyEarned', () => {
  it.each<[BadgeId[], number, number, boolean, BadgeId[]]>([
    [[], 1, 0, false, ['first-revelation']],
    [['first-revelation'], 1, 0, false, []],
    [['first-revelation'], 1, 1, false, ['cosmic-bonds']],
    [['first-revelation', 'cosmic-bonds'], 4, 1, false, ['zodiac-explorer']],
    [['arcane-visionary'], 0, 0, true, []],
    // Retroactive check: everything earned so far that is not yet held.
    [[], 3, 2, true, ['first-revelation', 'cosmic-bonds', 'zodiac-explorer', 'arcane-visionary']],
    // A badge once held is never taken back, nor awarded twice.
    [['zodiac-explorer'], 0, 0, false, []],
  ])(
    'holding %o, with %i personal, %i synastry, beta %s → %o',
    (before, personalReports, synastryReports, isBetaTester, expected) => {
      expect(newlyEarned(before, { personalReports, synastryReports, isBetaTester })).toEqual(expected);
    },
  );
});

describe('BADGE_METADATA', () => {
  it.each<[BadgeId, string, string]>([
    ['first-revelation', 'common', 'sparkles'],
    ['cosmic-bonds', 'rare', 'heart-handshake'],
    ['zodiac-explorer', 'epic', 'compass'],
    ['arcane-visionary', 'legendary', 'eye'],
  ])('%s is %s with the %s icon', (id, rarity, icon) => {
    expect(BADGE_METADATA[id]).toMatchObject({ rarity, icon });
  });

  it('gives each of the four badges its own rarity and colour', () => {
    expect(Object.keys(BADGE_METADATA)).toEqual([...BADGE_IDS]);
    expect(BADGE_IDS.map((id) => BADGE_METADATA[id].rarity)).toEqual([...BADGE_RARITIES]);
    expect(new Set(BADGE_IDS.map((id) => BADGE_METADATA[id].color)).size).toBe(BADGE_IDS.length);
  });
});
