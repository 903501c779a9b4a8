import { z } from 'zod';

/**
 * GET /api/health, the liveness probe: 200 while the process lives, "degraded" with what is down named in
 * `degraded` (the database; Redis, when set and not answering). Readiness (503) is /api/ready's.
 */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  degraded: z.array(z.enum(['database', 'redis'])).optional(),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** "memory" while Redis is unset or down: limits then hold per instance only (005). */
  rateLimitStore: z.enum(['redis', 'memory']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * GET /api/ready: 200 only when the database answers, its migrations are all applied and Redis (when
 * configured) answers; otherwise 503 with `error` naming what is down. `redis` is null when unset.
 */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    redis: z.boolean().nullable(),
    stopping: z.boolean(),
  }),
  error: z.string().optional(),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
