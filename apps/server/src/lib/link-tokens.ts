import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { linkTokens, type LinkTokenPurpose } from '../db/schema';

/** accounts.md §2: at least 32 random bytes; we use 32, as base64url (43 characters). */
const TOKEN_BYTES = 32;

export const LINK_TOKEN_TTL_MS: Record<LinkTokenPurpose, number> = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'newsletter-confirm': 7 * 24 * 60 * 60 * 1000,
};

type DbOrTx = Pick<Db, 'insert' | 'update'>;

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Creates a token for a link and keeps only its hash; the raw token goes into the e-mail and nowhere else. */
export async function issueLinkToken(
  db: DbOrTx,
  input: { purpose: LinkTokenPurpose; email: string; userId?: string | null; now: Date },
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(linkTokens).values({
    purpose: input.purpose,
    tokenHash: hashLinkToken(token),
    userId: input.userId ?? null,
    email: input.email,
    expiresAt: new Date(input.now.getTime() + LINK_TOKEN_TTL_MS[input.purpose]),
    createdAt: input.now,
  });
  return token;
}

/**
 * Spends a token: one UPDATE marks it used only if it is unused, unexpired and of this purpose, so two
 * concurrent clicks cannot both succeed. Returns the row it was issued with, or null.
 */
export async function consumeLinkToken(
  db: DbOrTx,
  purpose: LinkTokenPurpose,
  token: string,
  now: Date,
): Promise<typeof linkTokens.$inferSelect | null> {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, hashLinkToken(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends every unused token of this purpose for the account (a newer link, or a finished reset, replaces them). */
export async function revokeLinkTokens(
  db: DbOrTx,
  purpose: LinkTokenPurpose,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
}
