import { LunarReturn, Progressions, SolarArc } from '@constelar/contract';
import { computeBodies, type Body } from '@constelar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// relations.md §3 through the API: progressions, solar arc and lunar return of the member's own birth.

const longitudeAt = (body: Body, ms: number) => {
  const bodies = computeBodies(ms);
  if (!bodies.ok) throw new Error(bodies.error.code);
  return bodies.value[body].longitude;
};
const arcSeconds = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;

const OWN = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };
const BIRTH_MS = Date.parse('1990-07-15T17:30:00Z');
const R = 365.242199;

describe.each(await routeSuite())('the sky ahead on $driver', ({ driver, run }) => {
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

  it.runIf(run)('progresses the chart to the date, MC by solar arc, aspects dated', async () => {
    const res = await get('/api/users/me/progressions?date=2026-11-27');
    expect(res.statusCode).toBe(200);
    const p = Progressions.parse(res.json());
    expect(p.method).toEqual({ type: 'secondary', mc: 'solar-arc' });
    const dateMs = Date.parse('2026-11-27T00:00:00Z');
    const progressedMs = BIRTH_MS + (dateMs - BIRTH_MS) / R;
    expect(Math.abs(Date.parse(p.progressedInstant) - progressedMs)).toBeLessThanOrEqual(500);
    for (const body of ['sun', 'moon', 'mars', 'pluto'] as const) {
      expect(arcSeconds(p.bodies[body]!.longitude, longitudeAt(body, progressedMs))).toBeLessThan(0.01);
    }
    expect(arcSeconds(p.arc, longitudeAt('sun', progressedMs) - longitudeAt('sun', BIRTH_MS))).toBeLessThan(
      0.01,
    );
    expect(p.ascendant && p.midheaven).toBeTruthy();
    expect(p.aspects.length).toBeGreaterThan(0);
    for (const a of p.aspects) {
      expect(a.orb).toBeLessThanOrEqual(1);
      if (a.exact) expect(a.exact).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.title).toMatch(/ progredid[oa] em (conjunção|oposição|trígono|quadratura|sextil) /);
      expect(a.text).toMatch(/^Na progressão secundária, /);
    }
    expect(p.texts.moonSign.title).toBe(`Lua progredida em ${p.bodies.moon!.sign}`);
    expect(p.texts.moonHouse?.title).toBe(`Lua progredida na Casa ${p.bodies.moon!.house}`);
    expect(p.sunIngress.next?.date && p.sunIngress.next.date > '2026-11-27').toBe(true);
    // Without a date: today in São Paulo.
    expect(Progressions.parse((await get('/api/users/me/progressions')).json()).date).toBe('2026-11-23');
  });

  it.runIf(run)('directs every natal point by the same solar arc', async () => {
    const progressions = Progressions.parse((await get('/api/users/me/progressions?date=2030-01-01')).json());
    const res = await get('/api/users/me/solar-arc?date=2030-01-01');
    expect(res.statusCode).toBe(200);
    const d = SolarArc.parse(res.json());
    expect(d.arc).toBeCloseTo(progressions.arc, 6);
    expect(d.progressedInstant).toBe(progressions.progressedInstant);
    expect(arcSeconds(d.bodies.sun!.longitude, progressions.bodies.sun!.longitude)).toBeLessThan(0.01);
    expect(arcSeconds(d.midheaven!.longitude, progressions.midheaven!.longitude)).toBeLessThan(0.01);
    const natalMoon = longitudeAt('moon', BIRTH_MS);
    expect(arcSeconds(d.bodies.moon!.longitude, natalMoon + d.arc)).toBeLessThan(0.01);
    for (const a of d.aspects) {
      expect(a.directed).not.toBe(a.natal);
      expect(a.title).toMatch(/ dirigid[oa] em /);
    }
  });

  it.runIf(run)('finds the lunar return within seconds and casts it where asked', async () => {
    const res = await get('/api/users/me/lunar-return?from=2026-11-27');
    expect(res.statusCode).toBe(200);
    const lr = LunarReturn.parse(res.json());
    expect(lr.place.label).toBe('Campinas, SP, Brasil');
    const at = Date.parse(lr.instant);
    expect(at).toBeGreaterThanOrEqual(Date.parse('2026-11-27T00:00:00Z'));
    expect(at - Date.parse('2026-11-27T00:00:00Z')).toBeLessThan(27.7 * 86_400_000);
    // Rounded to the second; the Moon moves about 0.55″ a second: 10 s is 5.5″.
    expect(arcSeconds(longitudeAt('moon', at), longitudeAt('moon', BIRTH_MS))).toBeLessThan(1);
    expect(lr.texts.ascendant?.title).toContain(lr.chart.ascendant!.sign);
    expect(lr.texts.moonHouse?.title).toBe(`Lua da revolução na Casa ${lr.chart.bodies.moon!.house}`);
    const lisbon = LunarReturn.parse(
      (await get('/api/users/me/lunar-return?from=2026-11-27&place=Lisboa')).json(),
    );
    expect(lisbon.instant).toBe(lr.instant);
    expect(lisbon.chart.ascendant!.longitude).not.toBe(lr.chart.ascendant!.longitude);
  });

  it.runIf(run)('refuses bad dates and places in Portuguese, and waits for a birth', async () => {
    for (const url of [
      '/api/users/me/progressions?date=27/11/2026',
      '/api/users/me/solar-arc?date=amanhã',
      '/api/users/me/lunar-return?from=2026-13',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/Data inválida/);
    }
    // Well formed but no day of the calendar (issue #44): 422 on each of the three, before any work.
    for (const url of [
      '/api/users/me/progressions?date=2021-02-31',
      '/api/users/me/solar-arc?date=2021-02-31',
      '/api/users/me/lunar-return?from=2021-02-31',
      '/api/people/00000000-0000-4000-8000-000000000000/progressions?date=2021-02-29',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ error: expect.stringMatching(/não existe/) });
    }
    const early = await get('/api/users/me/progressions?date=1980-01-01');
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatch(/posterior ao nascimento/);
    const far = await get('/api/users/me/lunar-return?from=2150-01-01');
    expect(far.statusCode).toBe(422);
    expect(far.json().error).toMatch(/efemérides/);
    const nowhere = await get('/api/users/me/lunar-return?place=Xyzópolis');
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().field).toBe('place');

    const newcomer = await registerAndLogin(t.app);
    for (const url of [
      '/api/users/me/progressions',
      '/api/users/me/solar-arc',
      '/api/users/me/lunar-return',
    ]) {
      const res = await get(url, newcomer.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatch(/perfil/);
      expect((await api(t.app, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it.runIf(run)('gives no angles, houses or house texts without a birth time', async () => {
    const other = await registerAndLogin(t.app, { name: 'João Sem Hora' });
    await saveBirth(t.app, other, { ...OWN, birthTime: null });
    const p = Progressions.parse(
      (await get('/api/users/me/progressions?date=2026-11-27', other.token)).json(),
    );
    expect(p.ascendant).toBeUndefined();
    expect(p.texts.moonHouse).toBeNull();
    expect(Object.values(p.bodies).every((b) => b.house === null)).toBe(true);
    const lr = LunarReturn.parse(
      (await get('/api/users/me/lunar-return?from=2026-11-27', other.token)).json(),
    );
    expect(lr.chart.ascendant).toBeUndefined();
    expect(lr.texts).toEqual({ ascendant: null, moonHouse: null });
  });
});
