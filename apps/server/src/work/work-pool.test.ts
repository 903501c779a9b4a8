import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BUILT_WORKER } from '../test/child-server';
import { buildTestApp, type TestApp } from '../test/test-app';
import { BUSY_MESSAGE, BusyError, createWorkPool } from './work-pool';

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

// Real worker threads. They load the built bundle (dist/work-worker.js) when `npm test` has built it, as
// the child-server tests run the built server, so the bundle's replies are compared with the sources'
// byte for byte, and fewer threads compile the sources through tsx. One pool below still loads the
// sources, as `npm run dev` does.
const threads = (n: number, maxQueue: number) =>
  createWorkPool({ threads: n, maxQueue, worker: BUILT_WORKER });

describe('heavy work on worker threads', () => {
  let pooled: TestApp;
  let inline: TestApp;
  beforeAll(async () => {
    [pooled, inline] = await Promise.all([
      buildTestApp({ env: { WORK_THREADS: '2' }, work: threads(2, 64) }),
      buildTestApp({ env: { WORK_THREADS: '0' } }),
    ]);
  }, 120_000);
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
    expect(pooled.config.workThreads).toBe(2);
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
      errors: [{ field: 'birthDate', error: 'A data de nascimento não pode estar no futuro.' }],
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

  it('builds the sky calendar, in both formats, as the event loop’s own thread does', async () => {
    for (const url of [
      '/api/sky/calendar?from=2031-01-01&to=2031-12-31',
      '/api/sky/calendar.ics?from=2031-01-01&to=2031-03-31&types=eclipse,phase',
    ]) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        const [fromPool, fromLoop] = await Promise.all([
          pooled.app.inject({ url, headers }),
          inline.app.inject({ url, headers }),
        ]);
        expect(fromPool.statusCode).toBe(200);
        expect(fromPool.headers.etag).toBe(fromLoop.headers.etag);
        expect(decoded(fromPool)).toBe(decoded(fromLoop));
      }
    }
    const bad = await pooled.app.inject({ url: '/api/sky/calendar?from=2031-02-30&to=2031-03-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: 'Data inválida: 2031-02-30 não existe.',
      field: 'from',
      errors: [{ field: 'from', error: 'Data inválida: 2031-02-30 não existe.' }],
    });
  });

  it('draws share images on a thread: bytes come back as the same PNG', async () => {
    const [fromPool, fromLoop] = await Promise.all([
      pooled.app.inject({ url: '/api/share/site.png' }),
      inline.app.inject({ url: '/api/share/site.png' }),
    ]);
    expect(fromPool.statusCode).toBe(200);
    expect(fromPool.headers['content-type']).toBe('image/png');
    expect(fromPool.rawPayload.equals(fromLoop.rawPayload)).toBe(true);
  });

  it('lets a report under way finish when the pool closes (its thread loading the sources, as in dev)', async () => {
    const pool = createWorkPool({ threads: 1, maxQueue: 4 });
    const job = pool.run('personalReply', { input: { ...BIRTH }, today: '2026-11-26', encoding: 'identity' });
    expect(pool.threads()).toBe(1);
    const closing = pool.close();
    const reply = await job;
    await closing;
    expect(JSON.parse(Buffer.from(reply.body).toString()).content.name).toBe(BIRTH.name);
  }, 120_000);

  it('refuses work past its queue at once, with BusyError, and runs what it took', async () => {
    const pool = threads(1, 2);
    try {
      const jobs = Array.from({ length: 8 }, (_, i) =>
        pool.run('calendar', {
          format: 'ics',
          from: `${2040 + i}-01-01`,
          to: `${2041 + i}-01-31`,
          pageUrl: 'http://localhost/ceu',
        }),
      );
      const settled = await Promise.allSettled(jobs);
      const refused = settled.filter((s) => s.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BusyError);
      expect(settled.filter((s) => s.status === 'fulfilled').length).toBeGreaterThanOrEqual(2);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('a full work queue, over HTTP', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await buildTestApp({ env: { WORK_THREADS: '1', WORK_QUEUE: '1' }, work: threads(1, 1) });
  }, 120_000);
  afterAll(async () => busy?.close());

  it('answers 503 with Retry-After and a Portuguese error, never a hang or a 500', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        busy.app.inject({ url: `/api/sky/calendar.ics?from=${2050 + i}-01-01&to=${2051 + i}-01-31` }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const refused = replies.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.json()).toEqual({ error: BUSY_MESSAGE });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Once the queue drains, the same request is served.
    const again = await busy.app.inject({ url: '/api/sky/calendar.ics?from=2059-01-01&to=2060-01-31' });
    expect(again.statusCode).toBe(200);
  }, 120_000);
});
