import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// Issue #45: a date left out means today on Brasília's calendar, not UTC's. At 21h in Brasília UTC is
// already on the next day; at 02h both are on the same one.

const OWN = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };

const CLOCKS = [
  { label: '21h30 in Brasília', instant: '2026-11-24T00:30:00Z', brasilia: '2026-11-23' },
  { label: '02h in Brasília', instant: '2026-11-24T05:00:00Z', brasilia: '2026-11-24' },
];

describe.each(await routeSuite())('default days on $driver', ({ driver, run }) => {
  let t: TestApp;
  let s: Session;
  let clock = new Date(CLOCKS[0]!.instant);
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ driver, now: () => clock });
    s = await registerAndLogin(t.app, { name: 'Dalva Ribeiro' });
    await saveBirth(t.app, s, OWN);
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const res = await api(t.app, { method: 'GET', url, token: s.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  for (const { label, instant, brasilia } of CLOCKS) {
    it.runIf(run)(`takes Brasília's day at ${label}`, async () => {
      clock = new Date(instant);
      expect((await get('/api/users/me/progressions')).date).toBe(brasilia);
      expect((await get('/api/users/me/solar-arc')).date).toBe(brasilia);
      expect((await get('/api/users/me/lunar-return')).from).toBe(brasilia);
      expect((await get('/api/users/me/today')).date).toBe(brasilia);
      // Transits echo no day: the default answers as the Brasília day asked for by name does.
      expect(await get('/api/users/me/transits?days=3')).toEqual(
        await get(`/api/users/me/transits?days=3&from=${brasilia}`),
      );
    });
  }
});
