import { HealthResponse } from '@constelar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { TAGS } from './route-docs';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: [TAGS.health],
        summary: 'Estado do servidor',
        description: 'Consulta o banco (SELECT 1) e diz onde ficam os contadores de limite de tentativas.',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const state = { version: ctx.version, database: ctx.driver, rateLimitStore: ctx.limiter.store() };
      try {
        await ctx.db.execute(sql`SELECT 1`);
      } catch {
        return reply.status(503).send({ status: 'degraded', ...state });
      }
      return { status: 'ok' as const, ...state };
    },
  );
}
