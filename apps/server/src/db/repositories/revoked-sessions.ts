import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { revokedSessions, users, type UserRow } from '../schema';

/** The account a token names, and whether "Sair" already ended that very token: one query per request. */
export async function sessionAccount(
  db: Db,
  userId: string,
  tokenHash: string,
): Promise<{ row: UserRow; revoked: boolean } | null> {
  const [found] = await db
    .select({
      row: users,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.tokenHash} = ${tokenHash})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!found) return null;
  return { row: found.row, revoked: found.revoked === true || String(found.revoked) === 't' };
}

/** Ends one token until it would have expired anyway; revocations past that are dropped on the way. */
export async function revokeSession(
  db: Db,
  input: { tokenHash: string; userId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, input.now));
  await db
    .insert(revokedSessions)
    .values({ tokenHash: input.tokenHash, userId: input.userId, expiresAt: input.expiresAt })
    .onConflictDoNothing();
}
