import { describe, expect, it } from 'vitest';
import type { SavedInput } from '@constelar/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../schema';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import { badgeCounts, badgeRows, insertBadges, lockForAwards } from './badges';
import { insertReport } from './reports';
import { updateUser } from './users';

const input = (kind: 'personal' | 'synastry') => ({ kind }) as unknown as SavedInput;
const at = (s: number) => new Date(Date.UTC(2026, 2, 10, 12, 0, s));

describe.each(await repositoryDrivers())('badges repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('locks the member and says whether they are a beta tester', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    await updateUser(t.db, b.id, { betaTesterNumber: 901 });
    await t.db.transaction(async (tx) => {
      expect(await lockForAwards(tx, a.id)).toEqual({ beta: false, ownChart: false });
      expect(await lockForAwards(tx, b.id)).toEqual({ beta: true, ownChart: false });
      expect(await lockForAwards(tx, NO_SUCH_ID)).toBeUndefined();
    });
    if (driver !== 'postgres') return; // PGlite has one connection: no second session to block.
    // NO KEY UPDATE: a report insert (KEY SHARE through the foreign key) goes through while it is held,
    // a second award lock does not.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await lockForAwards(tx, a.id);
      locked();
      await held;
    });
    await isLocked;
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
        await insertReport(tx, a.id, input('personal'), 'v', at(0));
      });
      await expect(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL lock_timeout = '150ms'`);
          await lockForAwards(tx, a.id);
        }),
      ).rejects.toThrow();
    } finally {
      release();
      await holder;
    }
  });

  it.runIf(run)('counts the member’s reports by kind, as numbers, beside the badges held', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    expect(await badgeCounts(t.db, a.id)).toEqual({ personal: 0, synastry: 0, owned: new Set() });
    for (let i = 0; i < 3; i++) await insertReport(t.db, a.id, input('personal'), 'v', at(i));
    await insertReport(t.db, a.id, input('synastry'), 'v', at(5));
    await insertReport(t.db, b.id, input('synastry'), 'v', at(6));
    await insertBadges(t.db, a.id, ['primeiro-mapa', 'curioso'], at(7));
    await insertBadges(t.db, b.id, ['beta'], at(7));
    const counts = await badgeCounts(t.db, a.id);
    expect(counts).toEqual({ personal: 3, synastry: 1, owned: new Set(['primeiro-mapa', 'curioso']) });
    expect(typeof counts.personal).toBe('number');
    expect(await badgeCounts(t.db, b.id)).toEqual({ personal: 0, synastry: 1, owned: new Set(['beta']) });
  });

  it.runIf(run)('inserts a badge once: only the call that adds it gets it back', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const first = await insertBadges(t.db, a.id, ['primeiro-mapa'], at(1));
    expect(first).toEqual([{ badgeId: 'primeiro-mapa', earnedAt: at(1) }]);
    expect(first[0]!.earnedAt).toBeInstanceOf(Date);
    expect(await insertBadges(t.db, a.id, ['primeiro-mapa', 'sinastria'], at(2))).toEqual([
      { badgeId: 'sinastria', earnedAt: at(2) },
    ]);
    expect(await insertBadges(t.db, b.id, ['primeiro-mapa'], at(3))).toHaveLength(1);
    // Several earned at once: by id.
    expect(await insertBadges(t.db, b.id, ['veterano', 'beta', 'lua'], at(3))).toHaveLength(3);
    expect((await badgeRows(t.db, b.id)).map((r) => r.badgeId)).toEqual([
      'beta',
      'lua',
      'primeiro-mapa',
      'veterano',
    ]);
    // Two racing awards of the same badge: one row, one winner.
    const racing = await Promise.all([
      insertBadges(t.db, a.id, ['cinco-mapas'], at(4)),
      insertBadges(t.db, a.id, ['cinco-mapas'], at(4)),
    ]);
    expect(racing.flat()).toHaveLength(1);

    expect(await badgeRows(t.db, a.id)).toEqual([
      { userId: a.id, badgeId: 'primeiro-mapa', earnedAt: at(1) },
      { userId: a.id, badgeId: 'sinastria', earnedAt: at(2) },
      { userId: a.id, badgeId: 'cinco-mapas', earnedAt: at(4) },
    ]);
    await t.db.delete(users).where(eq(users.id, a.id));
    expect(await badgeRows(t.db, a.id)).toEqual([]);
    expect(await badgeRows(t.db, b.id)).toHaveLength(4);
  });
});
