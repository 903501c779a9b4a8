import { and, eq, gt, isNull } from 'drizzle-orm';
import { linkTokens, type LinkTokenPurpose } from '../schema';
import type { Queryable } from './queryable';

export type LinkTokenRow = typeof linkTokens.$inferSelect;
export type NewLinkToken = Pick<
  typeof linkTokens.$inferInsert,
  'purpose' | 'tokenHash' | 'userId' | 'email' | 'expiresAt' | 'createdAt'
>;

/** Keeps a link's token (its hash only: lib/link-tokens.ts makes the token and hashes it). */
export async function insertLinkToken(db: Queryable, token: NewLinkToken): Promise<void> {
  await db.insert(linkTokens).values(token);
}

/**
 * Spends a token: one UPDATE marks it used only if it is unused, unexpired and of this purpose, so two
 * concurrent clicks cannot both succeed. Returns the row it was issued with, or undefined.
 */
export async function spendLinkToken(
  db: Queryable,
  purpose: LinkTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<LinkTokenRow | undefined> {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, tokenHash),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Ends every unused token of this purpose for the account (a newer link, or a finished reset, replaces them). */
export async function revokeLinkTokens(
  db: Queryable,
  purpose: LinkTokenPurpose,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
}
