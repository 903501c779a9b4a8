import { PersonalContent } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// points.md §1 and §2 through the API: a birth of 1893 in Porto Alegre, read on its own meridian, with
// Lilith, the South Node and the Part of Fortune.

const BIRTH = {
  name: 'Teste Referência',
  birthDate: '1893-08-20',
  birthTime: '03:18',
  birthPlace: 'Porto Alegre, RS',
};

/** The golden rule: UTC = wall − longitude / 15 h, at the echoed longitude, to the second. */
function expectedUtc(date: string, time: string, longitude: number): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  return `${new Date(wall - Math.round(longitude * 240) * 1000).toISOString().slice(0, 19)}Z`;
}

describe.each(await routeSuite())('births before standard time on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now: () => new Date('2026-11-23T15:00:00Z') });
  });
  afterAll(async () => t?.close());

  it.runIf(run)("reads Porto Alegre's clock, says so, and draws the other points", async () => {
    const res = await api(t.app, { method: 'POST', url: '/api/calculate/personal', payload: BIRTH });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const content = PersonalContent.parse(res.json().content);
    const { birth } = content;
    // Within ~15 km of the golden seat (-51.23): the rule holds at our own gazetteer's longitude.
    expect(Math.abs(birth.place.longitude + 51.23)).toBeLessThan(0.15);
    expect(birth.utc).toBe(expectedUtc(BIRTH.birthDate, BIRTH.birthTime, birth.place.longitude));
    expect(birth).toMatchObject({ localMeanTime: true, isDst: false, utcOffsetMinutes: -205 });
    expect(content.notes).toContainEqual(
      expect.stringMatching(
        /^Antes de 1914 cada cidade seguia a hora do próprio meridiano: usamos a hora média local de Porto Alegre \(UTC−3h2\dmin\d\ds\)\.$/,
      ),
    );

    const { lilith, southNode, partOfFortune, trueNode } = content.astrology;
    if (!lilith || !southNode) throw new Error('the points must be there');
    expect(lilith.retrograde).toBe(false);
    expect(Math.abs(((southNode.longitude - trueNode.longitude + 360) % 360) - 180)).toBeLessThan(1e-5);
    expect(partOfFortune?.house).toBeGreaterThanOrEqual(1);
    const points = content.readings.filter((r) => ['lilith', 'southNode', 'partOfFortune'].includes(r.point));
    expect(points.map((r) => r.title)).toEqual([
      `Lilith em ${lilith.sign}`,
      `Nodo Sul em ${southNode.sign}`,
      `Roda da Fortuna em ${partOfFortune!.sign}`,
    ]);
    for (const r of points) expect(r.houseText?.length, r.point).toBeGreaterThan(150);
    for (const a of content.astrology.aspects.filter((x) => x.a === 'lilith' || x.a === 'partOfFortune')) {
      expect(['conjunction', 'opposition']).toContain(a.kind);
      expect(a.text.length, `${a.a}-${a.b}`).toBeGreaterThan(150);
    }
  });

  it.runIf(run)(
    'keeps the zone for a birth after 1914, and leaves the Part of Fortune out without a time',
    async () => {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/calculate/personal',
        payload: { ...BIRTH, birthDate: '1950-08-20', birthTime: null },
      });
      expect(res.statusCode).toBe(200);
      const content = PersonalContent.parse(res.json().content);
      expect(content.birth).toMatchObject({ localMeanTime: false, utc: '1950-08-20T15:00:00Z' });
      expect(content.astrology.partOfFortune).toBeNull();
      expect(content.astrology.lilith?.house).toBeNull();
      expect(content.readings.some((r) => r.point === 'partOfFortune')).toBe(false);
      expect(content.readings.find((r) => r.point === 'lilith')?.houseText).toBeUndefined();
    },
  );

  it.runIf(run)('reads a saved report and Meu mapa through the same pipeline', async () => {
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
    expect(again.json().content.birth).toMatchObject({
      localMeanTime: true,
      utc: saved.json().content.birth.utc,
    });

    await saveBirth(t.app, session, {
      birthDate: BIRTH.birthDate,
      birthTime: BIRTH.birthTime,
      birthPlace: BIRTH.birthPlace,
    });
    const mine = await api(t.app, { method: 'GET', url: '/api/users/me/chart', token: session.token });
    expect(mine.statusCode, mine.body.slice(0, 300)).toBe(200);
    const body = mine.json();
    const content = body.content ?? body;
    expect(content.birth).toMatchObject({ localMeanTime: true, utc: saved.json().content.birth.utc });
    expect(content.astrology.lilith).toBeDefined();
  });
});
