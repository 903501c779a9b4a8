import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`Redis is required in CI but did not answer at ${REDIS_URL}`);
    console.warn(`\n!!! Redis não respondeu em ${REDIS_URL}: o teste do limite com Redis foi PULADO.\n`);
    return false;
  } finally {
    client.disconnect();
  }
}

const hasRedis = await redisAvailable();

describe.each([
  { store: 'memory', run: true, env: {} as Record<string, string> },
  { store: 'redis', run: hasRedis, env: { REDIS_URL } },
])('rate limits with the $store store', ({ store, run, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ env });
  });
  afterAll(async () => t?.close());
  // A fresh address per run, so counters left in Redis by another run never interfere.
  const ip = () =>
    `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
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
        payload: { name: 'R', email: `rl.${Date.now()}.${i}@exemplo.com`, password: 'abcdef' },
      });
    for (let i = 0; i < 5; i++) expect((await register(i)).statusCode).toBe(201);
    const limited = await register(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Muitas tentativas/);
  });

  it.runIf(run && store === 'redis')('shares the budget between two instances', async () => {
    const other = await buildTestApp({ env });
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
