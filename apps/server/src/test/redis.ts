import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers. Where none does, callers' Redis suites are skipped loudly; CI always has one. */
export async function redisAvailable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`Redis is required in CI but did not answer at ${REDIS_URL}`);
    console.warn(`\n!!! Redis não respondeu em ${REDIS_URL}: os testes com Redis foram PULADOS.\n`);
    return false;
  } finally {
    client.disconnect();
  }
}
