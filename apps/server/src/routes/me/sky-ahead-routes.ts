import {
  DirectionsQuery,
  IdParams,
  LunarReturn,
  LunarReturnQuery,
  PEOPLE_MESSAGES,
  Progressions,
  SolarArc,
} from '@constelar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
import { negotiateEncoding } from '../../plugins/api-compression';
import { currentRow, currentUser } from '../../plugins/auth';
import { sendEncoded } from '../../work/encoded-json';
import { ownedPerson } from '../../services/people/owned-person';
import { personBirthOf } from '../../services/people/person-birth';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { houseSystemOf } from '../../services/users/user-dto';
import { ownBirthOf, type OwnBirth } from '../../services/member/own-birth';

const encodingOf = (request: FastifyRequest) => negotiateEncoding(request.headers['accept-encoding']);

const PROGRESSIONS_DOC =
  'Os corpos no instante progredido (um dia depois do nascimento para cada ano de vida) da data ' +
  '(00:00 UTC; padrão: hoje em São Paulo), o MC avançado pelo arco solar e o Ascendente derivado ' +
  'dele, os aspectos progredidos aos pontos natais até 1° com a data exata, e os textos.';
const SOLAR_ARC_DOC =
  'Cada ponto natal avançado pelo arco solar da data (Sol progredido − Sol natal) e os aspectos ' +
  'dirigidos aos pontos natais até 1°, com a data em que ficam exatos.';
const LUNAR_RETURN_DOC =
  'O primeiro instante, a partir de `from` (00:00 UTC; padrão: hoje em São Paulo), em que a Lua volta ' +
  'à longitude da Lua natal, o mapa desse instante no local (padrão: o de nascimento) e textos para ' +
  'o Ascendente da revolução e a casa da Lua.';

/**
 * relations.md §3: progressions, solar arc and lunar return, for the member's own birth
 * (/api/users/me/…) and for a saved person's (/api/people/{id}/…). The work is done by tasks that take
 * a birth, so both owners share every route but the line that finds the birth.
 */
export async function skyAheadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const errors = errorResponses(400, 401, 404, 422, 503);
  const params = IdParams(PEOPLE_MESSAGES.notFound);

  const owners = [
    {
      prefix: '/users/me',
      doc: { tags: [TAGS.sky], security: BEARER },
      whose: '',
      params: undefined,
      birth: async (request: FastifyRequest): Promise<OwnBirth> => ownBirthOf(currentRow(request)),
    },
    {
      prefix: '/people/:id',
      doc: { tags: [TAGS.people], security: BEARER },
      whose: ' (de uma pessoa guardada)',
      params,
      birth: async (request: FastifyRequest): Promise<OwnBirth> => {
        const { id } = request.params as { id: string };
        const row = await ownedPerson(ctx, currentUser(request).id, id);
        return personBirthOf(row, houseSystemOf(currentRow(request)));
      },
    },
  ];

  for (const owner of owners) {
    const route = (path: string) => `GET /api${owner.prefix}${path}`;

    r.get(
      `${owner.prefix}/progressions`,
      {
        ...member,
        schema: {
          ...owner.doc,
          summary: `Progressões secundárias${owner.whose}`,
          description: PROGRESSIONS_DOC,
          ...(owner.params && { params: owner.params }),
          querystring: DirectionsQuery,
          response: { 200: Progressions, ...errors },
        },
      },
      async (request, reply) => {
        const birth = await owner.birth(request);
        const today = saoPauloDate(ctx.now());
        const built = await ctx.work.run('progressions', {
          birth,
          today,
          date: request.query.date ?? today,
          route: route('/progressions'),
          encoding: encodingOf(request),
        });
        return sendEncoded(reply, built);
      },
    );

    r.get(
      `${owner.prefix}/solar-arc`,
      {
        ...member,
        schema: {
          ...owner.doc,
          summary: `Direções por arco solar${owner.whose}`,
          description: SOLAR_ARC_DOC,
          ...(owner.params && { params: owner.params }),
          querystring: DirectionsQuery,
          response: { 200: SolarArc, ...errors },
        },
      },
      async (request, reply) => {
        const birth = await owner.birth(request);
        const today = saoPauloDate(ctx.now());
        const built = await ctx.work.run('solarArc', {
          birth,
          today,
          date: request.query.date ?? today,
          route: route('/solar-arc'),
          encoding: encodingOf(request),
        });
        return sendEncoded(reply, built);
      },
    );

    r.get(
      `${owner.prefix}/lunar-return`,
      {
        ...member,
        schema: {
          ...owner.doc,
          summary: `Revolução lunar${owner.whose}`,
          description: LUNAR_RETURN_DOC,
          ...(owner.params && { params: owner.params }),
          querystring: LunarReturnQuery,
          response: { 200: LunarReturn, ...errors },
        },
      },
      async (request, reply) => {
        const birth = await owner.birth(request);
        const today = saoPauloDate(ctx.now());
        const { from, place, placeId } = request.query;
        const built = await ctx.work.run('lunarReturn', {
          birth,
          today,
          from: from ?? today,
          place,
          placeId,
          route: route('/lunar-return'),
          encoding: encodingOf(request),
        });
        return sendEncoded(reply, built);
      },
    );
  }
}
