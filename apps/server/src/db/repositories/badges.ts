import { eq, sql } from 'drizzle-orm';
import { reports, userBadges, users } from '../schema';
import type { Queryable } from './queryable';

export type BadgeRow = typeof userBadges.$inferSelect;

/**
 * Locks the member's row and tells whether they are a beta tester (undefined: no such member). Locking
 * serialises one person's awards: the last of several racing actions counts every report committed before
 * it, so thresholds such as "5 reports" are never skipped. NO KEY UPDATE, because the report inserts already
 * hold KEY SHARE on this row through the foreign key; FOR UPDATE would deadlock against them.
 */
export async function lockForAwards(
  db: Queryable,
  userId: string,
): Promise<{ beta: boolean; ownChart: boolean } | undefined> {
  const [user] = await db
    .select({ beta: users.betaTesterNumber, birthDate: users.birthDate })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('no key update');
  return user && { beta: user.beta !== null, ownChart: user.birthDate !== null };
}

/** The counts the badges depend on and the badges already held, in one statement (a save runs it). */
export async function badgeCounts(db: Queryable, userId: string) {
  const [row] = await db
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
 * Inserts the badges; returns only those this call added. The (user, badge) primary key plus ON CONFLICT
 * DO NOTHING makes a badge land once, even when two requests race: only the insert that wins returns a row.
 */
export function insertBadges(
  db: Queryable,
  userId: string,
  badgeIds: string[],
  now: Date,
): Promise<Pick<BadgeRow, 'badgeId' | 'earnedAt'>[]> {
  return db
    .insert(userBadges)
    .values(badgeIds.map((badgeId) => ({ userId, badgeId, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt });
}

/** The member's badges, first earned first (several earned at once: by id). */
export function badgeRows(db: Queryable, userId: string): Promise<BadgeRow[]> {
  return db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(userBadges.earnedAt, userBadges.badgeId);
}
