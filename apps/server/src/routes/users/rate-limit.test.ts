import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { routeDriver } from '../../test/drivers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { REDIS_URL, redisAvailable } from '../../test/redis';

const hasRedis = await redisAvailable();
// The limiter's stores do not touch the database: one driver, the routes' (issue #36).
const driver = await routeDriver();
const MINUTE_MS = 60_000;

/** The wait a 429's text promises, in seconds, and the unit it was told in. */
function promisedWait(message: string): { seconds: number; unit: number } {
  const [, n, word] = /Aguarde (\d+) (segundos?|minutos?|horas?) /.exec(message) ?? [];
  if (!n || !word) throw new Error(`no wait in "${message}"`);
  const unit = word.startsWith('segundo') ? 1 : word.startsWith('minuto') ? 60 : 3600;
  return { seconds: Number(n) * unit, unit };
}

/** The 429's text names the wait Retry-After gives, rounded up to the unit it is told in. */
function expectSameWait(
  res: { headers: Record<string, unknown>; json(): { error: string } },
  seconds: number,
) {
  expect(Number(res.headers['retry-after'])).toBe(seconds);
  const promised = promisedWait(res.json().error);
  expect(promised.seconds).toBe(Math.ceil(seconds / promised.unit) * promised.unit);
}

