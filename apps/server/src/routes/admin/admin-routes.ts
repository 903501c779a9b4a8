import { AdminStats } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { computeAdminStats } from '../../db/repositories/admin-stats';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/dashboard',
    {
      onRequest: ctx.guards.requireAdmin,
      schema: {
        tags: [TAGS.admin],
        summary: 'Métricas do painel de administração',
        description: 'Contas, relatórios, engajamento e 30 dias de crescimento no calendário de São Paulo.',
        security: BEARER,
        response: { 200: AdminStats, ...errorResponses(401, 403) },
      },
    },
    async () => computeAdminStats(ctx.db, ctx.now()),
  );
}
