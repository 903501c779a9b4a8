import { Horoscope, HoroscopeDay } from '@constelar/contract';
import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { scriptsOf, visibleText, webRoot } from '../../test/page-html';
import { createWorkPool } from '../../work/work-pool';
import { routeDriver } from '../../test/drivers';
import { escapeHtml } from '../../plugins/page-head';

// reach.md §1 through HTTP: the horóscopo pages carry their words in the HTML, read without JavaScript,
// and the pages and the API's answers are cached until the next midnight in Brasília.

const PUBLIC_URL = 'https://constelar.test';
// 01:30 UTC on the 28th is 22:30 of the 27th in Brasília: 5400 s to midnight.
const NOW = new Date('2026-11-28T01:30:00Z');
const UNTIL_MIDNIGHT = 'public, max-age=5400, stale-while-revalidate=600';

describe.each([await routeDriver()])('the horóscopo pages in the HTML (%s)', (driver) => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  beforeAll(async () => {
    t = await buildTestApp({ driver, work, webRoot: webRoot(), now: () => NOW, env: { PUBLIC_URL } });
  });
  afterAll(async () => t?.close());

  it('sends a sign’s day with its h1, date, every paragraph of the API and the next and previous days', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/leao?data=2024-04-08' });
    expect(res.statusCode).toBe(200);
    const answer = (await api(t.app, { method: 'GET', url: '/api/horoscope/leo?date=2024-04-08' })).json();
    const h = Horoscope.parse(answer);
    const html = res.body;
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/<h1[^>]*>Leão<\/h1>/);
    expect(root).toContain('<time datetime="2024-04-08">8 de abril de 2024</time>');
    expect(h.paragraphs.length).toBeGreaterThanOrEqual(3);
    for (const p of h.paragraphs) expect(root).toContain(`<p>${escapeHtml(p)}</p>`);
    for (const p of h.paragraphs) expect(visibleText(root)).toContain(p);
    for (const item of h.sky) expect(visibleText(root)).toContain(item.title);
    expect(root).toContain('href="/horoscopo/leao?data=2024-04-07" class="');
    expect(root).toContain('href="/horoscopo/leao?data=2024-04-09" class="');
    expect(root).toContain('rel="prev"');
    expect(root).toContain('href="/horoscopo/leao/semana"');
    expect(root).toContain('href="/horoscopo/leao/mes"');
    // The app's query cache starts with the very answer of the API.
    expect(scriptsOf(html, 'application/json')).toEqual([
      [{ key: ['horoscope', 'leo', '2024-04-08'], data: answer }],
    ]);
  });

  it('describes the day as an Article and a trail Horóscopo › Signo › Dia (JSON-LD)', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/horoscopo/leao?data=2024-04-08' })).body;
    const [article, trail] = scriptsOf(html, 'application/ld+json') as Record<string, unknown>[];
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Horóscopo do dia de Leão: 8 de abril de 2024',
      datePublished: '2024-04-08T00:00:00-03:00',
      dateModified: '2024-04-08T00:00:00-03:00',
      inLanguage: 'pt-BR',
      author: { '@type': 'Organization', name: 'Constelar', url: `${PUBLIC_URL}/` },
      publisher: { '@type': 'Organization', name: 'Constelar', url: `${PUBLIC_URL}/` },
      image: `${PUBLIC_URL}/api/share/horoscope/leo.png?date=2024-04-08`,
      mainEntityOfPage: `${PUBLIC_URL}/horoscopo/leao?data=2024-04-08`,
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Horóscopo', item: `${PUBLIC_URL}/horoscopo` },
        { position: 2, name: 'Leão', item: `${PUBLIC_URL}/horoscopo/leao` },
        { position: 3, name: '8 de abril de 2024', item: `${PUBLIC_URL}/horoscopo/leao?data=2024-04-08` },
      ],
    });
    // Under the old summer time, Brasília was 2 hours behind UTC.
    const summer = (await t.app.inject({ method: 'GET', url: '/horoscopo/leao?data=2018-01-10' })).body;
    expect(scriptsOf(summer, 'application/ld+json')[0]).toMatchObject({
      datePublished: '2018-01-10T00:00:00-02:00',
    });
  });

  it('sends today’s page, and the twelve signs of /horoscopo, with the answers they show', async () => {
    const today = (await t.app.inject({ method: 'GET', url: '/horoscopo/gemeos' })).body;
    expect(today).toContain('<time datetime="2026-11-27">27 de novembro de 2026</time>');
    expect(today).not.toContain('>Hoje</a>');
    expect(today).toContain('href="/horoscopo/gemeos?data=2026-11-28" class="');

    const index = (await t.app.inject({ method: 'GET', url: '/horoscopo' })).body;
    const day = HoroscopeDay.parse((await api(t.app, { method: 'GET', url: '/api/horoscope' })).json());
    expect(index).toMatch(/<h1[^>]*>Os doze signos hoje<\/h1>/);
    expect(index).toContain('<time datetime="2026-11-27">27 de novembro de 2026</time>');
    for (const h of day.signs) {
      expect(visibleText(index)).toContain(`Ler o horóscopo de ${h.signName}`);
      expect(index).toContain(`href="/horoscopo/${HOROSCOPE_SLUGS[h.sign]}"`);
    }
    expect((scriptsOf(index, 'application/json')[0] as { key: unknown }[])[0]!.key).toEqual([
      'horoscope',
      'day',
      '2026-11-27',
    ]);
  });

  it('caches the pages and the answers until midnight in Brasília, with a strong ETag and 304', async () => {
    for (const url of [
      '/horoscopo/leao?data=2024-04-08',
      '/horoscopo',
      '/api/horoscope/leo?date=2024-04-08',
      '/api/horoscope',
    ]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(UNTIL_MIDNIGHT);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/); // strong: no W/
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"outro"' } });
      expect(other.statusCode, url).toBe(200);
    }
    // Another day's answer is another tag.
    const a = await t.app.inject({ method: 'GET', url: '/api/horoscope/leo?date=2024-04-08' });
    const b = await t.app.inject({ method: 'GET', url: '/api/horoscope/leo?date=2024-04-09' });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('leaves a page that depends on a person empty and uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/meu-mapa' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