describe.each([
  { store: 'memory', run: true, env: {} as Record<string, string> },
  { store: 'redis', run: hasRedis, env: { REDIS_URL } },
])(`rate limits with the $store store on ${driver}`, ({ store, run, env }) => {
  let t: TestApp;
  /** Pinned by a test that needs exact instants; the real clock otherwise. */
  const clock: { ms?: number } = {};
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ driver, env, now: () => new Date(clock.ms ?? Date.now()) });
    // Boot waits 2 s for Redis, then counts in memory until it connects (plugins/rate-limit.ts): on a
    // loaded runner the connection came later, and a budget counted half in each store. These tests are
    // of the Redis store, so they start once the limiter uses it.
    if (store === 'redis') {
      await vi.waitFor(
        async () => {
          const health = await t.app.inject({ method: 'GET', url: '/api/health' });
          expect(health.json().rateLimitStore).toBe('redis');
        },
        { timeout: 20_000, interval: 100 },
      );
    }
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    clock.ms = undefined;
  });
  // A fresh address per call, never drawn twice: Redis is shared by every run on the machine (the other
  // store's suite runs beside this one), and a random IPv4 once met a live counter there. A random /64 of
  // the IPv6 documentation prefix per suite, then a counter.
  const prefix = `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;
  let calls = 0;
  const ip = () => `${prefix}::${(++calls).toString(16)}`;
  const login = (app: TestApp['app'], address: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: address,
      payload: { email, password: 'x' },
    });

  it.runIf(run)('reports where the counters live on /api/health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().rateLimitStore).toBe(store);
  });

  it.runIf(run)(
    'allows 10 logins a minute per address, whatever the e-mail, then 429 in Portuguese',
    async () => {
      const address = ip();
      for (let i = 0; i < 10; i++)
        expect((await login(t.app, address, `alvo${i}@exemplo.com`)).statusCode).toBe(401);
      const limited = await login(t.app, address, 'outra@exemplo.com');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/Muitas tentativas/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own budget.
      expect((await login(t.app, ip(), 'outra@exemplo.com')).statusCode).toBe(401);
    },
  );

  it.runIf(run)('allows 5 registrations per minute per address', async () => {
    const address = ip();
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        remoteAddress: address,
        payload: { name: 'Rita', email: `rl.${Date.now()}.${i}@exemplo.com`, password: 'abcdef' },
      });
    for (let i = 0; i < 5; i++) expect((await register(i)).statusCode).toBe(201);
    const limited = await register(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Muitas tentativas/);
  });

  it.runIf(run)('refuses a burst across a minute boundary, naming the wait Retry-After gives', async () => {
    const address = ip();
    // Half a second before a minute boundary, where fixed windows let 20 by in one second.
    const start = Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 500;
    clock.ms = start;
    for (let i = 0; i < 10; i++)
      expect((await login(t.app, address, `borda${i}@exemplo.com`)).statusCode).toBe(401);
    clock.ms = start + 1000;
    const limited = await login(t.app, address, 'borda@exemplo.com');
    expect(limited.statusCode).toBe(429);
    expectSameWait(limited, 59);
    expect(limited.json().error).toBe(
      'Muitas tentativas em pouco tempo. Aguarde 59 segundos e tente novamente.',
    );
    // Retry-After is the truth: once the burst is a minute old, the next attempt passes.
    clock.ms = start + MINUTE_MS;
    expect((await login(t.app, address, 'borda@exemplo.com')).statusCode).toBe(401);
  });

  it.runIf(run)("tells the account budget's wait in minutes, as Retry-After does", async () => {
    const email = `conta.${randomUUID()}@exemplo.com`;
    const start = Date.now();
    clock.ms = start;
    // From many addresses: the account's budget (20 an hour) is the one spent.
    for (let i = 0; i < 20; i++) expect((await login(t.app, ip(), email)).statusCode).toBe(401);
    clock.ms = start + 31 * MINUTE_MS;
    const limited = await login(t.app, ip(), email);
    expect(limited.statusCode).toBe(429);
    expectSameWait(limited, 29 * 60);
    expect(limited.json().error).toMatch(/Aguarde 29 minutos e tente novamente\.$/);
  });

  /** Bodies a login form never sends: each must still spend the address's budget. */
  const malformed: Array<Pick<InjectOptions, 'headers' | 'payload'>> = [
    { headers: { 'content-type': 'text/plain' }, payload: 'email=a@b.com&password=x' },
    { headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.com", "pass' },
    { headers: { 'content-type': 'application/json' }, payload: '' },
    { headers: { 'content-type': 'application/xml' }, payload: '<login/>' },
    { headers: { 'content-type': 'application/json' }, payload: '{"email": "não é e-mail"}' },
  ];
  const send = (url: string, address: string, body: (typeof malformed)[number]) =>
    t.app.inject({ method: 'POST', url, remoteAddress: address, ...body });

  it.runIf(run)('counts malformed logins: after 10 of them, a well-formed one gets 429', async () => {
    const address = ip();
    for (let i = 0; i < 10; i++) {
      const res = await send('/api/users/login', address, malformed[i % malformed.length]!);
      expect([400, 415]).toContain(res.statusCode);
    }
    const limited = await login(t.app, address, 'certo@exemplo.com');
    expect(limited.statusCode).toBe(429);
    expectSameWait(limited, Number(limited.headers['retry-after']));
  });

  it.runIf(run)('counts malformed registrations and forgot-password requests too', async () => {
    const address = ip();
    for (let i = 0; i < 5; i++)
      expect((await send('/api/users/register', address, malformed[i]!)).statusCode).not.toBe(429);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: address,
      payload: { name: 'Rita', email: `rl.${randomUUID()}@exemplo.com`, password: 'abcdef' },
    });
    expect(register.statusCode).toBe(429);

    const other = ip();
    for (let i = 0; i < 5; i++)
      expect((await send('/api/users/forgot-password', other, malformed[i]!)).statusCode).not.toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      remoteAddress: other,
      payload: { email: 'esqueci@exemplo.com' },
    });
    expect(forgot.statusCode).toBe(429);
    expect(forgot.json().error).toMatch(/^Você pediu muitos links em pouco tempo\. Aguarde \d+ minutos?/);
    expectSameWait(forgot, Number(forgot.headers['retry-after']));
  });

  it.runIf(run && store === 'redis')('shares the budget between two instances', async () => {
    const other = await buildTestApp({ driver, env });
    try {
      const address = ip();
      for (let i = 0; i < 5; i++)
        expect((await login(t.app, address, `a${i}@exemplo.com`)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++)
        expect((await login(other.app, address, `b${i}@exemplo.com`)).statusCode).toBe(401);
      expect((await login(other.app, address, 'c@exemplo.com')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
