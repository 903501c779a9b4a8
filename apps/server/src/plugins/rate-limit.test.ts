import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, MINUTE_MS, slide, type RateLimiter, type RateRule } from './rate-limit';
import { REDIS_URL, redisAvailable } from '../test/redis';

const hasRedis = await redisAvailable();
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
/** A rule no other run shares, so logs left in Redis never interfere. */
const rule = (max: number, windowMs = MINUTE_MS): RateRule => ({
  name: `test-${randomUUID()}`,
  key: 'sujeito',
  max,
  windowMs,
});
/** Half a second before a minute boundary in the near future: where fixed windows let a double burst by. */
const justBeforeBoundary = () => Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 500;

describe('slide', () => {
  it('keeps only the newest max attempts, refused ones included', () => {
    const r = rule(3);
    let times: number[] = [];
    for (const now of [0, 1, 2, 3, 4]) times = slide(times, r, now).times;
    expect(times).toEqual([2, 3, 4]);
  });

  it('forgets attempts a whole window old', () => {
    const r = rule(2, 1000);
    expect(slide([0, 500], r, 1000)).toEqual({ times: [500, 1000], wait: 0 });
  });

  it('waits until only max - 1 attempts remain in the window, the refused one included', () => {
    const r = rule(2, 1000);
    // [500, 999] stay: one more passes once 500 is a whole window old.
    expect(slide([0, 500], r, 999)).toEqual({ times: [500, 999], wait: 501 });
  });
});

describe.each([
  { store: 'memory', run: true, url: undefined },
  { store: 'redis', run: hasRedis, url: REDIS_URL },
])('the sliding limiter in $store', ({ store, run, url }) => {
  let limiter: RateLimiter;
  beforeAll(async () => {
    if (!run) return;
    limiter = createRateLimiter(url, log);
    await limiter.ready();
  });
  afterAll(async () => limiter?.close());

  it.runIf(run)('counts where it says', () => {
    expect(limiter.store()).toBe(store);
  });

  it.runIf(run)('refuses a burst across a window boundary, and says exactly how long to wait', async () => {
    const r = rule(10);
    const start = justBeforeBoundary();
    for (let i = 0; i < 10; i++) expect(await limiter.hit([r], start)).toBe(0);
    // One second later, in the next fixed window: still 10 in the last minute.
    expect(await limiter.hit([r], start + 1000)).toBe(MINUTE_MS - 1000);
    expect(await limiter.hit([r], start + MINUTE_MS - 1)).toBe(1);
    // The wait given is the real one: at that instant the burst has left the window.
    expect(await limiter.hit([r], start + MINUTE_MS)).toBe(0);
  });

  it.runIf(run)('allows a steady pace of max per window', async () => {
    const r = rule(5, 10_000);
    const start = justBeforeBoundary();
    for (let i = 0; i < 20; i++) expect(await limiter.hit([r], start + i * 2000)).toBe(0);
  });

  it.runIf(run)('counts every rule, and answers with the longest wait', async () => {
    const short = rule(1, 1000);
    const long = rule(2, MINUTE_MS);
    const start = justBeforeBoundary();
    expect(await limiter.hit([short, long], start)).toBe(0);
    expect(await limiter.hit([short, long], start + 100)).toBe(1000);
    expect(await limiter.hit([short, long], start + 200)).toBe(MINUTE_MS - 100);
    // The attempt refused at +200 counted: still in the window at +1100, so this one is refused too.
    expect(await limiter.hit([short], start + 1100)).toBe(1000);
  });

  it.runIf(run)('lets exactly max of many concurrent attempts through', async () => {
    const r = rule(10);
    const now = Date.now();
    const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.hit([r], now)));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
  });

  it.runIf(run && store === 'redis')(
    'keeps at most max entries per key in Redis, expiring a window after the last attempt',
    async () => {
      const r = rule(3, 5000);
      const now = Date.now();
      for (let i = 0; i < 50; i++) await limiter.hit([r], now + i);
      const client = new Redis(REDIS_URL);
      try {
        const key = `constelar-rls:${r.name}:${r.key}`;
        expect(await client.zcard(key)).toBe(3);
        const ttl = await client.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(5000);
      } finally {
        client.disconnect();
      }
    },
  );
});
