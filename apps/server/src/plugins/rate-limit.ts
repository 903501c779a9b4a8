import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.';

/**
 * Limits are declared per route (login, register). With REDIS_URL the counters live in Redis, so every
 * instance behind a balancer shares them; otherwise they live in this process.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so the login limit can key on the e-mail too.
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'constelar-rl:' } : {}),
    // Never let a broken store block logins; the request goes through and the failure is logged.
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, error: RATE_LIMIT_MESSAGE }),
  });
}
