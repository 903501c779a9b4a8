import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, type Session } from '../../test/api-helpers';
import { postgresAvailable } from '../../test/postgres';
import { buildTestApp, type TestApp } from '../../test/test-app';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const hasPostgres = await postgresAvailable();

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('share images on $driver', ({ driver, run }) => {
  let t: TestApp;
  let owner: Session;
  let reportId: string;
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ driver });
    owner = await registerAndLogin(t.app, { name: 'Iracema Lopes' });
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: owner.token,
      payload: { name: 'Iracema Lopes', ...BIRTH },
    });
    reportId = res.json().id;
  });
  afterAll(async () => t?.close());

  it.runIf(run)('renders the site card for link previews, public and cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/share/site.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it.runIf(run)('renders a report in both formats for its owner, the second time from memory', async () => {
    for (const [format, size] of [
      ['link', { width: 1200, height: 630 }],
      ['stories', { width: 1080, height: 1920 }],
    ] as const) {
      const url = `/api/reports/${reportId}/share.png?format=${format}`;
      const started = performance.now();
      const first = await api(t.app, { method: 'GET', url, token: owner.token });
      const firstMs = performance.now() - started;
      expect(first.statusCode, format).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['cache-control']).toBe('private, max-age=86400');
      expect(pngSize(first.rawPayload)).toEqual(size);
      // A real picture, not an empty canvas: glyphs, art and text make it heavy.
      expect(first.rawPayload.length).toBeGreaterThan(50_000);
      const again = performance.now();
      const second = await api(t.app, { method: 'GET', url, token: owner.token });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(performance.now() - again).toBeLessThan(firstMs / 4);
    }
  });

  it.runIf(run)('defaults to the link format and refuses unknown ones', async () => {
    const url = `/api/reports/${reportId}/share.png`;
    const res = await api(t.app, { method: 'GET', url, token: owner.token });
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const bad = await api(t.app, { method: 'GET', url: `${url}?format=quadrado`, token: owner.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Formato inválido/);
  });

  it.runIf(run)('shows a report to its owner only, and never a synastry', async () => {
    const url = `/api/reports/${reportId}/share.png`;
    expect((await api(t.app, { method: 'GET', url })).statusCode).toBe(401);
    const stranger = await registerAndLogin(t.app);
    const foreign = await api(t.app, { method: 'GET', url, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Relatório não encontrado.');
    const missing = await api(t.app, {
      method: 'GET',
      url: '/api/reports/00000000-0000-4000-8000-000000000000/share.png',
      token: owner.token,
    });
    expect(missing.statusCode).toBe(404);
    const synastry = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: owner.token,
      payload: { person1: { name: 'Ana', ...BIRTH }, person2: { name: 'Bia', ...BIRTH } },
    });
    expect(synastry.statusCode).toBe(201);
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/reports/${synastry.json().id}/share.png`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(404);
  });
});
