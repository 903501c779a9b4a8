import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../test/test-app';

const BIRTH = {
  name: 'Maria da Conceição Souza',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP',
};

describe('API reply compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const report = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/calculate/personal',
      payload: BIRTH,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a report as brotli to browsers, as gzip to gzip-only clients, and the same JSON either way', async () => {
    const plain = await report();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const json = plain.json();
    expect(json.content.name).toBe(BIRTH.name);

    const br = await report('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gzip = await report('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);
  });

  it('honours q-values and refusals', async () => {
    expect((await report('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await report('gzip;q=0.5, br;q=0.9')).headers['content-encoding']).toBe('br');
    expect((await report('identity')).headers['content-encoding']).toBeUndefined();
    expect((await report('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small replies alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });

  it('compresses error replies only when they are large, and keeps them JSON', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...BIRTH, birthDate: '1990-02-31' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect(bad.json().error).toMatch(/31\/02\/1990/);
  });
});
