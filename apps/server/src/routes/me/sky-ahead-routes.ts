import { DirectionsQuery, LunarReturn, LunarReturnQuery, Progressions, SolarArc } from '@constelar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
import { negotiateEncoding } from '../../plugins/api-compression';
import { currentRow } from '../../plugins/auth';
import { sendEncoded } from '../../work/encoded-json';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { ownBirthOf } from './own-birth';

const encodingOf = (request: FastifyRequest) => negotiateEncoding(request.headers['accept-encoding']);

/**
 * relations.md §3 for the member's own birth: progressions, solar arc, lunar return. The work is done
 * by tasks that take a birth, so /api/people/{id}/… can be added as routes just as thin.
 */
export async function skyAheadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const doc = { tags: [TAGS.sky], security: BEARER };
  const errors = errorResponses(400, 401, 404, 422, 503);

  r.get(
    '/users/me/progressions',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Progressões secundárias',
        description:
          'Os corpos no instante progredido (um dia depois do nascimento para cada ano de vida) da data ' +
          '(00:00 UTC; padrão: hoje em São Paulo), o MC avançado pelo arco solar e o Ascendente derivado ' +
          'dele, os aspectos progredidos aos pontos natais até 1° com a data exata, e os textos.',
        querystring: DirectionsQuery,
        response: { 200: Progressions, ...errors },
      },
    },
    async (request, reply) => {
      const birth = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      const built = await ctx.work.run('progressions', {
        birth,
        today,
        date: request.query.date ?? today,
        route: 'GET /api/users/me/progressions',
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    },
  );

  r.get(
    '/users/me/solar-arc',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Direções por arco solar',
        description:
          'Cada ponto natal avançado pelo arco solar da data (Sol progredido − Sol natal) e os aspectos ' +
          'dirigidos aos pontos natais até 1°, com a data em que ficam exatos.',
        querystring: DirectionsQuery,
        response: { 200: SolarArc, ...errors },
      },
    },
    async (request, reply) => {
      const birth = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      const built = await ctx.work.run('solarArc', {
        birth,
        today,
        date: request.query.date ?? today,
        route: 'GET /api/users/me/solar-arc',
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    },
  );

  r.get(
    '/users/me/lunar-return',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Revolução lunar',
        description:
          'O primeiro instante, a partir de `from` (00:00 UTC; padrão: hoje em São Paulo), em que a Lua volta ' +
          'à longitude da Lua natal, o mapa desse instante no local (padrão: o de nascimento) e textos para ' +
          'o Ascendente da revolução e a casa da Lua.',
        querystring: LunarReturnQuery,
        response: { 200: LunarReturn, ...errors },
      },
    },
    async (request, reply) => {
      const birth = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      const { from, place, placeId } = request.query;
      const built = await ctx.work.run('lunarReturn', {
        birth,
        today,
        from: from ?? today,
        place,
        placeId,
        route: 'GET /api/users/me/lunar-return',
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    },
  );
}
