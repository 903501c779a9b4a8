import {
  HouseIngressList,
  IdParams,
  MemberLunationList,
  PersonalReportResponse,
  Today,
  TodayQuery,
  SolarReturn,
  SolarReturnQuery,
  TransitList,
  TransitsQuery,
} from '@constelar/contract';
import { reportInputOf } from '../../db/repositories/reports';
import { HttpError, notFound } from '../../lib/http-error';
import { negotiateEncoding } from '../../plugins/api-compression';
import { sendEncoded } from '../../work/encoded-json';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
import { currentRow, currentUser } from '../../plugins/auth';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { ownBirthOf } from '../../services/member/own-birth';

const encodingOf = (request: FastifyRequest) => negotiateEncoding(request.headers['accept-encoding']);

/** The member's own sky (sky.md §2–§4): "Meu mapa", the transits over it and the day. */
export async function meRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const doc = { tags: [TAGS.sky], security: BEARER };

  r.get(
    '/users/me/chart',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Meu mapa',
        description:
          'O relatório pessoal calculado com o nascimento guardado no perfil (404 enquanto não há um).',
        response: { 200: PersonalReportResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const own = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      return {
        content: await ctx.work.run('personalContent', { ...own, today }),
      };
    },
  );

  const DEFAULT_DAYS = 30;
  const transitsDoc = (summary: string, description: string) => ({
    ...doc,
    summary,
    description,
    querystring: TransitsQuery,
    response: { 200: TransitList, ...errorResponses(400, 401, 404, 422, 503) },
  });

  r.get(
    '/users/me/transits',
    {
      ...member,
      schema: transitsDoc(
        'Trânsitos sobre o meu mapa',
        'Os aspectos (orbe de 1°) dos planetas em movimento aos pontos do mapa do membro, na janela ' +
          '[from 00:00 UTC, from + days). Início, fim e instantes exatos reais, mesmo fora da janela.',
      ),
    },
    async (request, reply) => {
      const own = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      const built = await ctx.work.run('transits', {
        natal: { own, today },
        from: request.query.from ?? today,
        days: request.query.days ?? DEFAULT_DAYS,
        route: 'GET /api/users/me/transits',
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    },
  );

  const memberSky =
    (kind: 'lunations' | 'house-ingresses') => async (request: FastifyRequest, reply: FastifyReply) => {
      // Parsed by TransitsQuery already.
      const query = request.query as { from?: string; days?: number };
      const own = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      const built = await ctx.work.run('memberSky', {
        own,
        today,
        kind,
        from: query.from ?? today,
        days: query.days ?? DEFAULT_DAYS,
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    };

  r.get(
    '/users/me/lunations',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Lunações nas minhas casas',
        description:
          'Cada Lua Nova, Lua Cheia e eclipse de [from 00:00 UTC, from + days) (1 a 366 dias), com a casa natal ' +
          '(no sistema do membro) da longitude da Lua e um texto; sem hora de nascimento, casa nula e um texto sem casa.',
        querystring: TransitsQuery,
        response: { 200: MemberLunationList, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    memberSky('lunations'),
  );

  r.get(
    '/users/me/house-ingresses',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Planetas lentos pelas minhas casas',
        description:
          'Cada entrada de Júpiter a Plutão numa casa natal (no sistema do membro), retornos retrógrados ' +
          'incluídos, em [from 00:00 UTC, from + days), com um texto sobre o período. Sem hora de nascimento, nenhuma.',
        querystring: TransitsQuery,
        response: { 200: HouseIngressList, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    memberSky('house-ingresses'),
  );

  r.get(
    '/reports/:id/transits',
    {
      ...member,
      schema: {
        ...transitsDoc(
          'Trânsitos sobre um relatório salvo',
          'Como /api/users/me/transits, sobre o mapa de um relatório pessoal do próprio membro.',
        ),
        tags: [TAGS.reports],
        params: IdParams('Relatório não encontrado.'),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = await reportInputOf(ctx.db, user.id, request.params.id);
      if (!input) throw notFound('Relatório não encontrado.');
      if (input.kind !== 'personal') {
        throw new HttpError(422, 'Trânsitos valem para mapas pessoais; uma sinastria tem dois mapas.');
      }
      const today = saoPauloDate(ctx.now());
      const built = await ctx.work.run('transits', {
        natal: { saved: input, today },
        from: request.query.from ?? today,
        days: request.query.days ?? DEFAULT_DAYS,
        route: 'GET /api/reports/:id/transits',
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    },
  );

  r.get(
    '/users/me/today',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Seu dia',
        description:
          'A Lua ao meio-dia de São Paulo, os trânsitos em orbe no dia, o dia pessoal da numerologia, ' +
          'a carta do dia e um texto que junta tudo. Sem `date`, hoje em São Paulo.',
        querystring: TodayQuery,
        response: { 200: Today, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const own = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      const built = await ctx.work.run('today', {
        own,
        today,
        date: request.query.date ?? today,
        personId: user.id,
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    },
  );

  r.get(
    '/users/me/solar-return',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Revolução solar',
        description:
          'O instante em que o Sol volta à longitude do Sol natal no ano pedido (padrão: este ano), o mapa ' +
          'desse instante no local do aniversário (padrão: o de nascimento) e textos para o Ascendente da ' +
          'revolução e a casa do Sol.',
        querystring: SolarReturnQuery,
        response: { 200: SolarReturn, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const own = ownBirthOf(currentRow(request));
      const today = saoPauloDate(ctx.now());
      const { year, place, placeId } = request.query;
      const built = await ctx.work.run('solarReturn', {
        own,
        today,
        year: year ?? Number(today.slice(0, 4)),
        place,
        placeId,
        encoding: encodingOf(request),
      });
      return sendEncoded(reply, built);
    },
  );
}
