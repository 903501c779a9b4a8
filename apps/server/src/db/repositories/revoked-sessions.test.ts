import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokedSessions, users } from '../schema';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import { revokeSession, sessionAccount } from './revoked-sessions';

const at = (hour: number) => new Date(Date.UTC(2026, 2, 10, hour, 0, 0));
let n = 0;
const hash = () => `hash-${Date.now()}-${n++}`;

describe.each(await repositoryDrivers())('revoked sessions repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('names the account and whether its token was revoked, as a boolean', async () => {
    const a = await aMember(t.db, 'a');
    const token = hash();
    const before = await sessionAccount(t.db, a.id, token);
    expect(before).toEqual({ row: a, revoked: false });
    expect(before!.row.createdAt).toBeInstanceOf(Date);
    await revokeSession(t.db, { tokenHash: token, userId: a.id, expiresAt: at(20), now: at(10) });
    expect(await sessionAccount(t.db, a.id, token)).toEqual({ row: a, revoked: true });
    expect(await sessionAccount(t.db, a.id, hash())).toEqual({ row: a, revoked: false });
    expect(await sessionAccount(t.db, NO_SUCH_ID, token)).toBeNull();
  });

  it.runIf(run)('revokes twice without complaint, and drops revocations past their expiry', async () => {
    const a = await aMember(t.db, 'a');
    const old = hash();
    const recent = hash();
    await revokeSession(t.db, { tokenHash: old, userId: a.id, expiresAt: at(11), now: at(10) });
    await revokeSession(t.db, { tokenHash: old, userId: a.id, expiresAt: at(11), now: at(10) });
    await revokeSession(t.db, { tokenHash: recent, userId: a.id, expiresAt: at(20), now: at(12) });
    const left = await t.db
      .select({ tokenHash: revokedSessions.tokenHash, expiresAt: revokedSessions.expiresAt })
      .from(revokedSessions)
      .where(eq(revokedSessions.userId, a.id));
    expect(left).toEqual([{ tokenHash: recent, expiresAt: at(20) }]);
    expect((await sessionAccount(t.db, a.id, old))?.revoked).toBe(false);
    // They go with the account.
    await t.db.delete(users).where(eq(users.id, a.id));
    expect(await t.db.select().from(revokedSessions).where(eq(revokedSessions.userId, a.id))).toEqual([]);
  });
});
