import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
    } catch {
      return reply.status(503).send({
        status: 'degraded',
        version: ctx.version,
        database: ctx.driver,
        rateLimitStore: ctx.limiter.store(),
      });
    }
    return { status: 'ok', version: ctx.version, database: ctx.driver, rateLimitStore: ctx.limiter.store() };
  });
}
