import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DRIVERS, type TestApp } from '../test/test-app';
import { createScratchDatabase, postgresAvailable } from '../test/postgres';
import { metricsPortOf } from './operations';

const TOKEN = 'token-das-metricas-0123456789';

interface Family {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; buckets?: Record<string, string> }[];
}
const families = (text: string) => parsePrometheusTextFormat(text) as Family[];
const family = (all: Family[], name: string) => all.find((f) => f.name === name);

describe.each(DRIVERS)('operations on %s', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    if (driver === 'postgres' && !(await postgresAvailable())) return;
    t = await buildTestApp({
      driver,
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0', LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('echoes a plain X-Request-Id, makes one otherwise, and every log line of the request carries it', async (c) => {
    if (!t) return c.skip();
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-42.a' } });
    expect(given.headers['x-request-id']).toBe('edge-42.a');
    const made = await t.app.inject({ url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A header that could forge a log line is replaced, not trusted.
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a"\n{"level":60' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ofGiven = lines
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string })
      .filter((l) => l.reqId === 'edge-42.a');
    expect(ofGiven.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('answers /api/ready 200 with every check passed', async (c) => {
    if (!t) return c.skip();
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, redis: null, stopping: false },
    });
  });

  it('serves metrics only with the token on the public port, and on METRICS_PORT; the text parses', async (c) => {
    if (!t) return c.skip();
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer errado' } })).statusCode,
    ).toBe(404);

    // Traffic for each series: a calendar range twice (miss, then hit), a 429, a report.
    const range = '/api/sky/calendar?from=2026-12-01&to=2026-12-07';
    await t.app.inject({ url: range });
    await t.app.inject({ url: range });
    for (let i = 0; i < 25; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'x@y.com', password: 'nada-disso' },
      });

    const scraped = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const all = families(scraped.body);
    expect(family(all, 'constelar_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's labelled series into one; the series themselves, line by line:
    const counts = scraped.body
      .split('\n')
      .filter((l) => l.startsWith('constelar_http_request_duration_seconds_count{'));
    expect(counts).toContainEqual(
      expect.stringMatching(/^\S+\{route="\/api\/sky\/calendar",method="GET",status="200"\} 2$/),
    );
    expect(counts).toContainEqual(
      expect.stringMatching(/route="\/api\/users\/login",method="POST",status="429"/),
    );
    // Templates, never raw URLs with their query strings.
    expect(counts.every((l) => !/route="[^"]*\?/.test(l))).toBe(true);

    const lookups = family(all, 'constelar_cache_lookups_total')!.metrics;
    const count = (result: string) =>
      Number(lookups.find((m) => m.labels?.cache === 'calendar' && m.labels.result === result)?.value ?? 0);
    expect(count('miss')).toBeGreaterThanOrEqual(1);
    expect(count('hit')).toBeGreaterThanOrEqual(1);
    const rejected = family(all, 'constelar_rate_limit_rejections_total')!.metrics;
    expect(rejected.reduce((n, m) => n + Number(m.value), 0)).toBeGreaterThanOrEqual(1);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'constelar_work_queue_depth',
      'constelar_work_utilization_ratio',
      'constelar_mail_queue_depth',
      'constelar_mail_queue_oldest_age_seconds',
    ])
      expect(family(all, name), name).toBeDefined();

    const port = metricsPortOf(t.app)!;
    const own = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(family(families(await own.text()), 'constelar_mail_queue_depth')).toBeDefined();
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });

  // Last in this block: the app stays stopping.
  it('once a stop begins, answers /api/ready 503 naming it, and closes each connection after its reply', async (c) => {
    if (!t) return c.skip();
    t.app.beginStop();
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      checks: { stopping: true },
      error: 'Indisponível: o servidor está encerrando.',
    });
    expect(ready.headers.connection).toBe('close');
    // Still answering: a request already on its way is served.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness follows its dependencies', () => {
  it('turns 503 within 2 s of PostgreSQL going away, names it, and 200 once it is back', async (c) => {
    if (!(await postgresAvailable())) return c.skip();
    // PostgreSQL behind a TCP relay the test can cut: to the app, that is the server stopping.
    const scratch = await createScratchDatabase();
    const target = new URL(scratch.url);
    const sockets = new Set<Socket>();
    let relay: Server | undefined;
    const open = (port = 0) =>
      new Promise<number>((resolve) => {
        relay = createServer((client) => {
          const upstream = new Socket();
          upstream.connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('error', () => s.destroy());
            s.on('close', () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
        relay.listen(port, '127.0.0.1', () => resolve((relay!.address() as { port: number }).port));
      });
    const cut = () =>
      new Promise<void>((resolve) => {
        relay!.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    const port = await open();
    const via = new URL(scratch.url);
    via.port = String(port);
    via.hostname = '127.0.0.1';
    const t = await buildTestApp({ env: { DATABASE_URL: via.toString() } });
    try {
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await cut();
      const started = Date.now();
      const down = await t.app.inject({ url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(down.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: false },
        error: 'Indisponível: o banco de dados não responde.',
      });
      // Liveness stays 200 and names what is down: a restart would not bring the database back (issue #44).
      const alive = await t.app.inject({ url: '/api/health' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toMatchObject({ status: 'degraded', degraded: ['database'] });
      await open(port);
      await expect
        .poll(async () => (await t.app.inject({ url: '/api/ready' })).statusCode, { timeout: 10_000 })
        .toBe(200);
    } finally {
      await t.close().catch(() => undefined);
      await cut().catch(() => undefined);
      await scratch.drop();
    }
  }, 120_000);

  it('answers 503 naming Redis when the configured Redis does not answer', async () => {
    const t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const reply = await t.app.inject({ url: '/api/ready' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({
        checks: { database: true, migrations: true, redis: false },
        error: 'Indisponível: o Redis não responde.',
      });
    } finally {
      await t.close();
    }
  }, 120_000);
});
