import type { Metrics } from '../metrics/metrics';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { HttpError } from '../lib/http-error';
import { retryAfterSeconds, waitText } from '../lib/wait-text';

/** The 429's text, given the wait in words ("29 minutos"): the same wait Retry-After gives. */
export type RateLimitMessage = (wait: string) => string;

export const rateLimitMessage: RateLimitMessage = (wait) =>
  `Muitas tentativas em pouco tempo. Aguarde ${wait} e tente novamente.`;

/** One budget: at most `max` attempts per `windowMs` for this key (an address, an account, an e-mail). */
export interface RateRule {
  name: string;
  key: string;
  max: number;
  windowMs: number;
}

export type RateLimitStore = 'redis' | 'memory';

export interface RateLimiter {
  /**
   * Counts one attempt at `now` (ms) against every rule; answers with the longest wait until one more
   * attempt would be allowed, or 0 when all allow this one.
   */
  hit(rules: RateRule[], now: number): Promise<number>;
  /** Where counters live right now: Redis while it answers, else this process's memory. */
  store(): RateLimitStore;
  /** Resolves once Redis is connected, or has failed to connect in time: boot waits for this, not longer. */
  ready(): Promise<void>;
  /** Readiness: true without Redis configured; with it, whether Redis answers PING within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Sliding log, in Redis: a sorted set of the newest `max` attempt times per rule and subject, so a burst
 * cannot pass across a window boundary. One script, so concurrent attempts never both see room; the key
 * expires a window after the last attempt. Mirrors `slide` below.
 */
const SLIDE = `
local key, now, window, max = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
redis.call('ZADD', key, ARGV[1], ARGV[4])
local n = redis.call('ZCARD', key)
if n > max then redis.call('ZREMRANGEBYRANK', key, 0, n - max - 1) end
redis.call('PEXPIRE', key, window)
if n <= max then return 0 end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return tonumber(oldest[2]) + window - now`;
/** Not the fixed windows' `constelar-rl:` strings, so no leftover key can be read as a log. */
const REDIS_PREFIX = 'constelar-rls:';
const SWEEP_EVERY_MS = 60_000;
/** How long boot waits for Redis before serving with memory counters (and a warning). */
const REDIS_BOOT_WAIT_MS = 2000;

const logKey = (rule: RateRule) => `${rule.name}:${rule.key}`;

/**
 * One attempt at `now` against the times of earlier ones. Every attempt is logged, refused ones too
 * (accounts.md §4), but only the newest `max` are kept: older ones can no longer change an answer. The
 * wait is until the oldest kept leaves the window, when exactly `max - 1` remain in it.
 */
export function slide(times: readonly number[], rule: RateRule, now: number) {
  const inWindow = times.filter((t) => t > now - rule.windowMs);
  inWindow.push(now);
  inWindow.sort((a, b) => a - b);
  const kept = inWindow.slice(-rule.max);
  const wait = inWindow.length > rule.max ? kept[0]! + rule.windowMs - now : 0;
  return { times: kept, wait };
}

function memoryLogs() {
  const logs = new Map<string, { times: number[]; expiresAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of logs) if (entry.expiresAt <= now) logs.delete(key);
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    /** The wait this attempt gets, 0 when allowed. */
    hit(rule: RateRule, now: number): number {
      const key = logKey(rule);
      const { times, wait } = slide(logs.get(key)?.times ?? [], rule, now);
      logs.set(key, { times, expiresAt: Date.now() + rule.windowMs });
      return wait;
    },
    close: () => clearInterval(sweep),
  };
}

/**
 * With REDIS_URL the counters live in Redis, shared by every instance behind a balancer. When Redis is
 * down the limits keep holding, per process, instead of letting every attempt through (accounts.md §4).
 */
export function createRateLimiter(redisUrl: string | undefined, log: FastifyBaseLogger): RateLimiter {
  const memory = memoryLogs();
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

  /** The wait this attempt gets from one rule, 0 when allowed. */
  async function count(rule: RateRule, now: number): Promise<number> {
    if (redis && redis.status === 'ready') {
      try {
        // A unique member, so two attempts in the same millisecond are two entries.
        const args = [now, rule.windowMs, rule.max, `${now}:${randomUUID()}`].map(String);
        return Number(await redis.eval(SLIDE, 1, REDIS_PREFIX + logKey(rule), ...args));
      } catch (error) {
        fallBack(error instanceof Error ? error.message : String(error));
      }
    } else if (redis) {
      fallBack(`status ${redis.status}`);
    }
    return memory.hit(rule, now);
  }

  return {
    async hit(rules, now) {
      // Every rule counts the attempt, even when an earlier one already refuses it.
      const waits = await Promise.all(rules.map((rule) => count(rule, now)));
      return Math.max(0, ...waits);
    },
    store: () => (redis && redis.status === 'ready' ? 'redis' : 'memory'),
    async ping(timeoutMs) {
      if (!redis) return true;
      if (redis.status !== 'ready') return false;
      const answered = redis.ping().then(
        (pong) => pong === 'PONG',
        () => false,
      );
      return Promise.race([answered, new Promise<boolean>((r) => setTimeout(r, timeoutMs, false).unref())]);
    },
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

/** What enforceRateLimit needs from the app (AppContext has both): the counters and the clock. */
export interface RateLimitContext {
  limiter: RateLimiter;
  now: () => Date;
  /** Counts each 429 by its rule's family (login, report-save…). */
  metrics?: Pick<Metrics, 'rateLimited'>;
}

/**
 * Counts the attempt and answers 429 when any budget is spent, with Retry-After and a message that
 * names the same wait.
 */
export async function enforceRateLimit(
  ctx: RateLimitContext,
  reply: FastifyReply,
  rules: RateRule[],
  message: RateLimitMessage = rateLimitMessage,
): Promise<void> {
  const wait = await ctx.limiter.hit(rules, ctx.now().getTime());
  if (wait > 0) {
    ctx.metrics?.rateLimited(rules[0]?.name.replace(/-(minute|hour|day)$/, '') ?? 'unknown');
    reply.header('retry-after', String(retryAfterSeconds(wait)));
    throw new HttpError(429, message(waitText(wait)));
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
