import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createReportPool } from './report-pool';

const BIRTH = {
  name: 'Maria da Conceição Souza',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP',
};

const decoded = (reply: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = reply.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? brotliDecompressSync(reply.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(reply.rawPayload)
        : reply.rawPayload;
  return raw.toString('utf8');
};

// Real worker threads, loading the sources through tsx as `npm run dev` does; the browser tests cover
// the built bundle (dist/report-worker.js).
describe('personal reports on worker threads', () => {
  let pooled: TestApp;
  let inline: TestApp;
  beforeAll(async () => {
    [pooled, inline] = await Promise.all([
      buildTestApp({ env: { REPORT_THREADS: '2' } }),
      buildTestApp({ env: { REPORT_THREADS: '0' } }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await pooled?.close();
    await inline?.close();
  });

  const post = (t: TestApp, payload: unknown, acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/calculate/personal',
      payload: payload as object,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('gives the same report, byte for byte, as the event loop’s own thread, in every encoding', async () => {
    expect(pooled.config.reportThreads).toBe(2);
    for (const encoding of [undefined, 'gzip, deflate, br, zstd', 'gzip']) {
      const [fromPool, fromLoop] = await Promise.all([
        post(pooled, BIRTH, encoding),
        post(inline, BIRTH, encoding),
      ]);
      expect(fromPool.statusCode).toBe(200);
      expect(fromPool.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(fromPool.headers['content-encoding']).toBe(fromLoop.headers['content-encoding']);
      expect(fromPool.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(fromPool)).toBe(decoded(fromLoop));
    }
    const content = JSON.parse(decoded(await post(pooled, BIRTH, 'br'))).content;
    expect(content.name).toBe(BIRTH.name);
    expect(content.astrology.sun.signCode).toBe('cancer');
  });

  it('answers the engine’s refusals as the same Portuguese 422s', async () => {
    const future = await post(pooled, { ...BIRTH, birthDate: '2099-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({
      error: 'A data de nascimento não pode estar no futuro.',
      field: 'birthDate',
    });

    const unknown = await post(pooled, { ...BIRTH, birthPlace: 'Cidade Que Não Existe, ZZ' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().field).toBe('birthPlace');
    expect(unknown.json().error).toMatch(/^Não encontramos "Cidade Que Não Existe, ZZ"/);

    const nameless = await post(pooled, { ...BIRTH, name: '123' });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().field).toBe('name');

    // Checked on the event loop's thread, before any worker sees it.
    const bad = await post(pooled, { ...BIRTH, birthDate: '15/07/1990' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Data de nascimento inválida: use o formato AAAA-MM-DD.');
  });

  it('keeps concurrent reports apart', async () => {
    const names = Array.from({ length: 16 }, (_, i) => `Pessoa Número ${'abcdefghijklmnop'[i]} Lima`);
    const replies = await Promise.all(names.map((name) => post(pooled, { ...BIRTH, name }, 'br')));
    replies.forEach((reply, i) => {
      expect(reply.statusCode).toBe(200);
      expect(JSON.parse(decoded(reply)).content.name).toBe(names[i]);
    });
  });

  it('lets a report under way finish when the pool closes', async () => {
    const pool = createReportPool(1);
    const job = pool.personal({ input: { ...BIRTH }, today: '2026-11-26', encoding: 'identity' });
    expect(pool.threads()).toBe(1);
    const closing = pool.close();
    const reply = await job;
    await closing;
    expect(reply.ok).toBe(true);
    if (reply.ok) expect(JSON.parse(Buffer.from(reply.body).toString()).content.name).toBe(BIRTH.name);
  }, 60_000);
});
