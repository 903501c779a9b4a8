import { HoroscopePeriod } from '@constelar/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createWorkPool } from '../../work/work-pool';
import { routeDriver } from '../../test/drivers';

// reach.md §2 through HTTP: the week and the month by sign, public, cached to the next period.

const PUBLIC_URL = 'https://constelar.test';
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'constelar-web-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="description" content="x" /><title>t</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}

describe.each([await routeDriver()])('the week and the month by sign (%s)', (driver) => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  beforeAll(async () => {
    // Sunday 29 November 2026, 12:00 in Brasília (15:00 UTC): the week began on Monday the 23rd.
    t = await buildTestApp({
      driver,
      work,
      webRoot: webRoot(),
      now: () => new Date('2026-11-29T15:00:00Z'),
      env: { PUBLIC_URL },
    });
  });
  afterAll(async () => t?.close());

  it('answers a sign’s week from a Monday, with its sky in the sign’s houses and seven days', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/horoscope/gemini/week?start=2026-03-02' });
    expect(res.statusCode).toBe(200);
    const w = HoroscopePeriod.parse(res.json());
    expect(w).toMatchObject({
      sign: 'gemini',
      signName: 'Gêmeos',
      period: { from: '2026-03-02', to: '2026-03-08' },
    });
    expect(w.title).toBe('Horóscopo da semana de Gêmeos: 2 a 8 de março de 2026');
    // The total lunar eclipse of 3 March 2026 (11:33 UTC) in Virgem, Gêmeos' fourth house.
    const eclipse = w.sky.find((i) => i.type === 'eclipse');
    expect(eclipse).toMatchObject({ body: 'moon', sign: 'virgo', house: 4 });
    expect(
      Math.abs(Date.parse((eclipse as { time: string }).time) - Date.parse('2026-03-03T11:33:00Z')),
    ).toBeLessThan(600_000);
    expect(w.days.map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(w.days[1]!.event?.type).toBe('eclipse');
    expect(w.sky.some((i) => i.type === 'void-of-course' || i.type === 'moon-ingress')).toBe(false);
    expect(w.paragraphs.join(' ')).toMatch(/na terça-feira \(3\)/);
  });

  it('defaults to this week’s Monday and this month in Brasília, cached to the next one, with 304', async () => {
    const week = await api(t.app, { method: 'GET', url: '/api/horoscope/leao/week' });
    expect(week.statusCode).toBe(200);
    expect(week.json().period).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Monday 30 November 00:00 in Brasília is 03:00 UTC, 12 hours after now.
    expect(week.headers['cache-control']).toBe(`public, max-age=${12 * 3600}, stale-while-revalidate=600`);
    const etag = week.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api(t.app, {
      method: 'GET',
      url: '/api/horoscope/leao/week',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const month = await api(t.app, { method: 'GET', url: '/api/horoscope/leo/month' });
    expect(month.statusCode).toBe(200);
    const m = HoroscopePeriod.parse(month.json());
    expect(m.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(m.title).toBe('Horóscopo de novembro de 2026 para Leão');
    expect(m.days).toEqual([]);
    expect(month.headers['cache-control']).toBe(
      `public, max-age=${12 * 3600 + 24 * 3600}, stale-while-revalidate=600`,
    );
  });

  it('refuses a start that is not a Monday, a bad month and years outside 1900–2100, in Portuguese', async () => {
    for (const url of [
      '/api/horoscope/leo/week?start=2026-12-01',
      '/api/horoscope/leo/week?start=2026-02-30',
      '/api/horoscope/leo/week?start=1899-12-25',
      '/api/horoscope/leo/week?start=2100-12-27',
      '/api/horoscope/leo/month?month=2026-13',
      '/api/horoscope/leo/month?month=2101-01',
      '/api/horoscope/leo/month?month=1899-12',
    ]) {
      const res = await api(t.app, { method: 'GET', url });
      expect([400, 422], url).toContain(res.statusCode);
      expect(res.json().error, url).toMatch(/[a-zà-ú]/);
    }
    const res = await api(t.app, { method: 'GET', url: '/api/horoscope/leo/week?start=2026-12-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('A semana começa na segunda-feira: 2026-12-01 não é uma segunda-feira.');
    const month = await api(t.app, { method: 'GET', url: '/api/horoscope/leo/month?month=26-1' });
    expect([400, 422]).toContain(month.statusCode);
    const sign = await api(t.app, { method: 'GET', url: '/api/horoscope/ofiuco/week' });
    expect(sign.statusCode).toBe(404);
  });

  it('answers the first and the last weeks and months of the range', async () => {
    for (const url of [
      '/api/horoscope/aries/week?start=1900-01-01',
      '/api/horoscope/pisces/week?start=2100-12-20',
      '/api/horoscope/aries/month?month=1900-01',
      '/api/horoscope/pisces/month?month=2100-12',
    ]) {
      const res = await api(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('writes the pages’ heads with their titles and canonical URLs, and lists the 24 in the sitemap', async () => {
    const week = await api(t.app, { method: 'GET', url: '/horoscopo/leao/semana?inicio=2026-11-30' });
    expect(week.statusCode).toBe(200);
    expect(week.body).toContain(
      '<title>Horóscopo da semana de Leão: 30 de novembro a 6 de dezembro de 2026 | Constelar</title>',
    );
    expect(week.body).toContain(`${PUBLIC_URL}/horoscopo/leao/semana?inicio=2026-11-30`);
    const month = await api(t.app, { method: 'GET', url: '/horoscopo/peixes/mes?mes=2027-01' });
    expect(month.body).toContain('<title>Horóscopo de janeiro de 2027 para Peixes | Constelar</title>');
    const current = await api(t.app, { method: 'GET', url: '/horoscopo/aries/semana' });
    expect(current.body).toContain(
      '<title>Horóscopo da semana de Áries: 23 a 29 de novembro de 2026 | Constelar</title>',
    );
    const sitemap = await api(t.app, { method: 'GET', url: '/sitemap.xml' });
    const listed = sitemap.body.match(/\/horoscopo\/[a-z]+\/(semana|mes)</g) ?? [];
    expect(listed).toHaveLength(24);
  });
});
