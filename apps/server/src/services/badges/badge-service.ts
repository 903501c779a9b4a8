import type { Badge } from '@constelar/contract';
import { BADGE_METADATA, BADGE_IDS, earnedBadges, type BadgeId } from '@constelar/core';
import { BADGE_TEXTS } from '@constelar/content';
import { badgeCounts, badgeRows, insertBadges, lockForAwards } from '../../db/repositories/badges';
import type { Queryable } from '../../db/repositories/queryable';

/** A transaction or the database itself: badge awards run inside the action's transaction. */
export type Tx = Queryable;

export function toBadge(id: BadgeId, earnedAt?: Date): Badge {
  const meta = BADGE_METADATA[id];
  return {
    id,
    name: BADGE_TEXTS[id].name,
    description: BADGE_TEXTS[id].description,
    icon: meta.icon,
    color: meta.color,
    rarity: meta.rarity,
    ...(earnedAt ? { earnedAt: earnedAt.toISOString() } : {}),
  };
}

export const TOTAL_BADGES = BADGE_IDS.length;

/**
 * Awards every badge the user's current data earns and returns only those new in this call (a badge lands
 * once even when two requests race: db/repositories/badges.ts).
 */
export async function awardEarnedBadges(tx: Tx, userId: string, now: Date): Promise<Badge[]> {
  // The member's row stays locked until the action commits, so racing awards count one another's reports.
  const user = await lockForAwards(tx, userId);
  if (!user) return [];
  const counts = await badgeCounts(tx, userId);
  const earned = earnedBadges({
    personalReports: counts.personal,
    synastryReports: counts.synastry,
    isBetaTester: user.beta,
    ownChart: user.ownChart,
  });
  // Most saves earn nothing new: then no insert is sent at all.
  const fresh = earned.filter((badgeId) => !counts.owned.has(badgeId));
  if (fresh.length === 0) return [];
  const inserted = await insertBadges(tx, userId, fresh, now);
  return inserted.map((row) => toBadge(row.badgeId as BadgeId, row.earnedAt));
}

export async function listBadges(tx: Tx, userId: string): Promise<Badge[]> {
  const rows = await badgeRows(tx, userId);
  return rows
    .filter((row): row is typeof row & { badgeId: BadgeId } =>
      (BADGE_IDS as readonly string[]).includes(row.badgeId),
    )
    .map((row) => toBadge(row.badgeId, row.earnedAt));
}
