import { SkyCalendar, type SkyEvent } from '@constelar/contract';
import { PRIVACY_CONTACT, PRIVACY_POLICY } from '@constelar/content/privacy-policy';
import { SKY_PAGE } from '@constelar/content/sky-page-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { rootOf, visibleText as textOf, webRoot } from '../test/page-html';
import { routeDriver } from '../test/drivers';
import { createWorkPool } from '../work/work-pool';
import { escapeHtml } from './page-head';

// reach.md §1 through HTTP: /ceu carries the month's events of GET /api/sky/calendar in the HTML, on
// Brasília's clock, and /politica-de-privacidade every word of the pact from packages/content.

const PUBLIC_URL = 'https://constelar.test';
// 15:00 UTC on 29 November 2026 is 12:00 in Brasília.
const NOW = new Date('2026-11-29T15:00:00Z');

/** The visible text with its spaces run together, as a sentence reads across the markup's lines. */
const visibleText = (html: string) => textOf(html).replace(/\s+/g, ' ');

const pageData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="constelar-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { key: unknown[]; data: unknown }[] | null;

describe.each([await routeDriver()])('/ceu and the privacy policy in the HTML (%s)', (driver) => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  beforeAll(async () => {
    t = await buildTestApp({ driver, work, webRoot: webRoot(), now: () => NOW, env: { PUBLIC_URL } });
  });
  afterAll(async () => t?.close());

  it('sends /ceu?mes= with the h1, the month and every event of the API’s answer with its text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ceu?mes=2026-03' });
    expect(res.statusCode).toBe(200);
    const answer = (
      await api(t.app, { method: 'GET', url: '/api/sky/calendar?from=2026-02-28&to=2026-04-01' })
    ).json();
    const events = SkyCalendar.parse(answer);
    const root = rootOf(res.body);
    const text = visibleText(root);
    expect(root).toMatch(/<h1[^>]*>O Céu<\/h1>/);
    expect(text).toContain(SKY_PAGE.intro);
    expect(root).toContain('>Março de 2026</h2>');
    // Every event that falls on a day of March in Brasília, with its title and its text.
    const local = (iso: string) => new Date(Date.parse(iso) - 3 * 3600_000).toISOString().slice(0, 10);
    const inMarch = events.filter((ev: SkyEvent) =>
      ev.type === 'void-of-course'
        ? local(ev.end) >= '2026-03-01' && local(ev.start) <= '2026-03-31'
        : local(ev.time).startsWith('2026-03'),
    );
    expect(inMarch.length).toBeGreaterThan(10);
    for (const ev of inMarch) {
      expect(text).toContain(ev.title);
      expect(root).toContain(escapeHtml(ev.text));
    }
    // The eclipse of 3 March 2026 opens its text; "Terça-feira, 3 de março" heads its day.
    expect(root).toMatch(/<details open="" class="group[^"]*">/);
    expect(text).toContain('Terça-feira, 3 de março');
    // The arrows are links a reader without JavaScript can follow; the way back to this month too.
    expect(root).toContain('href="/ceu?mes=2026-02"');
    expect(root).toContain('href="/ceu?mes=2026-04"');
    expect(text).toContain('Voltar para novembro de 2026');
    const queries = pageData(res.body)!;
    expect(queries[0]).toEqual({ key: ['sky', 'calendar', '2026-02-28', '2026-04-01', 'all'], data: answer });
    const eclipses = (
      await api(t.app, {
        method: 'GET',
        url: '/api/sky/calendar?from=2026-11-29&to=2028-01-02&types=eclipse',
      })
    ).json();
    // The 400 days "Próximo eclipse" asks for, keyed as the app keys them.
    expect(queries[1]).toEqual({
      key: ['sky', 'calendar', '2026-11-29', '2028-01-02', ['eclipse']],
      data: eclipses,
    });
    // The next eclipse after today is the answer's first, and the page names it.
    const next = (queries[1]!.data as SkyEvent[])[0]!;
    expect(next.type).toBe('eclipse');
    expect(text).toContain(`Próximo eclipse ${next.title}`);
  });

  it('marks today on /ceu, in Brasília, and keeps the page uncached like the app’s other pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ceu' });
    const root = rootOf(res.body);
    expect(root).toContain('>Novembro de 2026</h2>');
    expect(root).toMatch(/>Hoje<\/span><span aria-current="date">Domingo, 29 de novembro<\/span>/);
    expect(root).not.toContain('Voltar para');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('sends the privacy policy’s every word from packages/content, and an empty answer list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/politica-de-privacidade' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    const text = visibleText(root);
    expect(root).toMatch(/<h1[^>]*>O Pacto de Confiança<\/h1>/);
    expect(root).toContain('<time datetime="2025-08-26">26 de agosto de 2025</time>');
    expect(text).toContain(PRIVACY_POLICY.intro);
    expect(PRIVACY_POLICY.sections).toHaveLength(4);
    for (const section of PRIVACY_POLICY.sections) {
      expect(root).toContain(`id="${section.id}"`);
      expect(text).toContain(section.title);
      expect(text).toContain(section.intro);
      for (const item of section.items) {
        expect(text).toContain(item.title);
        expect(text).toContain(item.text);
      }
    }
    expect(root).toContain(`href="mailto:${PRIVACY_CONTACT}"`);
    // No answer to carry, yet the script tells the app a page is in place.
    expect(pageData(res.body)).toEqual([]);
  });
});
