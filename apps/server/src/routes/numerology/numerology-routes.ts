import {
  NumerologyMap,
  NumerologyMapInput,
  NumerologyNames,
  NumerologyNamesInput,
  PersonalYearParams,
  PersonalYearQuery,
  PersonalYearReply,
} from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
import { nameSpellings } from '../../services/numerology/name-spellings';
import { numerologyMap } from '../../services/numerology/numerology-map';
import { personalYear } from '../../services/numerology/personal-year';
import { errorResponses, TAGS } from '../route-docs';

/** numerology.md §3: the mapa numerológico, the spelling explorer and the personal year. Anonymous. */
export async function numerologyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => saoPauloDate(ctx.now());

  r.post(
    '/numerology/map',
    {
      schema: {
        tags: [TAGS.reports],
        summary: 'O mapa numerológico completo',
        description:
          'Motivação, Impressão, Expressão, Destino, Missão, número psíquico, lições, tendências, dívidas, ' +
          'ciclos, desafios, momentos decisivos, ano, mês e dia pessoais e harmonias, cada número com a sua ' +
          'conta e o seu texto. Sem conta. `date` anterior ao nascimento: 422.',
        body: NumerologyMapInput,
        response: { 200: NumerologyMap, ...errorResponses(400, 422) },
      },
    },
    async (request) => numerologyMap(request.body, today()),
  );

  r.post(
    '/numerology/names',
    {
      schema: {
        tags: [TAGS.reports],
        summary: 'Compara de 2 a 4 grafias de um nome',
        description:
          'Motivação, Impressão, Expressão e lições cármicas de cada grafia, a Missão com `birthDate`, e uma ' +
          'frase que diz o que muda em relação à primeira. Menos de 2 ou mais de 4 nomes: 422.',
        body: NumerologyNamesInput,
        response: { 200: NumerologyNames, ...errorResponses(400, 422) },
      },
    },
    async (request) => nameSpellings(request.body, today()),
  );

  r.get(
    '/numerology/personal-year/:year',
    {
      schema: {
        tags: [TAGS.reports],
        summary: 'O ano pessoal de um ano e os seus doze meses',
        description:
          'Para uma data de nascimento, o ano pessoal de `year` (1900 a 2100) com a conta e os doze meses pessoais.',
        params: PersonalYearParams,
        querystring: PersonalYearQuery,
        response: { 200: PersonalYearReply, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => {
      // The answer depends only on the URL.
      reply.header('cache-control', 'public, max-age=86400');
      return personalYear(Number(request.params.year), request.query.birthDate, today());
    },
  );
}
