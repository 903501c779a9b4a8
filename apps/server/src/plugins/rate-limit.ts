import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error';

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.';

/** One budget: at most `max` attempts per `windowMs` for this key (an address, an account, an e-mail). */
export interface RateRule {
  name: string;
  key: string;
  max: number;
  windowMs: number;
}

export type RateLimitStore = 'redis' | 'memory';

export interface RateLimiter {
  /** Counts one attempt against every rule; answers with the longest wait left, or 0 when all allow it. */
  hit(rules: RateRule[], now: number): Promise<number>;
  /** Where counters live right now: Redis while it answers, else this process's memory. */
  store(): RateLimitStore;
  /** Resolves once Redis is connected, or has failed to connect in time: boot waits for this, not longer. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

// INCR and set the window's expiry on the first hit, atomically, so a crash never leaves a key forever.
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;
const SWEEP_EVERY_MS = 60_000;
/** How long boot waits for Redis before serving with memory counters (and a warning). */
const REDIS_BOOT_WAIT_MS = 2000;

/** Fixed windows: a key per rule, subject and window, so counters expire on their own. */
const windowKey = (rule: RateRule, now: number) =>
  `${rule.name}:${rule.key}:${Math.floor(now / rule.windowMs)}`;
const retryAfterMs = (rule: RateRule, now: number) => rule.windowMs - (now % rule.windowMs);

function memoryCounters() {
  const counts = new Map<string, { n: number; expiresAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of counts) if (entry.expiresAt <= now) counts.delete(key);
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    increment(key: string, windowMs: number, now: number): number {
      const entry = counts.get(key);
      if (entry && entry.expiresAt > now) return ++entry.n;
      counts.set(key, { n: 1, expiresAt: now + windowMs });
      return 1;
    },
    close: () => clearInterval(sweep),
  };
}

/**
 * With REDIS_URL the counters live in Redis, shared by every instance behind a balancer. When Redis is
 * down the limits keep holding, per process, instead of letting every attempt through (accounts.md §4).
 */
export function createRateLimiter(redisUrl: string | undefined, log: FastifyBaseLogger): RateLimiter {
  const memory = memoryCounters();
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: 2000,
        commandTimeout: 500,
        maxRetriesPerRequest: 0,
        // Fail at once while disconnected, rather than queueing a login behind a reconnect.
        enableOfflineQueue: false,
        retryStrategy: (times) => Math.min(times * 500, 5000),
      })
    : undefined;
  let warned = false;
  if (redis) {
    redis.on('error', () => undefined);
    redis.on('ready', () => {
      if (warned) log.warn('rate limit: Redis voltou; os limites usam o Redis de novo');
      warned = false;
    });
  }
  const fallBack = (reason: string) => {
    if (warned) return;
    warned = true;
    log.warn({ reason }, 'rate limit: Redis indisponível; os limites usam a memória deste processo');
  };

  async function count(rule: RateRule, now: number): Promise<number> {
    const key = windowKey(rule, now);
    if (redis && redis.status === 'ready') {
      try {
        return Number(await redis.eval(INCREMENT, 1, `constelar-rl:${key}`, String(rule.windowMs)));
      } catch (error) {
        fallBack(error instanceof Error ? error.message : String(error));
      }
    } else if (redis) {
      fallBack(`status ${redis.status}`);
    }
    return memory.increment(key, rule.windowMs, now);
  }

  return {
    async hit(rules, now) {
      let wait = 0;
      // Every rule counts the attempt, even when an earlier one already refuses it.
      const counts = await Promise.all(rules.map((rule) => count(rule, now)));
      rules.forEach((rule, i) => {
        if ((counts[i] ?? 0) > rule.max) wait = Math.max(wait, retryAfterMs(rule, now));
      });
      return wait;
    },
    store: () => (redis && redis.status === 'ready' ? 'redis' : 'memory'),
    ready: () =>
      new Promise<void>((resolve) => {
        if (!redis || redis.status === 'ready') return resolve();
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_BOOT_WAIT_MS);
        redis.once('ready', done);
        redis.once('error', done);
      }),
    async close() {
      memory.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Counts the attempt and answers 429, with Retry-After, when any budget is spent. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  reply: FastifyReply,
  rules: RateRule[],
  message = RATE_LIMIT_MESSAGE,
): Promise<void> {
  const wait = await limiter.hit(rules, Date.now());
  if (wait > 0) {
    reply.header('retry-after', String(Math.ceil(wait / 1000)));
    throw new HttpError(429, message);
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
