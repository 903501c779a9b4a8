import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from './test/postgres';
import { buildTestApp, type TestApp } from './test/test-app';

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'constelar-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // What the web build's precompress step writes beside a larger asset.
  const big = Buffer.from(`export const texto = ${JSON.stringify('Constelar '.repeat(800))};`);
  writeFileSync(join(root, 'assets', 'big-def456.js'), big);
  writeFileSync(join(root, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
  writeFileSync(join(root, 'assets', 'big-def456.js.gz'), gzipSync(big, { level: 9 }));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

const hasPostgres = await postgresAvailable();

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('the app on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, webRoot: makeWebRoot() });
  });
  afterAll(async () => t?.close());

  it.runIf(run)('answers health with the driver in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: driver,
      rateLimitStore: 'memory',
    });
  });

  it.runIf(run)('answers unknown /api routes with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/reports/x/y'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error).toMatch(/não encontrada/);
    }
  });

  it.runIf(run)('rejects bodies over 64 KiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/grande demais/);
  });

  it.runIf(run)('answers malformed JSON with 400 and a Portuguese error, never a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'JSON inválido no corpo da requisição.' });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it.runIf(run)('validates bodies with field-named Portuguese errors', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /Informe um e-mail/],
      [{ email: 'nao-e-email' }, /e-mail válido/],
      [{ email: 42 }, /e-mail/],
      [[1, 2], /objeto JSON/],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });

  it.runIf(run)('serves the SPA: files, immutable hashed assets, and index.html for deep links', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');

    for (const url of ['/', '/sinastria/resultado', '/dashboard?tab=reports', '/report/123']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    // A precompressed sibling is sent as it is, brotli first; clients that accept neither get the file.
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Constelar Constelar');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(brotliDecompressSync(br.rawPayload))).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const texto');

    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBeTruthy();
  });

  it.runIf(run)('sends security headers, the same on pages, the API and errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/api/health', '/api/nothing-here']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
      expect(other.headers['x-content-type-options']).toBe('nosniff');
      expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
