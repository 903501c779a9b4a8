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
])('rate limits with the $store store', ({ run, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ env });
  });
  afterAll(async () => t?.close());
  // A fresh address per run, so counters left in Redis by another run never interfere.
  const ip = () =>
    `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

  it.runIf(run)('allows 10 logins per minute per IP and e-mail, then answers 429 in Portuguese', async () => {
    const address = ip();
    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-for': address },
        payload: { email, password: 'x' },
      });
    for (let i = 0; i < 10; i++) expect((await login('alvo@exemplo.com')).statusCode).toBe(401);
    const limited = await login('alvo@exemplo.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Muitas tentativas/);
    // Another e-mail from the same address has its own budget.
    expect((await login('outra@exemplo.com')).statusCode).toBe(401);
  });

  it.runIf(run)('allows 5 registrations per minute per IP', async () => {
    const address = ip();
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'x-forwarded-for': address },
        payload: { name: 'R', email: `rl.${Date.now()}.${i}@exemplo.com`, password: 'abcdef' },
      });
    for (let i = 0; i < 5; i++) expect((await register(i)).statusCode).toBe(201);
    const limited = await register(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Muitas tentativas/);
  });
});
