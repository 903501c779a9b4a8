import type { BadgeId } from '../codes';
import { BADGE_IDS } from '../codes';

/** What a user has done so far: reports saved on the server, and beta-tester status. */
export interface BadgeCounts {
  personalReports: number;
  synastryReports: number;
  isBetaTester: boolean;
  /** The profile holds the member's own birth: their own chart is a reading too (issue #45). */
  ownChart?: boolean;
}

/** Reports of any kind that make a Zodiac Explorer. */
export const EXPLORER_REPORT_COUNT = 5;

const firstRevelation = (c: BadgeCounts) => c.personalReports >= 1 || c.ownChart === true;
const readings = (c: BadgeCounts) => c.personalReports + c.synastryReports + (c.ownChart ? 1 : 0);

const EARNED_BY: Record<BadgeId, (c: BadgeCounts) => boolean> = {
  'first-revelation': firstRevelation,
  'cosmic-bonds': (c) => c.synastryReports >= 1,
  // Never before the first revelation: an explorer has read a chart of their own (issue #45).
  'zodiac-explorer': (c) => firstRevelation(c) && readings(c) >= EXPLORER_REPORT_COUNT,
  'arcane-visionary': (c) => c.isBetaTester,
};

/**
 * Every badge the counts earn, in BADGE_IDS order. Badges depend only on the current counts, so
 * check-retroactive can award what earlier actions earned by calling this again.
 */
export const earnedBadges = (counts: BadgeCounts): BadgeId[] =>
  BADGE_IDS.filter((id) => EARNED_BY[id](counts));

/** Badges the counts earn that `before` does not hold yet, in BADGE_IDS order. */
export function newlyEarned(before: readonly BadgeId[], counts: BadgeCounts): BadgeId[] {
  const held = new Set(before);
  return earnedBadges(counts).filter((id) => !held.has(id));
}
