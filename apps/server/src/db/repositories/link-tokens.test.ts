import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkTokens, users } from '../schema';
import { aMember, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import { consumeLinkToken, hashLinkToken, issueLinkToken, LINK_TOKEN_TTL_MS } from '../../lib/link-tokens';
import { insertLinkToken, revokeLinkTokens, spendLinkToken } from './link-tokens';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute, 0, 321));
let n = 0;
const hash = () => `hash-${Date.now()}-${n++}`;

describe.each(await repositoryDrivers())('link tokens repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('keeps a token and spends it once, while unexpired and of its purpose', async () => {
    const a = await aMember(t.db, 'a');
    const tokenHash = hash();
    await insertLinkToken(t.db, {
      purpose: 'verify-email',
      tokenHash,
      userId: a.id,
      email: a.email,
      expiresAt: at(30),
      createdAt: at(0),
    });
    expect(await spendLinkToken(t.db, 'reset-password', tokenHash, at(1))).toBeUndefined();
    expect(await spendLinkToken(t.db, 'verify-email', tokenHash, at(30))).toBeUndefined(); // expired
    const spent = await spendLinkToken(t.db, 'verify-email', tokenHash, at(1));
    expect(spent).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      purpose: 'verify-email',
      tokenHash,
      userId: a.id,
      email: a.email,
      expiresAt: at(30),
      usedAt: at(1),
      createdAt: at(0),
    });
    expect(await spendLinkToken(t.db, 'verify-email', tokenHash, at(2))).toBeUndefined();
    // The unique hash refuses a second row with it.
    await expect(
      insertLinkToken(t.db, { purpose: 'verify-email', tokenHash, email: a.email, expiresAt: at(30) }),
    ).rejects.toThrow();
  });

  it.runIf(run)('two clicks at once: one spends it', async () => {
    const tokenHash = hash();
    await insertLinkToken(t.db, {
      purpose: 'newsletter-confirm',
      tokenHash,
      userId: null,
      email: 'leitora@exemplo.com.br',
      expiresAt: at(30),
    });
    const both = await Promise.all([
      spendLinkToken(t.db, 'newsletter-confirm', tokenHash, at(1)),
      spendLinkToken(t.db, 'newsletter-confirm', tokenHash, at(1)),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(both.find(Boolean)?.userId).toBeNull();
  });

  it.runIf(run)('revokes the account’s unused tokens of one purpose only, no one else’s', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const [reset, verify, otherReset] = [hash(), hash(), hash()];
    for (const [tokenHash, purpose, user] of [
      [reset, 'reset-password', a],
      [verify, 'verify-email', a],
      [otherReset, 'reset-password', b],
    ] as const) {
      await insertLinkToken(t.db, {
        purpose,
        tokenHash,
        userId: user.id,
        email: user.email,
        expiresAt: at(30),
      });
    }
    await revokeLinkTokens(t.db, 'reset-password', a.id, at(5));
    expect(await spendLinkToken(t.db, 'reset-password', reset, at(6))).toBeUndefined();
    const [revoked] = await t.db.select().from(linkTokens).where(eq(linkTokens.tokenHash, reset));
    expect(revoked?.usedAt).toEqual(at(5));
    expect(await spendLinkToken(t.db, 'verify-email', verify, at(6))).toBeDefined();
    expect(await spendLinkToken(t.db, 'reset-password', otherReset, at(6))).toBeDefined();
  });

  it.runIf(run)(
    'issues a raw token whose hash alone is kept, for its purpose’s life; goes with the account',
    async () => {
      const a = await aMember(t.db, 'a');
      const token = await issueLinkToken(t.db, {
        purpose: 'reset-password',
        userId: a.id,
        email: a.email,
        now: at(0),
      });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t.db
        .select()
        .from(linkTokens)
        .where(eq(linkTokens.tokenHash, hashLinkToken(token)));
      expect(row).toMatchObject({
        purpose: 'reset-password',
        userId: a.id,
        email: a.email,
        usedAt: null,
        createdAt: at(0),
        expiresAt: new Date(at(0).getTime() + LINK_TOKEN_TTL_MS['reset-password']),
      });
      expect(await consumeLinkToken(t.db, 'reset-password', 'outro', at(1))).toBeNull();
      expect((await consumeLinkToken(t.db, 'reset-password', token, at(1)))?.id).toBe(row!.id);
      await t.db.delete(users).where(eq(users.id, a.id));
      expect(await t.db.select().from(linkTokens).where(eq(linkTokens.userId, a.id))).toEqual([]);
    },
  );
});
