import { HoroscopeDay } from '@constelar/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createWorkPool } from '../../work/work-pool';

// reach.md §4 through HTTP, read by an independent parser (fast-xml-parser), not by our own writer.

const PUBLIC_URL = 'https://constelar.test';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

interface Item {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  guid: { '#text': string; '@isPermaLink': string };
}

function read(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml);
  expect(doc.rss['@version']).toBe('2.0');
  const channel = doc.rss.channel;
  const items: Item[] = [channel.item].flat();
  return { channel, items };
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'constelar-web-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><title>t</title></head><body></body></html>',
  );
  return root;
}

const alternates = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)" \/>/g,
    ),
  ].map((m) => ({ title: m[1], href: m[2] }));

describe('the horóscopo feeds', () => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  beforeAll(async () => {
    t = await buildTestApp({
      work,
      webRoot: webRoot(),
      // 01:30 UTC on the 28th is still the 27th in Brasília, 90 minutes before its midnight.
      now: () => new Date('2026-11-28T01:30:00Z'),
      env: { PUBLIC_URL },
    });
  });
  afterAll(async () => t?.close());

  it("holds today's twelve signs in Brasília, each with the API's first paragraph and its link", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { channel, items } = read(res.body);
    expect(channel.language).toBe('pt-BR');
    expect(channel.title).toBe('Horóscopo do dia | Constelar');
    expect(channel.link).toBe(`${PUBLIC_URL}/horoscopo`);
    expect(channel['atom:link']).toMatchObject({
      '@href': `${PUBLIC_URL}/horoscopo/feed.xml`,
      '@rel': 'self',
      '@type': 'application/rss+xml',
    });
    expect(channel.description).toContain(`Horóscopo do Constelar: ${PUBLIC_URL}/horoscopo`);
    expect(items).toHaveLength(12);

    const api = HoroscopeDay.parse(
      (await t.app.inject({ method: 'GET', url: '/api/horoscope?date=2026-11-27' })).json(),
    );
    items.forEach((item, i) => {
      const sign = api.signs[i]!;
      expect(item.title).toBe(sign.title);
      expect(item.link).toMatch(new RegExp(`^${PUBLIC_URL}/horoscopo/[a-z]+\\?data=2026-11-27$`));
      expect(unescapeHtml(item.description)).toContain(`<p>${sign.paragraphs[0]}</p>`);
      expect(item.description).toContain(`<a href="${item.link}">Horóscopo do Constelar</a>`);
      // 00:00 in Brasília is 03:00 UTC.
      expect(new Date(item.pubDate).toISOString()).toBe('2026-11-27T03:00:00.000Z');
      expect(item.guid['@isPermaLink']).toBe('false');
    });
    expect(items[4]!.link).toBe(`${PUBLIC_URL}/horoscopo/leao?data=2026-11-27`);
    expect(new Set(items.map((item) => item.guid['#text'])).size).toBe(12);
  });

  it("holds one sign's last 30 days, the newest first, each guid the same day's in the day feed", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/leao/feed.xml' });
    expect(res.statusCode).toBe(200);
    const { channel, items } = read(res.body);
    expect(channel.title).toBe('Horóscopo do dia de Leão | Constelar');
    expect(channel['atom:link']['@href']).toBe(`${PUBLIC_URL}/horoscopo/leao/feed.xml`);
    expect(channel.description).toContain(`Horóscopo do Constelar: ${PUBLIC_URL}/horoscopo/leao`);
    expect(items).toHaveLength(30);
    expect(items[0]!.link).toBe(`${PUBLIC_URL}/horoscopo/leao?data=2026-11-27`);
    expect(items[29]!.link).toBe(`${PUBLIC_URL}/horoscopo/leao?data=2026-10-29`);
    expect(items.every((item) => item.title.startsWith('Horóscopo do dia de Leão: '))).toBe(true);
    expect(new Set(items.map((item) => item.guid['#text'])).size).toBe(30);
    const day = read((await t.app.inject({ method: 'GET', url: '/horoscopo/feed.xml' })).body);
    expect(items[0]!.guid['#text']).toBe(day.items[4]!.guid['#text']);
  });

  it('keeps every guid across two requests, and answers 304 to the ETag it gave', async () => {
    for (const url of ['/horoscopo/feed.xml', '/horoscopo/peixes/feed.xml']) {
      const first = await t.app.inject({ method: 'GET', url });
      const second = await t.app.inject({ method: 'GET', url });
      const guids = (body: string) => read(body).items.map((item) => item.guid['#text']);
      expect(guids(second.body)).toEqual(guids(first.body));
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/); // strong: no W/
      expect(second.headers.etag).toBe(etag);
      // Until 00:00 in Brasília (03:00 UTC), 90 minutes away.
      expect(first.headers['cache-control']).toBe('public, max-age=5400, stale-while-revalidate=600');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('goes out compressed to a reader that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/horoscopo/leao/feed.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers 404 in Portuguese to a sign that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/horoscopo/ofiuco/feed.xml' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/^Signo desconhecido/);
  });

  it('are announced in the heads of the horóscopo pages', async () => {
    const day = { title: 'Horóscopo do dia | Constelar', href: `${PUBLIC_URL}/horoscopo/feed.xml` };
    const index = await t.app.inject({ method: 'GET', url: '/horoscopo' });
    expect(alternates(index.body)).toEqual([day]);
    const sign = await t.app.inject({ method: 'GET', url: '/horoscopo/leao?data=2024-04-08' });
    expect(alternates(sign.body)).toEqual([
      { title: 'Horóscopo do dia de Leão | Constelar', href: `${PUBLIC_URL}/horoscopo/leao/feed.xml` },
      day,
    ]);
    expect(alternates((await t.app.inject({ method: 'GET', url: '/ceu' })).body)).toEqual([]);
  });
});
