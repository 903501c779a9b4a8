import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../client';
import {
  accountAddresses,
  linkTokens,
  mailQueue,
  newsletterSubscriptions,
  people,
  reports,
  users,
} from '../schema';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  confirmAddress,
  confirmIfCurrent,
  deleteAccountEverywhere,
  everyAddressOf,
  movePendingEmail,
  newsletterRowsOf,
  rememberAddress,
} from './account-addresses';
import { updateUser, userByEmail } from './users';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12, 0, 0, 125));
let n = 0;
const address = (label: string) => `${label}-${Date.now()}-${n++}@exemplo.com.br`;

const addressesOf = (db: Db, userId: string) =>
  db
    .select({ email: accountAddresses.email, confirmedAt: accountAddresses.confirmedAt })
    .from(accountAddresses)
    .where(eq(accountAddresses.userId, userId))
    .orderBy(accountAddresses.email);

describe.each(await repositoryDrivers())('account addresses repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('remembers an address once; a confirmation, once recorded, is kept', async () => {
    const a = await aMember(t.db, 'a');
    const other = address('outro');
    await rememberAddress(t.db, a.id, other);
    await rememberAddress(t.db, a.id, other);
    expect(await addressesOf(t.db, a.id)).toEqual([{ email: other, confirmedAt: null }]);
    await confirmAddress(t.db, a.id, other, at(2));
    await rememberAddress(t.db, a.id, other);
    await confirmAddress(t.db, a.id, other, at(3));
    await rememberAddress(t.db, a.id, a.email, at(4));
    const rows = await addressesOf(t.db, a.id);
    expect(rows).toEqual(
      [
        { email: other, confirmedAt: at(2) },
        { email: a.email, confirmedAt: at(4) },
      ].sort((x, y) => x.email.localeCompare(y.email)),
    );
    expect(rows[0]!.confirmedAt).toBeInstanceOf(Date);
  });

  it.runIf(run)('confirms the current address only, through a link that reached it', async () => {
    const a = await aMember(t.db, 'a');
    await confirmIfCurrent(t.db, a.id, address('antigo'), at(1));
    expect(await addressesOf(t.db, a.id)).toEqual([]);
    await confirmIfCurrent(t.db, a.id, a.email, at(1));
    await confirmIfCurrent(t.db, a.id, a.email, at(2));
    expect(await addressesOf(t.db, a.id)).toEqual([{ email: a.email, confirmedAt: at(1) }]);
    await rememberAddress(t.db, a.id, a.email); // unconfirmed remember keeps the confirmation
    expect(await addressesOf(t.db, a.id)).toEqual([{ email: a.email, confirmedAt: at(1) }]);
    await confirmIfCurrent(t.db, NO_SUCH_ID, a.email, at(1));
  });

  it.runIf(run)(
    'newsletter rows: the account’s own and those under a confirmed address, not a typed one',
    async () => {
      const a = await aMember(t.db, 'a');
      const b = await aMember(t.db, 'b');
      const confirmed = address('confirmado');
      const typed = address('digitado');
      const own = address('propria');
      await confirmAddress(t.db, a.id, confirmed, at(1));
      await rememberAddress(t.db, a.id, typed);
      await t.db.insert(newsletterSubscriptions).values([
        { email: own, source: 'profile', userId: a.id, createdAt: at(3) },
        { email: confirmed, source: 'footer', createdAt: at(1) },
        { email: typed, source: 'footer', createdAt: at(2) },
        { email: b.email, source: 'footer', userId: b.id, createdAt: at(1) },
      ]);
      const rows = await newsletterRowsOf(t.db, a.id);
      expect(rows.map((r) => r.email)).toEqual([confirmed, own]);
      expect(rows[1]!.userId).toBe(a.id);
      expect(rows[0]!.createdAt).toEqual(at(1));
      expect((await newsletterRowsOf(t.db, b.id)).map((r) => r.email)).toEqual([b.email]);
    },
  );

  it.runIf(run)(
    'every address the account has used, asked for or been sent a link at, once each',
    async () => {
      const a = await aMember(t.db, 'a');
      const b = await aMember(t.db, 'b');
      const pending = address('pendente');
      const past = address('passado');
      const linked = address('link');
      const letter = address('carta');
      await updateUser(t.db, a.id, { pendingEmail: pending });
      await rememberAddress(t.db, a.id, past);
      await rememberAddress(t.db, a.id, a.email, at(1));
      await t.db.insert(linkTokens).values([
        {
          purpose: 'verify-email',
          tokenHash: `h-${address('x')}`,
          userId: a.id,
          email: linked,
          expiresAt: at(9),
        },
        {
          purpose: 'reset-password',
          tokenHash: `h-${address('y')}`,
          userId: a.id,
          email: a.email,
          expiresAt: at(9),
        },
      ]);
      await t.db.insert(newsletterSubscriptions).values({ email: letter, source: 'profile', userId: a.id });
      expect((await everyAddressOf(t.db, a.id)).sort()).toEqual(
        [a.email, pending, past, linked, letter].sort(),
      );
      expect(await everyAddressOf(t.db, b.id)).toEqual([b.email]);
      expect(await everyAddressOf(t.db, NO_SUCH_ID)).toEqual([]);
    },
  );

  it.runIf(run)(
    'deletes every trace of the account’s addresses, and the account with its cascade',
    async () => {
      const a = await aMember(t.db, 'a');
      const b = await aMember(t.db, 'b');
      const confirmed = address('confirmado');
      const typedByA = address('digitado');
      await confirmAddress(t.db, a.id, confirmed, at(1));
      await rememberAddress(t.db, a.id, typedByA);
      await t.db.insert(newsletterSubscriptions).values([
        { email: confirmed, source: 'footer' },
        { email: typedByA, source: 'footer' }, // someone else's, typed into A's profile: stays
        { email: b.email, source: 'footer', userId: b.id },
      ]);
      await t.db.insert(linkTokens).values([
        { purpose: 'newsletter-confirm', tokenHash: `h-${address('1')}`, email: confirmed, expiresAt: at(9) },
        {
          purpose: 'verify-email',
          tokenHash: `h-${address('2')}`,
          userId: b.id,
          email: b.email,
          expiresAt: at(9),
        },
      ]);
      await t.db.insert(mailQueue).values([
        { kind: 'verify-email', toAddress: a.email, subject: 'para A' },
        { kind: 'weekly', toAddress: '', subject: 'chave de A', dedupeKey: `semana-2026-11:${confirmed}` },
        { kind: 'weekly', toAddress: '', subject: 'erro de A', lastError: `550 <${a.email}> recusado` },
        { kind: 'verify-email', toAddress: b.email, subject: 'para B', headers: { 'X-Teste': 'b' } },
      ]);
      await t.db.insert(people).values({
        userId: a.id,
        name: 'P',
        relation: 'outro',
        birthDate: '2000-01-01',
        birthPlace: 'Rio',
        birthPlaceId: 'br-rj-rio',
        consentAt: at(1),
      });
      await t.db
        .insert(reports)
        .values({ userId: a.id, kind: 'personal', input: {} as never, engineVersion: 'v' });

      await deleteAccountEverywhere(t.db, a.id);

      expect(await userByEmail(t.db, a.email)).toBeUndefined();
      const letters = await t.db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(inArray(newsletterSubscriptions.email, [confirmed, typedByA, b.email]));
      expect(letters.map((r) => r.email).sort()).toEqual([typedByA, b.email].sort());
      const tokens = await t.db
        .select({ email: linkTokens.email })
        .from(linkTokens)
        .where(inArray(linkTokens.email, [confirmed, b.email]));
      expect(tokens).toEqual([{ email: b.email }]);
      const mail = await t.db
        .select({ subject: mailQueue.subject, headers: mailQueue.headers })
        .from(mailQueue)
        .where(inArray(mailQueue.subject, ['para A', 'chave de A', 'erro de A', 'para B']));
      expect(mail).toEqual([{ subject: 'para B', headers: { 'X-Teste': 'b' } }]);
      expect(await t.db.select().from(people).where(eq(people.userId, a.id))).toEqual([]);
      expect(await t.db.select().from(reports).where(eq(reports.userId, a.id))).toEqual([]);
      expect(await addressesOf(t.db, a.id)).toEqual([]);
      expect(await userByEmail(t.db, b.email)).toEqual(b);
    },
  );

  it.runIf(run)(
    'moves the account to its pending address: confirmed, sessions ended; null otherwise',
    async () => {
      const a = await aMember(t.db, 'a');
      const pending = address('novo');
      expect(await movePendingEmail(t.db, a.id, pending, at(2))).toBeNull();
      const asked = (await updateUser(t.db, a.id, { pendingEmail: pending }))!;
      expect(await movePendingEmail(t.db, a.id, address('errado'), at(2))).toBeNull();
      expect(await movePendingEmail(t.db, NO_SUCH_ID, pending, at(2))).toBeNull();
      const result = await movePendingEmail(t.db, a.id, pending, at(2));
      expect(result).toEqual({
        before: asked,
        moved: { ...asked, email: pending, pendingEmail: null, emailVerifiedAt: at(2), sessionVersion: 1 },
      });
      expect(await addressesOf(t.db, a.id)).toEqual([{ email: pending, confirmedAt: at(2) }]);
      expect(await movePendingEmail(t.db, a.id, pending, at(3))).toBeNull();

      // Another account took the address meanwhile: the unique violation goes up.
      const b = await aMember(t.db, 'b');
      const contested = address('disputado');
      await updateUser(t.db, b.id, { pendingEmail: contested });
      await t.db.update(users).set({ email: contested }).where(eq(users.id, a.id));
      await expect(movePendingEmail(t.db, b.id, contested, at(4))).rejects.toThrow();
    },
  );
});
