import { HouseIngressList, MemberLunationList, SolarReturn, Today, TransitList } from '@constelar/contract';
import {
  calculateNumerology,
  computeBodies,
  personalCycle,
  SIGNS,
  TRANSIT_BODIES,
  type Body,
} from '@constelar/core';

const longitudeAt = (body: Body, iso: string) => {
  const bodies = computeBodies(Date.parse(iso));
  if (!bodies.ok) throw new Error(bodies.error.code);
  return bodies.value[body].longitude;
};
const arcSeconds = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// sky.md §3, §4 and §6 through the API: transits over the member's chart, the day, the solar return.

const OWN = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };

describe.each(await routeSuite())('the member’s sky on $driver', ({ driver, run }) => {
  let t: TestApp;
  let s: Session;
  const now = () => new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ driver, now });
    s = await registerAndLogin(t.app, { name: 'Maria da Conceição Souza' });
    await saveBirth(t.app, s, OWN);
  });
  afterAll(async () => t?.close());

  const get = (url: string, token = s.token) => api(t.app, { method: 'GET', url, token });

  it.runIf(run)('lists the transits that touch the window, with real starts, ends and exacts', async () => {
    const res = await get('/api/users/me/transits?from=2026-01-01&days=30');
    expect(res.statusCode).toBe(200);
    const events = TransitList.parse(res.json());
    expect(events.length).toBeGreaterThan(20);
    const from = '2026-01-01T00:00:00Z';
    const to = '2026-01-31T00:00:00Z';
    for (const e of events) {
      expect(e.start < to && e.end > from, `${e.title} ${e.start}–${e.end}`).toBe(true);
      for (const x of e.exact) expect(x >= e.start && x <= e.end, e.title).toBe(true);
      expect(e.title).toMatch(/ em (conjunção|oposição|trígono|quadratura|sextil) com (o seu|a sua) /);
      expect(e.text.length).toBeGreaterThan(100);
      expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    expect(events.map((e) => e.start)).toEqual([...events.map((e) => e.start)].sort());
    // A slow planet's transit can start long before the window.
    expect(events.some((e) => e.start < '2025-12-01')).toBe(true);
    // Without a `from`, the window starts today in São Paulo.
    const today = TransitList.parse((await get('/api/users/me/transits?days=1')).json());
    for (const e of today)
      expect(e.end > '2026-11-23T00:00:00Z' && e.start < '2026-11-24T00:00:00Z').toBe(true);
  });

  it.runIf(run)(
    'reads the same transits over a saved report of the same birth, and guards ownership',
    async () => {
      const saved = await api(t.app, {
        method: 'POST',
        url: '/api/reports',
        token: s.token,
        payload: { name: 'Maria', ...OWN },
      });
      const id = saved.json().id as string;
      const own = (await get('/api/users/me/transits?from=2026-05-01&days=10')).json();
      const report = await get(`/api/reports/${id}/transits?from=2026-05-01&days=10`);
      expect(report.statusCode).toBe(200);
      // The saved report keeps longitudes to 1e-6°: the same events, at times a second or so apart.
      const mine = TransitList.parse(own);
      const fromReport = TransitList.parse(report.json());
      const key = (e: (typeof mine)[number]) => `${e.transiting}-${e.natal}-${e.aspect}`;
      expect(fromReport.map(key)).toEqual(mine.map(key));
      fromReport.forEach((e, i) => {
        expect(Math.abs(Date.parse(e.start) - Date.parse(mine[i]!.start))).toBeLessThan(60_000);
        expect(e.exact).toHaveLength(mine[i]!.exact.length);
      });

      const other = await registerAndLogin(t.app);
      const foreign = await get(`/api/reports/${id}/transits`, other.token);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Relatório não encontrado.' });
      const synastry = await api(t.app, {
        method: 'POST',
        url: '/api/calculate/synastry',
        token: s.token,
        payload: { person1: { name: 'Ana', ...OWN }, person2: { name: 'Bia', birthDate: '1992-01-01' } },
      });
      const bySynastry = await get(`/api/reports/${synastry.json().id}/transits`);
      expect(bySynastry.statusCode).toBe(422);
    },
  );

  it.runIf(run)('validates the window and needs the member’s birth', async () => {
    for (const query of ['days=0', 'days=367', 'days=2.5', 'days=abc', 'from=2026-13-45', 'from=ontem']) {
      const res = await get(`/api/users/me/transits?${query}`);
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
      expect(typeof res.json().error, query).toBe('string');
    }
    const newcomer = await registerAndLogin(t.app);
    for (const url of ['/api/users/me/transits', '/api/users/me/today', '/api/users/me/solar-return']) {
      const res = await get(url, newcomer.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatch(/perfil/);
    }
    expect((await api(t.app, { method: 'GET', url: '/api/users/me/today' })).statusCode).toBe(401);
  });

  it.runIf(run)('tells the day: the Moon at noon, the personal day, the card and the transits', async () => {
    const res = await get('/api/users/me/today?date=2026-03-15');
    expect(res.statusCode).toBe(200);
    const day = Today.parse(res.json());
    expect(day.date).toBe('2026-03-15');
    // Noon in São Paulo is 15:00 UTC in March 2026.
    expect(day.moon.signCode).toBe(SIGNS[Math.floor(longitudeAt('moon', '2026-03-15T15:00:00Z') / 30)]);
    expect(day.moon.illumination).toBeGreaterThanOrEqual(0);
    expect(day.moon.phaseName.length).toBeGreaterThan(3);
    // "Roda de hoje" draws Sun … Pluto where they stand at that noon.
    expect(day.sky.map((p) => p.body)).toEqual([...TRANSIT_BODIES]);
    for (const p of day.sky) expect(p.longitude).toBeCloseTo(longitudeAt(p.body, '2026-03-15T15:00:00Z'), 6);
    const numerology = calculateNumerology({ name: s.name, birthDate: OWN.birthDate, targetYear: 2026 });
    if (!numerology.ok) throw new Error('numerology');
    expect({ year: day.personalYear, month: day.personalMonth, day: day.personalDay }).toEqual(
      personalCycle(numerology.value.numbers.annual.value, 3, 15),
    );
    // The Brasília day: 03:00 UTC to 03:00 UTC the next day (daily.md §2).
    for (const e of day.transits)
      expect(e.start < '2026-03-16T03:00:00Z' && e.end > '2026-03-15T03:00:00Z').toBe(true);
    expect(day.text.length).toBeGreaterThan(100);
    // The same member gets the same card all day; the default date is today in São Paulo.
    expect((await get('/api/users/me/today?date=2026-03-15')).json().dailyCard).toEqual(day.dailyCard);
    expect((await get('/api/users/me/today')).json().date).toBe('2026-11-23');
    expect((await get('/api/users/me/today?date=15/03/2026')).statusCode).toBe(400);
  });

  it.runIf(run)(
    'reads the day right: no Moon in the transits, its aspects as background, a highlight read in the text',
    async () => {
      const transits = TransitList.parse(
        (await get('/api/users/me/transits?from=2026-03-01&days=30')).json(),
      );
      expect(transits.some((e) => e.transiting === 'moon')).toBe(false);
      for (const date of ['2026-03-14', '2026-03-15', '2026-03-16']) {
        const day = Today.parse((await get(`/api/users/me/today?date=${date}`)).json());
        expect(day.transits.some((e) => e.transiting === 'moon')).toBe(false);
        const start = Date.parse(`${date}T03:00:00Z`);
        // The Moon meets each of the twelve natal points at five aspects in about 27 days: several a day.
        expect(day.moonTransits.length).toBeGreaterThan(0);
        for (const m of day.moonTransits) {
          const t = Date.parse(m.time);
          expect(t >= start && t < start + 86_400_000, m.time).toBe(true);
        }
        expect(day.highlight).not.toBeNull();
        const h = day.highlight!;
        const slowest = Math.max(
          ...day.transits.map((e) =>
            ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].indexOf(
              e.transiting,
            ),
          ),
        );
        const exactToday = day.transits.some((e) =>
          e.exact.some((x) => Date.parse(x) >= start && Date.parse(x) < start + 86_400_000),
        );
        if (!exactToday)
          expect(
            ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].indexOf(
              h.transiting,
            ),
          ).toBe(slowest);
        const match = day.transits.find(
          (e) => e.transiting === h.transiting && e.natal === h.natal && e.aspect === h.aspect,
        );
        expect(match?.text).toBe(h.text);
        // The day's text reads the highlight, not just its name: its reading's first sentence is there.
        const first = /^[^.!?]+[.!?]/.exec(h.text)![0];
        expect(day.text).toContain(first);
        expect(day.text).toContain(match!.title);
      }
    },
  );

  it.runIf(run)(
    'places each lunation and each slow planet’s house ingress in the member’s houses, with texts',
    async () => {
      const lunations = MemberLunationList.parse(
        (await get('/api/users/me/lunations?from=2026-01-01&days=366')).json(),
      );
      expect(lunations.filter((l) => l.type === 'phase').length).toBeGreaterThanOrEqual(24);
      expect(lunations.some((l) => l.type === 'eclipse')).toBe(true);
      for (const l of lunations) {
        expect(l.house).toBeGreaterThanOrEqual(1);
        expect(l.text).toContain(`casa ${l.house}`);
        if (l.type === 'eclipse') expect(l.text).toMatch(/eclipse/);
      }
      const ingresses = HouseIngressList.parse(
        (await get('/api/users/me/house-ingresses?from=2026-01-01&days=366')).json(),
      );
      for (const e of ingresses) {
        expect(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']).toContain(e.body);
        expect(e.text).toContain(`casa ${e.house}`);
      }
      // Jupiter alone changes house about once a year: over a year, some entry is found.
      expect(ingresses.length).toBeGreaterThan(0);
      expect((await get('/api/users/me/lunations?days=367')).statusCode).toBe(400);
      // "Seu dia" names the lunation of its day: the total lunar eclipse of 2026-03-03.
      const eclipse = lunations.find((l) => l.type === 'eclipse' && l.time.startsWith('2026-03-03'))!;
      const day = Today.parse((await get('/api/users/me/today?date=2026-03-03')).json());
      expect(day.text).toContain(eclipse.text);
    },
  );

  it.runIf(run)('finds the solar return to the second and casts it where the birthday is spent', async () => {
    const res = await get('/api/users/me/solar-return?year=2027');
    expect(res.statusCode).toBe(200);
    const sr = SolarReturn.parse(res.json());
    expect(sr.year).toBe(2027);
    expect(sr.place.label).toBe('Campinas, SP, Brasil');
    const natalSun = longitudeAt('sun', '1990-07-15T17:30:00Z');
    // Rounded to the second: the Sun moves 1″ in about 24 s.
    expect(arcSeconds(longitudeAt('sun', sr.instant), natalSun)).toBeLessThan(0.05);
    expect(Math.abs(Date.parse(sr.instant) - Date.parse('2027-07-15T12:00:00Z'))).toBeLessThan(
      86_400_000 * 1.5,
    );
    expect(sr.texts.ascendant.title).toContain(sr.chart.ascendant.sign);
    expect(sr.texts.sunHouse.title).toContain(`Casa ${sr.chart.bodies.sun!.house}`);

    const lisbon = SolarReturn.parse((await get('/api/users/me/solar-return?year=2027&place=Lisboa')).json());
    expect(lisbon.instant).toBe(sr.instant);
    expect(lisbon.place.label).toMatch(/^Lisboa/);
    expect(lisbon.chart.ascendant.longitude).not.toBe(sr.chart.ascendant.longitude);

    expect((await get('/api/users/me/solar-return?year=3000')).statusCode).toBe(400);
    const nowhere = await get('/api/users/me/solar-return?place=Xyzópolis');
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().field).toBe('place');
  });
});
