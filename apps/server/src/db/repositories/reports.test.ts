import type { SavedInput } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  countReports,
  insertReport,
  reportCursor,
  reportInputOf,
  reportOf,
  reportPage,
  storedRow,
} from './reports';

const personal: SavedInput = {
  kind: 'personal',
  birth: {
    name: 'Ana',
    birthDate: '1990-05-17',
    birthTime: null,
    place: {
      id: 'br-sp-sao-paulo',
      label: 'São Paulo, SP',
      latitude: -23.5475,
      longitude: -46.63611,
      timezone: 'America/Sao_Paulo',
    },
  },
  houseSystem: 'placidus',
  addressForm: 'neutro',
};
const synastry: SavedInput = {
  kind: 'synastry',
  people: [personal.birth, { name: 'Bia', birthDate: '1992-01-02', birthTime: '08:15', place: null }],
};
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute, 0, 123));

describe.each(await repositoryDrivers())('reports repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('keeps the inputs as jsonb and reads them back exactly, to their owner only', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const saved = await insertReport(t.db, a.id, personal, '2.3.0', at(1));
    expect(saved).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: at(1) });
    expect(saved.createdAt).toBeInstanceOf(Date);

    const row = await reportOf(t.db, a.id, saved.id);
    expect(row).toEqual({
      id: saved.id,
      userId: a.id,
      kind: 'personal',
      input: personal,
      engineVersion: '2.3.0',
      createdAt: at(1),
    });
    expect(typeof row?.input).toBe('object');
    expect(typeof (row?.input as typeof personal & { kind: 'personal' }).birth.place?.latitude).toBe(
      'number',
    );
    expect(await reportInputOf(t.db, a.id, saved.id)).toEqual(personal);
    expect(await reportCursor(t.db, a.id, saved.id)).toEqual({ id: saved.id, createdAt: at(1) });

    // Member B never sees member A's report: it reads like a missing one.
    expect(await reportOf(t.db, b.id, saved.id)).toBeUndefined();
    expect(await reportInputOf(t.db, b.id, saved.id)).toBeUndefined();
    expect(await reportCursor(t.db, b.id, saved.id)).toBeUndefined();
    expect(await reportOf(t.db, a.id, NO_SUCH_ID)).toBeUndefined();

    const second = await insertReport(t.db, a.id, synastry, '2.3.0', at(2));
    expect((await reportOf(t.db, a.id, second.id))?.kind).toBe('synastry');
    expect(await reportInputOf(t.db, a.id, second.id)).toEqual(synastry);
    expect(await countReports(t.db, a.id)).toBe(2);
    expect(await countReports(t.db, b.id)).toBe(0);
  });

  it.runIf(run)('pages newest first by created_at then id, from a cursor, for one member', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const ids: string[] = [];
    // Two at the same instant: the id orders them.
    for (const minute of [1, 2, 3, 3, 4])
      ids.push((await insertReport(t.db, a.id, personal, 'v', at(minute))).id);
    await insertReport(t.db, b.id, personal, 'v', at(5));
    const sameInstant = [ids[2]!, ids[3]!].sort().reverse();
    const expected = [ids[4]!, ...sameInstant, ids[1]!, ids[0]!];

    const first = await reportPage(t.db, a.id, 2);
    expect(first.map((r) => r.id)).toEqual(expected.slice(0, 2));
    expect(first.every((r) => r.userId === a.id && r.createdAt instanceof Date)).toBe(true);
    const cursor = await reportCursor(t.db, a.id, first[1]!.id);
    const second = await reportPage(t.db, a.id, 2, cursor);
    expect(second.map((r) => r.id)).toEqual(expected.slice(2, 4));
    const third = await reportPage(t.db, a.id, 2, await reportCursor(t.db, a.id, second[1]!.id));
    expect(third.map((r) => r.id)).toEqual(expected.slice(4));
    expect(await reportPage(t.db, a.id, 10, { id: expected[4]!, createdAt: at(1) })).toEqual([]);
    expect((await reportPage(t.db, b.id, 10)).length).toBe(1);
    expect(await countReports(t.db, a.id)).toBe(5);
  });

  it.runIf(run)('hands a row to a work thread with its instant as an ISO string', async () => {
    const a = await aMember(t.db, 'a');
    const saved = await insertReport(t.db, a.id, personal, 'v', at(7));
    const row = (await reportOf(t.db, a.id, saved.id))!;
    expect(storedRow(row)).toEqual({ id: saved.id, createdAt: '2026-03-10T12:07:00.123Z', input: personal });
  });

  it.runIf(run)('commits or rolls back with the transaction it is handed', async () => {
    const a = await aMember(t.db, 'a');
    await expect(
      t.db.transaction(async (tx) => {
        await insertReport(tx, a.id, personal, 'v', at(1));
        expect(await countReports(tx, a.id)).toBe(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await countReports(t.db, a.id)).toBe(0);
  });
});
