import { Horoscope, HoroscopeDay } from '@constelar/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createWorkPool } from '../../work/work-pool';
import { routeDriver } from '../../test/drivers';

// daily.md §1 through HTTP: the horóscopo do dia, public, and the heads of its pages.

const PUBLIC_URL = 'https://constelar.test';
const SLUGS = [
  'aries',
  'touro',
  'gemeos',
  'cancer',
  'leao',
  'virgem',
  'libra',
  'escorpiao',
  'sagitario',
  'capricornio',
  'aquario',
  'peixes',
];

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'constelar-web-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="description" content="x" /><title>t</title></head><body></body></html>',
  );
  return root;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe.each([await routeDriver()])('the horóscopo do dia (%s)', (driver) => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      work,
      webRoot: webRoot(),
      // 01:30 UTC on the 28th is still the 27th in Brasília.
      now: () => new Date('2026-11-28T01:30:00Z'),
      env: { PUBLIC_URL },
    });
  });
  afterAll(async () => t?.close());

  it('answers a sign for a date, with the Moon, the sky in the sign’s houses and the text', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/horoscope/leo?date=2024-04-08' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const h = Horoscope.parse(res.json());
    expect(h).toMatchObject({ sign: 'leo', signName: 'Leão', date: '2024-04-08' });
    expect(h.title).toBe('Horóscopo do dia de Leão: 8 de abril de 2024');
    // Total solar eclipse in Áries, 18:17 UTC: Áries is Leão's ninth house.
    const eclipse = h.sky.find((i) => i.type === 'eclipse');
    expect(eclipse).toMatchObject({ body: 'sun', kind: 'total', sign: 'aries', house: 9 });
    expect(
      Math.abs(Date.parse((eclipse as { time: string }).time) - Date.parse('2024-04-08T18:17:00Z')),
    ).toBeLessThan(600_000);
    expect(h.sky.some((i) => i.type === 'phase' && i.kind === 'new')).toBe(true);
    for (const item of h.sky) expect(item.house).toBeGreaterThanOrEqual(1);
    expect(h.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(h.paragraphs.join(' ')).toMatch(/casa 9/);
  });

  it('takes today in São Paulo by default, and the twelve signs together, computed once', async () => {
    const before = work.started();
    const day = HoroscopeDay.parse((await api(t.app, { method: 'GET', url: '/api/horoscope' })).json());
    expect(day.date).toBe('2026-11-27');
    expect(day.signs.map((s) => s.sign)[4]).toBe('leo');
    const one = Horoscope.parse((await api(t.app, { method: 'GET', url: '/api/horoscope/pisces' })).json());
    expect(one).toEqual(day.signs[11]);
    expect(work.started()).toBe(before + 1);
  });

  it('refuses an unknown sign with 404 and a date outside 1900–2100 with 422, in Portuguese', async () => {
    const unknown = await api(t.app, { method: 'GET', url: '/api/horoscope/ophiuchus' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/Signo desconhecido/);
    for (const date of ['1899-12-31', '2101-01-01', '2026-02-30']) {
      const res = await api(t.app, { method: 'GET', url: `/api/horoscope/aries?date=${date}` });
      expect(res.statusCode, date).toBe(422);
      expect(res.json().error, date).toMatch(/Data|horóscopo/);
    }
    // Not a date at all: the schema's 400, as every route of the API answers a malformed field.
    const malformed = await api(t.app, { method: 'GET', url: '/api/horoscope/aries?date=27-11-2026' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/AAAA-MM-DD/);
    const edge = await api(t.app, { method: 'GET', url: '/api/horoscope/aries?date=1900-01-01' });
    expect(edge.statusCode).toBe(200);
  });

  it('writes each sign page’s head: the day’s title, the first paragraph, the sign’s card, canonical', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/leao?data=2024-04-08' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Horóscopo do dia de Leão: 8 de abril de 2024 | Constelar</title>');
    const h = Horoscope.parse(
      (await api(t.app, { method: 'GET', url: '/api/horoscope/leo?date=2024-04-08' })).json(),
    );
    const description = meta(html, 'description')!;
    expect(h.paragraphs[0]!.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/api/share/horoscope/leo.png`);
    expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}/api/share/horoscope/leo.png`);
    expect(meta(html, 'og:title')).toBe('Horóscopo do dia de Leão: 8 de abril de 2024 | Constelar');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/horoscopo/leao?data=2024-04-08" />`);

    const today = await t.app.inject({ method: 'GET', url: '/horoscopo/gemeos' });
    expect(today.body).toContain(
      '<title>Horóscopo do dia de Gêmeos: 27 de novembro de 2026 | Constelar</title>',
    );
    expect(today.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/horoscopo/gemeos" />`);
    expect((await t.app.inject({ method: 'GET', url: '/horoscopo/ofiuco' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/horoscopo' })).statusCode).toBe(200);
  });

  it('draws the sign’s card', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/share/horoscope/leo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: '/api/share/horoscope/ofiuco.png' })).statusCode).toBe(
      404,
    );
  });

  it('lists the pages in the sitemap and lets robots read them', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const path of [
      '/',
      '/horoscopo',
      ...SLUGS.map((s) => `/horoscopo/${s}`),
      '/ceu',
      '/changelog',
      '/politica-de-privacidade',
    ]) {
      expect(sitemap, path).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Allow: /horoscopo');
    expect(robots).not.toMatch(/Disallow: \/horoscopo/);
  });
});
