import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changelogs, users } from '../schema';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  deleteChangelog,
  insertChangelog,
  listChangelogs,
  togglePublished,
  updateChangelog,
  type ChangelogRow,
} from './changelogs';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12, 0, 0, 250));
const fields = (version: string, isPublished = false) => ({
  version,
  title: `Versão ${version}`,
  description: null,
  isPublished,
  changes: [
    { type: 'feature', description: 'Tarot com diário' },
    { type: 'fix', description: 'Acentuação: “ç”, ã' },
  ],
});

describe.each(await repositoryDrivers())('changelogs repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);
  // One table for the whole file: each test starts without entries.
  beforeAll(async () => {
    if (run) await t.db.delete(changelogs);
  });

  it.runIf(run)('inserts an entry and reads it back with its jsonb changes and dates', async () => {
    const admin = await aMember(t.db, 'admin');
    const row = await insertChangelog(t.db, fields('1.0.0'), { id: admin.id, name: 'Admin' }, at(1));
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...fields('1.0.0'),
      releaseDate: at(1),
      createdById: admin.id,
      createdByName: 'Admin',
      createdAt: at(1),
      updatedAt: at(1),
    });
    expect(Array.isArray(row.changes)).toBe(true);
    expect(await listChangelogs(t.db, 'all')).toEqual([row]);
    expect(await listChangelogs(t.db, 'published')).toEqual([]);
    // The author's account may go; the entry keeps the name.
    await t.db.delete(users).where(eq(users.id, admin.id));
    expect(await listChangelogs(t.db, 'all')).toEqual([{ ...row, createdById: null }]);
    await t.db.delete(changelogs);
  });

  it.runIf(run)('lists newest release first, published only or all', async () => {
    const admin = await aMember(t.db, 'admin');
    const by = { id: admin.id, name: 'Admin' };
    const old = await insertChangelog(t.db, fields('1.0.0', true), by, at(1));
    const draft = await insertChangelog(t.db, fields('1.2.0'), by, at(5));
    const mid = await insertChangelog(t.db, fields('1.1.0', true), by, at(3));
    const ids = (rows: ChangelogRow[]) => rows.map((r) => r.id);
    expect(ids(await listChangelogs(t.db, 'all'))).toEqual([draft.id, mid.id, old.id]);
    expect(ids(await listChangelogs(t.db, 'published'))).toEqual([mid.id, old.id]);
    await t.db.delete(changelogs);
  });

  it.runIf(run)('updates, publishes (dating the release), withdraws and deletes', async () => {
    const admin = await aMember(t.db, 'admin');
    const row = await insertChangelog(t.db, fields('2.0.0'), { id: admin.id, name: 'Admin' }, at(1));
    const updated = await updateChangelog(
      t.db,
      row.id,
      { ...fields('2.0.1'), description: 'Notas', changes: [] },
      at(2),
    );
    expect(updated).toEqual({
      ...row,
      version: '2.0.1',
      title: 'Versão 2.0.1',
      description: 'Notas',
      changes: [],
      updatedAt: at(2),
    });
    expect(await updateChangelog(t.db, NO_SUCH_ID, fields('x'), at(2))).toBeUndefined();

    const published = await togglePublished(t.db, row.id, at(4));
    expect(published).toMatchObject({ isPublished: true, releaseDate: at(4), updatedAt: at(4) });
    const withdrawn = await togglePublished(t.db, row.id, at(6));
    // Withdrawing keeps the release date.
    expect(withdrawn).toMatchObject({ isPublished: false, releaseDate: at(4), updatedAt: at(6) });
    expect(await togglePublished(t.db, NO_SUCH_ID, at(6))).toBeUndefined();

    expect(await deleteChangelog(t.db, row.id)).toBe(true);
    expect(await deleteChangelog(t.db, row.id)).toBe(false);
    expect(await listChangelogs(t.db, 'all')).toEqual([]);
  });
});
