import { BadgesResponse, CheckRetroactiveResponse } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { awardEarnedBadges, listBadges, TOTAL_BADGES } from '../../services/badges/badge-service';

export async function badgeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const doc = { tags: [TAGS.badges], security: BEARER };

  r.get(
    '/users/badges',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Conquistas do membro',
        response: { 200: BadgesResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const badges = await listBadges(ctx.db, user.id);
      return {
        badges,
        betaTester: user.betaTesterNumber !== null ? { number: user.betaTesterNumber } : null,
      };
    },
  );

  r.post(
    '/users/badges/check-retroactive',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Conceder o que ações anteriores já mereciam',
        response: { 200: CheckRetroactiveResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const newBadges = await ctx.db.transaction((tx) => awardEarnedBadges(tx, user.id, ctx.now()));
      const current = (await listBadges(ctx.db, user.id)).length;
      const hasAllBadges = current >= TOTAL_BADGES;
      const message =
        newBadges.length > 0
          ? newBadges.length === 1
            ? `Você desbloqueou uma nova conquista: ${newBadges[0]!.name}!`
            : `Você desbloqueou ${newBadges.length} novas conquistas!`
          : hasAllBadges
            ? 'Parabéns! Você já obteve todas as conquistas disponíveis.'
            : 'Nenhuma nova conquista encontrada no momento.';
      return {
        newBadges,
        hasNewBadges: newBadges.length > 0,
        message,
        hasAllBadges,
        currentBadgesCount: current,
        totalAvailable: TOTAL_BADGES,
      };
    },
  );
}
