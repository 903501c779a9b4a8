import { PersonalContent } from '@constelar/contract';
import { computeChart } from '@constelar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth } from '../../test/api-helpers';
import { postgresAvailable } from '../../test/postgres';
import { buildTestApp, type TestApp } from '../../test/test-app';

// points.md §2, Quíron through the API: the point in the bodies' form, its reading, its aspects by its
// own rule, no house without a time, and the same in a saved report and Meu mapa.

const hasPostgres = await postgresAvailable();
const BIRTH = {
  name: 'Teste Quíron',
  birthDate: '1977-01-11',
  birthTime: '21:09',
  birthPlace: 'Campinas, SP',
};
const ORBS: Record<string, number> = { conjunction: 4, opposition: 4, trine: 3.5, square: 3, sextile: 2 };

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('Quíron on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now: () => new Date('2026-11-23T15:00:00Z') });
  });
  afterAll(async () => t?.close());

  const personal = async (payload: object) => {
    const res = await api(t.app, { method: 'POST', url: '/api/calculate/personal', payload });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return PersonalContent.parse(res.json().content);
  };

  it.runIf(run)('sends Quíron as a body, with its reading and its aspects', async () => {
    const content = await personal(BIRTH);
    const chiron = content.astrology.chiron!;
    expect(Object.keys(chiron).sort()).toEqual(
      ['degree', 'house', 'longitude', 'retrograde', 'sign', 'signCode'].sort(),
    );
    // The longitude is core's at the echoed instant (it does not depend on the place).
    const core = computeChart({ utcMs: Date.parse(content.birth.utc), latitude: 0, longitude: 0 });
    if (!core.ok) throw new Error('cast');
    expect(chiron.longitude).toBeCloseTo(core.value.points.chiron!.longitude, 4);
    expect(chiron.house).toBeGreaterThanOrEqual(1);
    const reading = content.readings.find((r) => r.point === 'chiron')!;
    expect(reading.title).toBe(`Quíron em ${chiron.sign}`);
    expect(reading.signText.length).toBeGreaterThan(200);
    expect(reading.houseText?.length).toBeGreaterThan(150);
    const aspects = content.astrology.aspects.filter((a) => a.a === 'chiron');
    for (const a of aspects) {
      const bonus = a.b === 'sun' || a.b === 'moon' ? 1 : 0;
      expect(a.orb, `${a.b} ${a.kind}`).toBeLessThanOrEqual(ORBS[a.kind]! + bonus);
      expect(a.text, `${a.b} ${a.kind}`).toMatch(/^Quíron /);
      expect(a.text.length).toBeGreaterThan(200);
      expect(a.aName).toBe('Quíron');
    }
    // Never to another of the four points.
    expect(aspects.filter((a) => ['lilith', 'southNode', 'partOfFortune'].includes(a.b))).toEqual([]);
  });

  it.runIf(run)('has no house and no house text without a birth time', async () => {
    const content = await personal({ ...BIRTH, birthTime: null });
    expect(content.astrology.chiron?.house).toBeNull();
    const reading = content.readings.find((r) => r.point === 'chiron')!;
    expect(reading.houseText).toBeUndefined();
    expect(content.astrology.aspects.filter((a) => a.a === 'chiron' && a.b === 'ascendant')).toEqual([]);
  });

  it.runIf(run)('is in a saved report and in Meu mapa', async () => {
    const session = await registerAndLogin(t.app);
    const saved = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: session.token,
      payload: BIRTH,
    });
    expect(saved.statusCode).toBe(201);
    const again = await api(t.app, {
      method: 'GET',
      url: `/api/reports/${saved.json().id}`,
      token: session.token,
    });
    expect(again.json().content.astrology.chiron).toMatchObject({ house: expect.any(Number) });
    await saveBirth(t.app, session, {
      birthDate: BIRTH.birthDate,
      birthTime: BIRTH.birthTime,
      birthPlace: BIRTH.birthPlace,
    });
    const mine = await api(t.app, { method: 'GET', url: '/api/users/me/chart', token: session.token });
    expect(mine.statusCode, mine.body.slice(0, 300)).toBe(200);
    const body = mine.json();
    expect((body.content ?? body).astrology.chiron.longitude).toBeCloseTo(
      again.json().content.astrology.chiron.longitude,
      6,
    );
  });
});
