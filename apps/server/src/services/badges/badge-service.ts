import type { Badge } from '@constelar/contract';
import { BADGE_METADATA, BADGE_IDS, earnedBadges, type BadgeId } from '@constelar/core';
import { BADGE_TEXTS } from '@constelar/content';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports, userBadges, users } from '../../db/schema';

/** A transaction or the database itself: badge awards run inside the action's transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

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

/** The counts the badges depend on and the badges already held, in one statement (a save runs it). */
async function countReports(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      personal: sql<number>`count(*) FILTER (WHERE ${reports.kind} = 'personal')::int`,
      synastry: sql<number>`count(*) FILTER (WHERE ${reports.kind} = 'synastry')::int`,
      owned: sql<string[]>`(SELECT coalesce(array_agg(${userBadges.badgeId}), '{}') FROM ${userBadges}
                            WHERE ${userBadges.userId} = ${userId})`,
    })
    .from(reports)
    .where(eq(reports.userId, userId));
  return {
    personal: Number(row?.personal ?? 0),
    synastry: Number(row?.synastry ?? 0),
    owned: new Set(row?.owned ?? []),
  };
}

/**
 * Awards every badge the user's current data earns and returns only those new in this call. The
 * (user, badge) primary key plus ON CONFLICT DO NOTHING makes a badge land once, even when two requests
 * race: only the insert that wins returns a row.
 */
export async function awardEarnedBadges(tx: Tx, userId: string, now: Date): Promise<Badge[]> {
  // Locking the user row serialises one person's awards: the last of several racing actions counts
  // every report committed before it, so thresholds such as "5 reports" are never skipped. NO KEY UPDATE,
  // because the report inserts already hold KEY SHARE on this row through the foreign key; FOR UPDATE
  // would deadlock against them.
  const [user] = await tx
    .select({ beta: users.betaTesterNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('no key update');
  if (!user) return [];
  const counts = await countReports(tx, userId);
  const earned = earnedBadges({
    personalReports: counts.personal,
    synastryReports: counts.synastry,
    isBetaTester: user.beta !== null,
  });
  // Most saves earn nothing new: then no insert is sent at all.
  const fresh = earned.filter((badgeId) => !counts.owned.has(badgeId));
  if (fresh.length === 0) return [];
  const inserted = await tx
    .insert(userBadges)
    .values(fresh.map((badgeId) => ({ userId, badgeId, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt });
  return inserted.map((row) => toBadge(row.badgeId as BadgeId, row.earnedAt));
}

export async function listBadges(tx: Tx, userId: string): Promise<Badge[]> {
  const rows = await tx
    .select()
    .from(userBadges)
    .where(and(eq(userBadges.userId, userId)))
    .orderBy(userBadges.earnedAt);
  return rows
    .filter((row): row is typeof row & { badgeId: BadgeId } =>
      (BADGE_IDS as readonly string[]).includes(row.badgeId),
    )
    .map((row) => toBadge(row.badgeId, row.earnedAt));
}
