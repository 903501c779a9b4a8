import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 "degraded" when it does not. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
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
