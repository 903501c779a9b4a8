import { createHash, randomBytes } from 'node:crypto';
import { insertLinkToken, spendLinkToken, type LinkTokenRow } from '../db/repositories/link-tokens';
import type { Queryable } from '../db/repositories/queryable';
import type { LinkTokenPurpose } from '../db/schema';

/** accounts.md §2: at least 32 random bytes; we use 32, as base64url (43 characters). */
const TOKEN_BYTES = 32;

export const LINK_TOKEN_TTL_MS: Record<LinkTokenPurpose, number> = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'newsletter-confirm': 7 * 24 * 60 * 60 * 1000,
};

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Creates a token for a link and keeps only its hash; the raw token goes into the e-mail and nowhere else. */
export async function issueLinkToken(
  db: Queryable,
  input: { purpose: LinkTokenPurpose; email: string; userId?: string | null; now: Date },
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await insertLinkToken(db, {
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
 * Spends the token a link carried (db/repositories/link-tokens.ts: once, unexpired, of this purpose).
 * Returns the row it was issued with, or null.
 */
export async function consumeLinkToken(
  db: Queryable,
  purpose: LinkTokenPurpose,
  token: string,
  now: Date,
): Promise<LinkTokenRow | null> {
  return (await spendLinkToken(db, purpose, hashLinkToken(token), now)) ?? null;
}
