import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin } from '../test/api-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { routeSuite } from '../test/drivers';

const PUBLIC_URL = 'https://constelar.example';

/** A web build as vite writes it: a head with a title and a description, and a source map beside the JS. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'constelar-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    [
      '<!doctype html><html lang="pt-BR"><head>',
      '<meta charset="UTF-8" />',
      '<meta name="description" content="Descrição do build." />',
      '<title>Título do build</title>',
      `<style>${'.estrela{color:gold}'.repeat(80)}</style>`,
      '<script type="module" src="/assets/index-abc.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(
    join(root, 'assets', 'index-abc.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
  );
  writeFileSync(join(root, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["segredo.ts"]}');
  writeFileSync(join(root, 'assets', 'index-abc.js.map.gz'), 'gz');
  mkdirSync(join(root, 'images', 'arcana'), { recursive: true });
  writeFileSync(join(root, 'images', 'arcana', 'o-louco.webp'), 'RIFF');
  return root;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(await routeSuite())('pages on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, webRoot: makeWebRoot(), env: { PUBLIC_URL } });
  });
  afterAll(async () => t?.close());

  it.runIf(run)('gives each page its own title and description, once', async () => {
    const seen = new Set<string>();
    for (const [url, title] of [
      ['/', 'Constelar — Seu guia para as estrelas e os arquétipos'],
      ['/changelog', 'Changelog · Constelar'],
      ['/sinastria', 'Sinastria · Constelar'],
      ['/politica-de-privacidade', 'O Pacto de Confiança · Constelar'],
      ['/dashboard?tab=reports', 'Seu Santuário Pessoal · Constelar'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(title);
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
      expect(res.body.match(/name="description"/g), url).toHaveLength(1);
      seen.add(meta(res.body, 'description')!);
    }
    expect(seen.size).toBe(5);
  });

  it.runIf(run)('answers unknown paths with 404, the app shell and a not-found title', async () => {
    for (const url of ['/nada-aqui', '/resultado/1/2', '/admin/x', '/changelog/', '/changelog/v1']) {
      const res = await t.app.inject({ method: 'GET', url });
      if (url === '/changelog/') {
        expect(res.statusCode, url).toBe(200);
        continue;
      }
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(titleOf(res.body)).toBe('Página não encontrada · Constelar');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(meta(res.body, 'og:title')).toBeUndefined();
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nada-aqui' });
    expect(head.statusCode).toBe(404);
  });

  it.runIf(run)('never serves source maps, compressed or not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js.map', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('segredo');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js.map.gz' })).statusCode).toBe(404);
  });

  it.runIf(run)('sends pages compressed, with an ETag that answers 304 when nothing changed', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/ceu', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(titleOf(brotliDecompressSync(br.rawPayload).toString())).toBe('O Céu · Constelar');
    const gz = await t.app.inject({ method: 'GET', url: '/ceu', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(titleOf(gunzipSync(gz.rawPayload).toString())).toBe('O Céu · Constelar');
    const plain = await t.app.inject({ method: 'GET', url: '/ceu' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag);
    const again = await t.app.inject({ method: 'GET', url: '/ceu', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page is another document.
    const other = await t.app.inject({
      method: 'GET',
      url: '/changelog',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it.runIf(run)('serves robots.txt and a sitemap of the public pages at the public origin', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.headers.etag).toBeDefined();
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/ceu', '/changelog', '/sinastria', '/politica-de-privacidade']) {
      expect(locs).toContain(PUBLIC_URL + path);
    }
    for (const path of ['/dashboard', '/resultado', '/meu-mapa', '/admin']) {
      expect(locs.some((loc) => loc?.startsWith(PUBLIC_URL + path))).toBe(false);
    }
  });

  it.runIf(run)('lets browsers keep the art for a week', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/arcana/o-louco.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=604800/);
    expect(res.headers.etag).toBeDefined();
  });

  it.runIf(run)('writes link-preview tags on every public page and the ones people share', async () => {
    for (const path of [
      '/',
      '/ceu',
      '/changelog',
      '/sinastria',
      '/login',
      '/politica-de-privacidade',
      '/resultado/abc',
      '/sinastria/report/abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(meta(res.body, 'og:title'), path).toBe(titleOf(res.body));
      expect(meta(res.body, 'og:description'), path).toBe(meta(res.body, 'description'));
      expect(meta(res.body, 'og:url'), path).toBe(PUBLIC_URL + path);
      expect(meta(res.body, 'og:type'), path).toBe('website');
      expect(meta(res.body, 'og:image'), path).toBe(`${PUBLIC_URL}/api/share/site.png`);
      expect(meta(res.body, 'twitter:card'), path).toBe('summary_large_image');
    }
    // Pages nobody shares as a preview (private or one-off) keep to the title and description.
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(meta(dashboard.body, 'og:image')).toBeUndefined();
    expect(meta(dashboard.body, 'robots')).toBe('noindex');
  });

  it.runIf(run)('shows nothing of a saved report in its page head, to anyone', async () => {
    const owner = await registerAndLogin(t.app, { name: 'Genoveva Prado' });
    const created = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: owner.token,
      payload: {
        name: 'Genoveva Prado',
        birthDate: '1990-07-15',
        birthTime: '14:30',
        birthPlace: 'Campinas, SP',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, content } = created.json();
    for (const headers of [{}, { authorization: `Bearer ${owner.token}` }]) {
      const res = await t.app.inject({ method: 'GET', url: `/resultado/${id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe('Seu relatório pessoal · Constelar');
      for (const secret of ['Genoveva', content.astrology.sun.sign, content.arcana.personalArcana.name]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it.runIf(run)('escapes whatever the path carries', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/resultado/"'><b>oi<b>` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<b>oi');
    // The client encodes what a URL may not hold; the apostrophe it leaves is escaped here.
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/resultado/%22&#39;%3E%3Cb%3Eoi%3Cb%3E`);
  });
});
