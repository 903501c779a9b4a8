import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth } from '../../test/api-helpers';
import { postgresAvailable } from '../../test/postgres';
import { buildTestApp, type TestApp } from '../../test/test-app';

const hasPostgres = await postgresAvailable();
const BIRTH = { name: 'Davi Nunes', birthDate: '1985-11-23', birthTime: '22:10', birthPlace: 'Manaus, AM' };

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('badges and beta testers on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, env: { BETA_TESTER_LIMIT: '40' } });
  });
  afterAll(async () => t?.close());

  it.runIf(run)(
    'numbers 50 parallel registrations in order, without duplicates, up to the limit',
    async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api(t.app, {
            method: 'POST',
            url: '/api/users/register',
            payload: { name: `Beta ${i}`, email: `beta.${i}@exemplo.com`, password: 'abcdef' },
          }),
        ),
      );
      expect(results.every((r) => r.statusCode === 201)).toBe(true);
      const { rows } = (await t.database.db.execute(
        sql`SELECT beta_tester_number AS n FROM users WHERE email LIKE 'beta.%' ORDER BY created_at, beta_tester_number NULLS LAST`,
      )) as unknown as { rows: { n: number | null }[] };
      const numbers = rows.map((r) => r.n).filter((n): n is number => n !== null);
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(rows.filter((r) => r.n === null)).toHaveLength(10);
      const visionaries = results.filter((r) => r.json().newBadges?.[0]?.id === 'arcane-visionary');
      expect(visionaries).toHaveLength(40);
    },
  );

  it.runIf(run)('awards each badge once, even when reports race', async () => {
    const s = await registerAndLogin(t.app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(t.app, { method: 'POST', url: '/api/reports', token: s.token, payload: BIRTH }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const announced = responses
      .flatMap((r) => (r.json().newBadges ?? []).map((b: { id: string }) => b.id))
      .sort();
    expect(announced).toEqual(['first-revelation', 'zodiac-explorer']);

    const badges = await api(t.app, { method: 'GET', url: '/api/users/badges', token: s.token });
    expect(badges.statusCode).toBe(200);
    const body = badges.json();
    expect(body.betaTester).toBeNull();
    expect(body.badges.map((b: { id: string }) => b.id).sort()).toEqual([
      'first-revelation',
      'zodiac-explorer',
    ]);
    expect(body.badges[0]).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      icon: expect.any(String),
      color: expect.any(String),
    });
    expect(['common', 'epic']).toContain(body.badges[0].rarity);
  });

  it.runIf(run)('check-retroactive awards what earlier actions earned and reports every field', async () => {
    const s = await registerAndLogin(t.app);
    await api(t.app, { method: 'POST', url: '/api/reports', token: s.token, payload: BIRTH });
    // Simulate history from before badges existed.
    await t.database.db.execute(sql`DELETE FROM user_badges WHERE user_id = ${s.id}`);
    const first = await api(t.app, {
      method: 'POST',
      url: '/api/users/badges/check-retroactive',
      token: s.token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      hasNewBadges: true,
      hasAllBadges: false,
      currentBadgesCount: 1,
      totalAvailable: 4,
      newBadges: [{ id: 'first-revelation', name: 'Primeira Revelação', rarity: 'common' }],
    });
    const second = await api(t.app, {
      method: 'POST',
      url: '/api/users/badges/check-retroactive',
      token: s.token,
    });
    expect(second.json()).toMatchObject({
      newBadges: [],
      hasNewBadges: false,
      message: 'Nenhuma nova conquista encontrada no momento.',
      currentBadgesCount: 1,
    });
  });

  it.runIf(run)('reports the beta tester number', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'beta.0@exemplo.com', password: 'abcdef' },
    });
    const badges = await api(t.app, { method: 'GET', url: '/api/users/badges', token: res.json().token });
    expect(badges.json().betaTester).toEqual({ number: expect.any(Number) });
    expect(badges.json().badges.map((b: { id: string }) => b.id)).toContain('arcane-visionary');
  });

  it.runIf(run)(
    "counts the profile's own chart as the first reading, so Primeira Revelação comes first",
    async () => {
      const s = await registerAndLogin(t.app, { name: 'Iara Moura' });
      const held = async () =>
        (await api(t.app, { method: 'GET', url: '/api/users/badges', token: s.token }))
          .json()
          .badges.map((b: { id: string }) => b.id);
      // Five synastries alone: bonds, never an explorer before the first revelation.
      for (let i = 0; i < 5; i++) {
        const res = await api(t.app, {
          method: 'POST',
          url: '/api/calculate/synastry',
          token: s.token,
          payload: {
            person1: { name: 'Iara', birthDate: '1994-06-01' },
            person2: { name: `Pessoa ${i}`, birthDate: `1990-0${i + 1}-15` },
          },
        });
        expect(res.statusCode).toBe(201);
      }
      expect(await held()).toEqual(['cosmic-bonds']);
      // Her birth in the profile is her first reading: the revelation, and with it the explorer.
      await saveBirth(t.app, s, { birthDate: '1994-06-01', birthTime: '07:20', birthPlace: 'Belém, PA' });
      expect((await held()).sort()).toEqual(['cosmic-bonds', 'first-revelation', 'zodiac-explorer']);

      // A new member whose first act is saving a birth gets the revelation from it alone.
      const first = await registerAndLogin(t.app, { name: 'Otto Paiva' });
      await saveBirth(t.app, first, { birthDate: '1980-01-09', birthTime: null, birthPlace: 'Recife, PE' });
      const badges = await api(t.app, { method: 'GET', url: '/api/users/badges', token: first.token });
      expect(badges.json().badges.map((b: { id: string }) => b.id)).toEqual(['first-revelation']);
    },
  );
});
