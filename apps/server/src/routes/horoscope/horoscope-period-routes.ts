import {
  HoroscopeMonthQuery,
  HoroscopeParams,
  HoroscopePeriod,
  HoroscopeWeekQuery,
} from '@constelar/contract';
import { signOfSlug } from '@constelar/contract/app-routes';
import { SIGNS, type Sign } from '@constelar/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
import { untilNextFirst, untilNextMonday } from '../../lib/daily-cache';
import { contentEtag, namesEtag } from '../../lib/etag';
import { HttpError } from '../../lib/http-error';
import { mondayOf } from '../../services/horoscope/horoscope-period';
import { errorResponses, TAGS } from '../route-docs';

export function signOf(param: string): Sign {
  const code = param.toLowerCase();
  const sign = (SIGNS as readonly string[]).includes(code) ? (code as Sign) : signOfSlug(code);
  if (!sign) {
    throw new HttpError(404, 'Signo desconhecido: use aries, taurus, gemini, … pisces.', { field: 'sign' });
  }
  return sign;
}

/** A strong ETag over the JSON, 304 when the client has it, and a max-age to the next period (reach.md §1). */
function send(request: FastifyRequest, reply: FastifyReply, body: HoroscopePeriod, cacheControl: string) {
  const etag = contentEtag(JSON.stringify(body), 27);
  reply.header('cache-control', cacheControl);
  reply.header('etag', etag);
  if (namesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}

/** reach.md §2: the week and the month by sign, public. */
export async function horoscopePeriodRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const method =
    'Casas solares: o signo é a casa 1, o seguinte a casa 2, e assim por diante. Anos de 1900 a 2100. ' +
    'Horários em UTC; os textos dão as datas no calendário de Brasília.';

  r.get(
    '/horoscope/:sign/week',
    {
      schema: {
        tags: [TAGS.sky],
        summary: 'O horóscopo da semana de um signo',
        description:
          'Os eventos da semana, cada um com a sua casa: luas nova e cheia, quartos, eclipses, ingressos de Sol a ' +
          'Plutão, estações e aspectos exatos entre dois de Sol a Plutão (os da Lua ficam nos dias); os sete dias, ' +
          'cada um com a Lua ao meio-dia de Brasília e o evento mais marcante; 4 a 6 parágrafos (220 a 450 ' +
          'palavras). `start` é uma segunda-feira (outro dia: 422); sem ele, a segunda-feira desta semana em ' +
          'Brasília. Vale até a próxima segunda-feira 00:00 de Brasília (Cache-Control público, ETag forte, 304 ' +
          `a If-None-Match). ${method}`,
        params: HoroscopeParams,
        querystring: HoroscopeWeekQuery,
        response: { 200: HoroscopePeriod, ...errorResponses(400, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const sign = signOf(request.params.sign);
      const now = ctx.now();
      const today = saoPauloDate(now);
      const start = request.query.start ?? mondayOf(today);
      const weeks = await ctx.horoscopePeriods.week(start);
      return send(request, reply, weeks[SIGNS.indexOf(sign)]!, untilNextMonday(now));
    },
  );

  r.get(
    '/horoscope/:sign/month',
    {
      schema: {
        tags: [TAGS.sky],
        summary: 'O horóscopo do mês de um signo',
        description:
          'Os eventos do mês, cada um com a sua casa, como os da semana, e 5 a 8 parágrafos (350 a 700 palavras); ' +
          '`days` vem vazio. Sem `month`, o mês corrente em Brasília. Vale até o dia 1º seguinte 00:00 de ' +
          `Brasília (Cache-Control público, ETag forte, 304 a If-None-Match). ${method}`,
        params: HoroscopeParams,
        querystring: HoroscopeMonthQuery,
        response: { 200: HoroscopePeriod, ...errorResponses(400, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const sign = signOf(request.params.sign);
      const now = ctx.now();
      const today = saoPauloDate(now);
      const month = request.query.month ?? today.slice(0, 7);
      const months = await ctx.horoscopePeriods.month(month);
      return send(request, reply, months[SIGNS.indexOf(sign)]!, untilNextFirst(now));
    },
  );
}
