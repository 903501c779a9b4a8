import { HoroscopePeriod } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { rootOf, scriptsOf, visibleText, webRoot } from '../../test/page-html';
import { createWorkPool } from '../../work/work-pool';
import { routeDriver } from '../../test/drivers';
import { escapeHtml } from '../../plugins/page-head';

// reach.md §1 and §2 through HTTP: the week's and the month's pages carry their words in the HTML, read
// without JavaScript, with their links to the previous and next period, and are cached to the next one.

const PUBLIC_URL = 'https://constelar.test';
// Sunday 29 November 2026, 12:00 in Brasília: the week began on Monday the 23rd. Monday the 30th
// 00:00 in Brasília (03:00 UTC) is 12 hours away, the 1st of December 36.
const NOW = new Date('2026-11-29T15:00:00Z');
const UNTIL_MONDAY = `public, max-age=${12 * 3600}, stale-while-revalidate=600`;
const UNTIL_FIRST = `public, max-age=${36 * 3600}, stale-while-revalidate=600`;

describe.each([await routeDriver()])('the week’s and the month’s pages in the HTML (%s)', (driver) => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  beforeAll(async () => {
    t = await buildTestApp({ driver, work, webRoot: webRoot(), now: () => NOW, env: { PUBLIC_URL } });
  });
  afterAll(async () => t?.close());

  it('sends a week with its h1, period, every paragraph and day of the API, and links around it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/gemeos/semana?inicio=2026-03-02' });
    expect(res.statusCode).toBe(200);
    const answer = (
      await api(t.app, { method: 'GET', url: '/api/horoscope/gemini/week?start=2026-03-02' })
    ).json();
    const w = HoroscopePeriod.parse(answer);
    const root = rootOf(res.body);
    const text = visibleText(root);
    expect(root).toMatch(/<h1[^>]*>Gêmeos<\/h1>/);
    expect(root).toContain('>2 a 8 de março de 2026</p>');
    expect(w.paragraphs.length).toBeGreaterThanOrEqual(4);
    for (const p of w.paragraphs) expect(root).toContain(`<p>${escapeHtml(p)}</p>`);
    expect(w.days).toHaveLength(7);
    for (const d of w.days) {
      expect(root).toContain(`<time datetime="${d.date}"`);
      if (d.event) expect(text).toContain(d.event.title);
    }
    for (const item of w.sky) expect(text).toContain(item.title);
    expect(root).toContain('href="/horoscopo/gemeos/semana?inicio=2026-02-23" class="');
    expect(root).toContain('href="/horoscopo/gemeos/semana?inicio=2026-03-09" class="');
    expect(text).toContain('Semana anterior');
    expect(text).toContain('Próxima semana');
    expect(root).toContain('rel="prev"');
    expect(root).toContain('rel="next"');
    expect(root).toContain('href="/horoscopo/gemeos" class="');
    // The other signs' same week.
    expect(root).toContain('href="/horoscopo/leao/semana?inicio=2026-03-02"');
    // The app's query cache starts with the very answer of the API.
    expect(scriptsOf(res.body, 'application/json')).toEqual([
      [{ key: ['horoscope', 'gemini', 'week', '2026-03-02'], data: answer }],
    ]);
  });

  it('sends a month with its words, and this month’s links drop their query as the app writes them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/leao/mes?mes=2026-10' });
    expect(res.statusCode).toBe(200);
    const answer = (
      await api(t.app, { method: 'GET', url: '/api/horoscope/leo/month?month=2026-10' })
    ).json();
    const m = HoroscopePeriod.parse(answer);
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*>Leão<\/h1>/);
    expect(root).toContain('>outubro de 2026</p>');
    expect(m.paragraphs.length).toBeGreaterThanOrEqual(5);
    for (const p of m.paragraphs) expect(root).toContain(`<p>${escapeHtml(p)}</p>`);
    for (const item of m.sky) expect(visibleText(root)).toContain(item.title);
    expect(root).not.toContain('Dia a dia');
    expect(root).toContain('href="/horoscopo/leao/mes?mes=2026-09" class="');
    // November 2026 is this month: its link is the page without ?mes=.
    expect(root).toContain('href="/horoscopo/leao/mes" class="');
    expect(visibleText(root)).toContain('Mês anterior');
    expect(visibleText(root)).toContain('Próximo mês');
    expect(scriptsOf(res.body, 'application/json')).toEqual([
      [{ key: ['horoscope', 'leo', 'month', '2026-10'], data: answer }],
    ]);

    // Without a query: this week and this month, keyed as the app keys them.
    const week = await t.app.inject({ method: 'GET', url: '/horoscopo/leao/semana' });
    expect(week.body).toContain('>23 a 29 de novembro de 2026</p>');
    expect((scriptsOf(week.body, 'application/json')[0] as { key: unknown }[])[0]!.key).toEqual([
      'horoscope',
      'leo',
      'week',
      '2026-11-23',
    ]);
  });

  it('describes each period as an Article and a trail Horóscopo › Signo › Semana | Mês (JSON-LD)', async () => {
    const week = (await t.app.inject({ method: 'GET', url: '/horoscopo/gemeos/semana?inicio=2026-03-02' }))
      .body;
    const [article, trail] = scriptsOf(week, 'application/ld+json') as Record<string, unknown>[];
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Horóscopo da semana de Gêmeos: 2 a 8 de março de 2026',
      datePublished: '2026-03-02T00:00:00-03:00',
      dateModified: '2026-03-02T00:00:00-03:00',
      inLanguage: 'pt-BR',
      author: { '@type': 'Organization', name: 'Constelar', url: `${PUBLIC_URL}/` },
      publisher: { '@type': 'Organization', name: 'Constelar', url: `${PUBLIC_URL}/` },
      image: `${PUBLIC_URL}/api/share/horoscope/gemini/week.png?start=2026-03-02`,
      mainEntityOfPage: `${PUBLIC_URL}/horoscopo/gemeos/semana?inicio=2026-03-02`,
    });
    // A link preview shows the week's own card, as the share menu's story image does.
    expect(week).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/api/share/horoscope/gemini/week.png?start=2026-03-02"`,
    );
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Horóscopo', item: `${PUBLIC_URL}/horoscopo` },
        { position: 2, name: 'Gêmeos', item: `${PUBLIC_URL}/horoscopo/gemeos` },
        {
          position: 3,
          name: 'Semana de 2 a 8 de março de 2026',
          item: `${PUBLIC_URL}/horoscopo/gemeos/semana?inicio=2026-03-02`,
        },
      ],
    });
    const month = (await t.app.inject({ method: 'GET', url: '/horoscopo/leao/mes?mes=2026-10' })).body;
    const [monthArticle, monthTrail] = scriptsOf(month, 'application/ld+json') as Record<string, unknown>[];
    expect(monthArticle).toMatchObject({
      headline: 'Horóscopo de outubro de 2026 para Leão',
      datePublished: '2026-10-01T00:00:00-03:00',
      mainEntityOfPage: `${PUBLIC_URL}/horoscopo/leao/mes?mes=2026-10`,
    });
    expect((monthTrail as { itemListElement: unknown[] }).itemListElement[2]).toMatchObject({
      name: 'Outubro de 2026',
      item: `${PUBLIC_URL}/horoscopo/leao/mes?mes=2026-10`,
    });
  });

  it('caches the week to the next Monday and the month to the next 1st in Brasília, with a strong ETag and 304', async () => {
    for (const [url, cache] of [
      ['/horoscopo/leao/semana', UNTIL_MONDAY],
      ['/horoscopo/leao/semana?inicio=2026-03-02', UNTIL_MONDAY],
      ['/horoscopo/leao/mes', UNTIL_FIRST],
      ['/horoscopo/leao/mes?mes=2026-10', UNTIL_FIRST],
    ] as const) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(cache);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/); // strong: no W/
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"outro"' } });
      expect(other.statusCode, url).toBe(200);
    }
    const a = await t.app.inject({ method: 'GET', url: '/horoscopo/leao/semana?inicio=2026-03-02' });
    const b = await t.app.inject({ method: 'GET', url: '/horoscopo/leao/semana?inicio=2026-03-09' });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('reads a ?inicio= that is no Monday as this week, head and body, as the app does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/leao/semana?inicio=2026-03-03' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>23 a 29 de novembro de 2026</p>');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/horoscopo/leao/semana"`);
    expect(res.body).toContain(
      '<title>Horóscopo da semana de Leão: 23 a 29 de novembro de 2026 | Constelar</title>',
    );
  });

  it('leaves a period the horóscopo does not answer to the app, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/leao/mes?mes=2150-01' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
