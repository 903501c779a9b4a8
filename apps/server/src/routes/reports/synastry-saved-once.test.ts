import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// Issue #45: "Conceição & João, 70 %" four times in Jornadas Recentes. The same two births saved again
// update their saved synastry.

const CONCEICAO = {
  name: 'Conceição',
  birthDate: '1962-04-09',
  birthTime: '06:15',
  birthPlace: 'Salvador, BA',
};
const JOAO = { name: 'João', birthDate: '1960-11-30', birthTime: '22:40', birthPlace: 'Recife, PE' };
const RITA = { name: 'Rita', birthDate: '1991-02-14', birthTime: null, birthPlace: 'Natal, RN' };

describe.each(await routeSuite())('a synastry saved once on $driver', ({ driver, run }) => {
  let t: TestApp;
  const clock = { ms: Date.parse('2026-11-20T15:00:00Z') };
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now: () => new Date(clock.ms) });
  });
  afterAll(async () => t?.close());

  const save = async (s: Session, person1: object, person2: object) => {
    clock.ms += 60_000;
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: { person1, person2 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; content: { person1Name: string } };
  };
  const listed = async (s: Session) =>
    (await api(t.app, { method: 'GET', url: '/api/reports', token: s.token })).json() as {
      id: string;
      type: string;
      createdAt: string;
    }[];

  it.runIf(run)('updates the saved report for the same two births, in either order', async () => {
    const s = await registerAndLogin(t.app);
    const first = await save(s, CONCEICAO, JOAO);
    const again = await save(s, CONCEICAO, JOAO);
    expect(again.id).toBe(first.id);
    // Swapped, and with a name typed differently: still the same two people.
    const swapped = await save(s, JOAO, { ...CONCEICAO, name: 'Mãe' });
    expect(swapped.id).toBe(first.id);
    expect(swapped.content.person1Name).toBe('João');

    const other = await save(s, CONCEICAO, RITA);
    expect(other.id).not.toBe(first.id);
    // Another hour is another birth.
    const otherTime = await save(s, CONCEICAO, { ...JOAO, birthTime: '22:41' });
    expect([first.id, other.id]).not.toContain(otherTime.id);

    // Saved again, the pair comes back first in Jornadas Recentes, once.
    const pair = await save(s, CONCEICAO, JOAO);
    expect(pair.id).toBe(first.id);
    const list = await listed(s);
    expect(list.map((r) => r.id)).toEqual([first.id, otherTime.id, other.id]);
    const read = await api(t.app, { method: 'GET', url: `/api/reports/${first.id}`, token: s.token });
    expect(read.json().content.person1Name).toBe('Conceição');
  });

  it.runIf(run)('keeps one copy when the same two births are saved several times at once', async () => {
    // A double tap, or two tabs: on PostgreSQL each save's transaction looked for the pair before any
    // had written it, and each wrote its own.
    const s = await registerAndLogin(t.app);
    clock.ms += 60_000;
    const saves = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        api(t.app, {
          method: 'POST',
          url: '/api/calculate/synastry',
          token: s.token,
          payload: i % 2 ? { person1: JOAO, person2: CONCEICAO } : { person1: CONCEICAO, person2: JOAO },
        }),
      ),
    );
    expect(saves.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(saves.map((res) => (res.json() as { id: string }).id));
    expect(ids.size).toBe(1);
    expect((await listed(s)).map((r) => r.id)).toEqual([...ids]);
  });

  it.runIf(run)("never touches another member's copy", async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const mine = await save(a, CONCEICAO, JOAO);
    const theirs = await save(b, CONCEICAO, JOAO);
    expect(theirs.id).not.toBe(mine.id);
    expect((await listed(a)).map((r) => r.id)).toEqual([mine.id]);
    expect((await listed(b)).map((r) => r.id)).toEqual([theirs.id]);
  });
});
