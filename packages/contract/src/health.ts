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
