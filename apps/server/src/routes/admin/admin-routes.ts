import type { AdminStats } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { computeAdminStats } from './admin-stats';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/admin/dashboard', { preHandler: ctx.guards.requireAdmin }, async (): Promise<AdminStats> =>
    computeAdminStats(ctx.db, ctx.now()),
  );
}
