import { describe, expect, it } from 'vitest';
import { people, users } from '../schema';
import { eq } from 'drizzle-orm';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  countPeople,
  deletePerson,
  insertPerson,
  listPeople,
  peopleInKeptOrder,
  personOf,
  updatePerson,
  type PersonFields,
} from './people';

const consent = new Date('2026-03-10T12:00:00.000Z');
const fields = (name: string, extra: Partial<PersonFields> = {}): PersonFields => ({
  name,
  relation: 'amizade',
  birthDate: '1991-07-04',
  birthTime: '14:30',
  birthPlace: 'Recife, PE',
  birthPlaceId: 'br-pe-recife',
  ...extra,
});

describe.each(await repositoryDrivers())('people repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('keeps a person and reads the row back whole, to the owner only', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const kept = await insertPerson(t.db, a.id, fields('Carla', { birthTime: null }), consent);
    expect(kept).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: a.id,
      ...fields('Carla', { birthTime: null }),
      consentAt: consent,
      createdAt: expect.any(Date),
    });
    expect(kept.consentAt).toBeInstanceOf(Date);
    expect(await personOf(t.db, a.id, kept.id)).toEqual(kept);
    expect(await personOf(t.db, b.id, kept.id)).toBeUndefined();
    expect(await personOf(t.db, a.id, NO_SUCH_ID)).toBeUndefined();
  });

  it.runIf(run)('lists by name then by when kept; the export in kept order; counts per member', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const zeca = await insertPerson(t.db, a.id, fields('Zeca'), consent);
    const bruna1 = await insertPerson(t.db, a.id, fields('Bruna', { relation: 'familia' }), consent);
    const ana = await insertPerson(t.db, a.id, fields('Ana', { relation: 'parceiro' }), consent);
    const bruna2 = await insertPerson(t.db, a.id, fields('Bruna', { relation: 'trabalho' }), consent);
    await insertPerson(t.db, b.id, fields('Alguém de B'), consent);
    // Kept a second apart: the database's clock may give two quick inserts the same instant (PGlite's
    // counts milliseconds only), and a tie orders by id.
    for (const [i, person] of [zeca, bruna1, ana, bruna2].entries())
      await t.db
        .update(people)
        .set({ createdAt: new Date(Date.UTC(2026, 2, 10, 12, 0, i)) })
        .where(eq(people.id, person.id));
    expect((await listPeople(t.db, a.id)).map((p) => p.id)).toEqual([ana.id, bruna1.id, bruna2.id, zeca.id]);
    expect((await peopleInKeptOrder(t.db, a.id)).map((p) => p.id)).toEqual([
      zeca.id,
      bruna1.id,
      ana.id,
      bruna2.id,
    ]);
    const count = await countPeople(t.db, a.id);
    expect(count).toBe(4);
    expect(typeof count).toBe('number');
    expect(await countPeople(t.db, b.id)).toBe(1);
    expect(await countPeople(t.db, NO_SUCH_ID)).toBe(0);
    expect((await listPeople(t.db, b.id)).map((p) => p.name)).toEqual(['Alguém de B']);
  });

  it.runIf(run)('updates and deletes only the owner’s person', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const kept = await insertPerson(t.db, a.id, fields('Dora'), consent);
    const changed = fields('Dora M.', {
      relation: 'outro',
      birthTime: null,
      birthPlace: 'Natal, RN',
      birthPlaceId: 'br-rn-natal',
    });
    expect(await updatePerson(t.db, b.id, kept.id, changed)).toBeUndefined();
    expect(await personOf(t.db, a.id, kept.id)).toEqual(kept);
    expect(await updatePerson(t.db, a.id, kept.id, changed)).toEqual({ ...kept, ...changed });

    expect(await deletePerson(t.db, b.id, kept.id)).toBe(false);
    expect(await deletePerson(t.db, a.id, kept.id)).toBe(true);
    expect(await deletePerson(t.db, a.id, kept.id)).toBe(false);
    expect(await personOf(t.db, a.id, kept.id)).toBeUndefined();
  });

  it.runIf(run)('goes with the account', async () => {
    const a = await aMember(t.db, 'a');
    await insertPerson(t.db, a.id, fields('Eva'), consent);
    await t.db.delete(users).where(eq(users.id, a.id));
    expect(await countPeople(t.db, a.id)).toBe(0);
  });

  it.runIf(run)('people kept at one instant come back in one order, by id', async () => {
    const a = await aMember(t.db, 'a');
    // One transaction: now() is the same for every row, on both drivers.
    const kept = await t.db.transaction(async (tx) => [
      await insertPerson(tx, a.id, fields('Igual'), consent),
      await insertPerson(tx, a.id, fields('Igual'), consent),
      await insertPerson(tx, a.id, fields('Igual'), consent),
    ]);
    expect(new Set(kept.map((p) => p.createdAt.getTime())).size).toBe(1);
    const byId = kept.map((p) => p.id).sort();
    expect((await peopleInKeptOrder(t.db, a.id)).map((p) => p.id)).toEqual(byId);
    expect((await listPeople(t.db, a.id)).map((p) => p.id)).toEqual(byId);
  });
});
