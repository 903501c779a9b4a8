import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../client';
import { counters, newsletterSubscriptions, reports, users } from '../schema';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  confirmEmail,
  deleteUser,
  emailTakenByOther,
  endSessions,
  insertUser,
  lockUser,
  resetPasswordByLink,
  setPassword,
  takeCounterSlot,
  updateUser,
  userByEmail,
} from './users';

const now = new Date('2026-03-10T12:00:00.000Z');
const later = new Date('2026-03-11T08:30:00.000Z');

describe.each(await repositoryDrivers())('users repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('inserts a member and reads the row back whole, with its defaults', async () => {
    const created = await insertUser(t.db, {
      name: 'Ana Lua',
      email: 'ana.lua@exemplo.com.br',
      passwordHash: 'h1',
      createdAt: now,
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ana Lua',
      email: 'ana.lua@exemplo.com.br',
      passwordHash: 'h1',
      betaTesterNumber: null,
      emailVerifiedAt: null,
      pendingEmail: null,
      sessionVersion: 0,
      houseSystem: null,
      addressForm: null,
      birthDate: null,
      birthTime: null,
      birthPlace: null,
      birthPlaceId: null,
      createdAt: now,
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await userByEmail(t.db, 'ana.lua@exemplo.com.br')).toEqual(created);
    expect(await userByEmail(t.db, 'ninguem@exemplo.com.br')).toBeUndefined();
    // The unique index settles a second registration of the address.
    await expect(
      insertUser(t.db, { name: 'Outra', email: 'ana.lua@exemplo.com.br', passwordHash: 'h2' }),
    ).rejects.toThrow();
  });

  it.runIf(run)(
    'takes counter slots one by one up to the limit, and gives back a rolled-back one',
    async () => {
      const name = `beta-${driver}-${Date.now()}`;
      expect(await takeCounterSlot(t.db, name, 3)).toBe(1);
      expect(await takeCounterSlot(t.db, name, 3)).toBe(2);
      await expect(
        t.db.transaction(async (tx) => {
          expect(await takeCounterSlot(tx, name, 3)).toBe(3);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await takeCounterSlot(t.db, name, 3)).toBe(3);
      expect(await takeCounterSlot(t.db, name, 3)).toBeUndefined();
      const [row] = await t.db.select().from(counters).where(eq(counters.name, name));
      expect(row).toEqual({ name, value: 3 });
    },
  );

  it.runIf(run)('tells whether another account holds an address', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    expect(await emailTakenByOther(t.db, a.email, b.id)).toBe(true);
    expect(await emailTakenByOther(t.db, a.email, a.id)).toBe(false);
    expect(await emailTakenByOther(t.db, 'livre@exemplo.com.br', a.id)).toBe(false);
  });

  it.runIf(run)('updates only the member named, and undefined for nobody', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const updated = await updateUser(t.db, a.id, {
      houseSystem: 'koch',
      addressForm: 'feminino',
      birthDate: '1990-05-17',
      birthTime: null,
      birthPlace: 'São Paulo, SP',
      birthPlaceId: 'br-sp-sao-paulo',
      betaTesterNumber: 7,
    });
    expect(updated).toEqual({
      ...a,
      houseSystem: 'koch',
      addressForm: 'feminino',
      birthDate: '1990-05-17',
      birthPlace: 'São Paulo, SP',
      birthPlaceId: 'br-sp-sao-paulo',
      betaTesterNumber: 7,
    });
    expect(await userByEmail(t.db, b.email)).toEqual(b);
    expect(await updateUser(t.db, NO_SUCH_ID, { name: 'x' })).toBeUndefined();
  });

  it.runIf(run)('a new password, and ending sessions, move the session version on', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const changed = await setPassword(t.db, a.id, 'novo');
    expect(changed).toMatchObject({ id: a.id, passwordHash: 'novo', sessionVersion: 1 });
    await endSessions(t.db, a.id);
    await endSessions(t.db, a.id);
    expect((await userByEmail(t.db, a.email))?.sessionVersion).toBe(3);
    expect((await userByEmail(t.db, b.email))?.sessionVersion).toBe(0);
    expect(await setPassword(t.db, NO_SUCH_ID, 'x')).toBeUndefined();
  });

  it.runIf(run)(
    'a reset by link confirms the address only when the link went to the current one',
    async () => {
      const a = await aMember(t.db, 'a');
      expect(await resetPasswordByLink(t.db, a.id, 'r1', 'antigo@exemplo.com.br', now)).toBe(true);
      let row = await userByEmail(t.db, a.email);
      expect(row).toMatchObject({ passwordHash: 'r1', sessionVersion: 1, emailVerifiedAt: null });

      expect(await resetPasswordByLink(t.db, a.id, 'r2', a.email, now)).toBe(true);
      row = await userByEmail(t.db, a.email);
      expect(row).toMatchObject({ passwordHash: 'r2', sessionVersion: 2, emailVerifiedAt: now });

      // The first confirmation's instant is kept.
      expect(await resetPasswordByLink(t.db, a.id, 'r3', a.email, later)).toBe(true);
      expect((await userByEmail(t.db, a.email))?.emailVerifiedAt).toEqual(now);
      expect(await resetPasswordByLink(t.db, NO_SUCH_ID, 'r', a.email, now)).toBe(false);
    },
  );

  it.runIf(run)('confirms the address while it is the account’s, keeping the first instant', async () => {
    const a = await aMember(t.db, 'a');
    expect(await confirmEmail(t.db, a.id, 'outro@exemplo.com.br', now)).toBeUndefined();
    const confirmed = await confirmEmail(t.db, a.id, a.email, now);
    expect(confirmed).toEqual({ ...a, emailVerifiedAt: now });
    expect(confirmed?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await confirmEmail(t.db, a.id, a.email, later))?.emailVerifiedAt).toEqual(now);
  });

  it.runIf(run)(
    'deletes the account with its subscriptions, its reports by cascade, no one else’s',
    async () => {
      const a = await aMember(t.db, 'a');
      const b = await aMember(t.db, 'b');
      await t.db.insert(newsletterSubscriptions).values([
        { email: a.email, source: 'footer' },
        { email: `tied-${a.email}`, source: 'footer', userId: a.id },
        { email: b.email, source: 'footer', userId: b.id },
      ]);
      const input = { kind: 'personal' } as unknown as typeof reports.$inferInsert.input;
      await t.db.insert(reports).values([
        { userId: a.id, kind: 'personal', input, engineVersion: 'v' },
        { userId: b.id, kind: 'personal', input, engineVersion: 'v' },
      ]);
      await t.db.transaction((tx) => deleteUser(tx, a.id, a.email));
      expect(await userByEmail(t.db, a.email)).toBeUndefined();
      const left = await t.db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(sql`${newsletterSubscriptions.email} IN (${a.email}, ${`tied-${a.email}`}, ${b.email})`);
      expect(left).toEqual([{ email: b.email }]);
      const reportOwners = await t.db
        .select({ userId: reports.userId })
        .from(reports)
        .where(sql`${reports.userId} IN (${a.id}, ${b.id})`);
      expect(reportOwners).toEqual([{ userId: b.id }]);
    },
  );

  it.runIf(run)('locks the member’s row until the transaction ends', async () => {
    const a = await aMember(t.db, 'a');
    await t.db.transaction(async (tx) => {
      await expect(lockUser(tx, a.id)).resolves.toBeUndefined();
      await expect(lockUser(tx, NO_SUCH_ID)).resolves.toBeUndefined();
    });
    if (driver !== 'postgres') return; // PGlite has one connection: nothing else can ask for the row.
    await expectRowLockBlocks(t.db, a.id);
  });
});

/** While one transaction holds the lock, a second cannot take it (it would wait: here, it times out). */
async function expectRowLockBlocks(db: Db, userId: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction(async (tx) => {
    await lockUser(tx, userId);
    locked();
    await held;
  });
  await isLocked;
  try {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '150ms'`);
        await lockUser(tx, userId);
      }),
    ).rejects.toThrow();
    // The row is not locked against a plain read.
    expect((await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length).toBe(1);
  } finally {
    release();
    await holder;
  }
  await db.transaction((tx) => lockUser(tx, userId));
}
