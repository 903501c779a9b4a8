import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createWorkPool } from '../../work/work-pool';

// reach.md §3: the horóscopo's story image, 1080×1920, beside the 1200×630 card it keeps as default.

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the horóscopo story image', () => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  beforeAll(async () => {
    t = await buildTestApp({
      work,
      // 01:30 UTC on the 28th is still the 27th in Brasília, 90 minutes before its midnight.
      now: () => new Date('2026-11-28T01:30:00Z'),
      env: { PUBLIC_URL: 'https://constelar.test' },
    });
  });
  afterAll(async () => t?.close());

  it('draws the day at 1080×1920, once per sign and date, kept a day', async () => {
    const url = '/api/share/horoscope/leo.png?date=2024-04-08&format=story';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['content-disposition']).toBe('inline; filename="horoscopo-leao-2024-04-08.png"');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1080, height: 1920 });
    // Glyph, gradient and text drawn: not an empty canvas.
    expect(first.rawPayload.length).toBeGreaterThan(50_000);

    const before = work.started();
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(work.started()).toBe(before);

    // Another day is another image.
    const next = await t.app.inject({ method: 'GET', url: url.replace('04-08', '04-09') });
    expect(pngSize(next.rawPayload)).toEqual({ width: 1080, height: 1920 });
    expect(next.rawPayload.equals(first.rawPayload)).toBe(false);
    // Two full 1080×1920 renders on the test's own thread, the first loading the fonts: seconds each on a
    // busy 2-core machine, so more than the default 30 s.
  }, 120_000);

  it("draws today in Brasília without a date, kept until Brasília's midnight", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/share/horoscope/pisces.png?format=story' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5400');
    expect(res.headers['content-disposition']).toContain('horoscopo-peixes-2026-11-27.png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1080, height: 1920 });
  });

  it('keeps 1200×630 as the default', async () => {
    for (const url of ['/api/share/horoscope/leo.png', '/api/share/horoscope/leo.png?format=link']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('refuses a bad format, a bad date and an unknown sign in Portuguese', async () => {
    const format = await t.app.inject({ method: 'GET', url: '/api/share/horoscope/leo.png?format=quadrado' });
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toMatch(/^Formato inválido/);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/leo.png?format=story&date=ontem',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/[A-Za-zç]/);
    const far = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/leo.png?format=story&date=2200-01-01',
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().error).toMatch(/2100/);
    const sign = await t.app.inject({ method: 'GET', url: '/api/share/horoscope/ofiuco.png?format=story' });
    expect(sign.statusCode).toBe(404);
    expect(sign.json().error).toBe('Signo desconhecido.');
  });
});
