import { Horoscope, HoroscopeDay, HoroscopeParams, HoroscopeQuery } from '@constelar/contract';
import { signOfSlug } from '@constelar/contract/app-routes';
import { SIGNS, type Sign } from '@constelar/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendsNotModified } from '../../lib/daily-cache';
import { saoPauloDate } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { errorResponses, TAGS } from '../route-docs';

function signOf(param: string): Sign {
  const code = param.toLowerCase();
  const sign = (SIGNS as readonly string[]).includes(code) ? (code as Sign) : signOfSlug(code);
  if (!sign) {
    throw new HttpError(404, 'Signo desconhecido: use aries, taurus, gemini, … pisces.', { field: 'sign' });
  }
  return sign;
}

/** daily.md §1: the horóscopo do dia, public. */
export async function horoscopeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const method =
    'Casas solares: o signo é a casa 1, o seguinte a casa 2, e assim por diante. Datas de 1900 a 2100; ' +
    'sem `date`, hoje em São Paulo. Horários em UTC; os textos os dão no horário de Brasília.';

  r.get(
    '/horoscope',
    {
      schema: {
        tags: [TAGS.sky],
        summary: 'O horóscopo do dia dos doze signos',
        description: `A Lua ao meio-dia de São Paulo e o horóscopo de cada signo. ${method}`,
        querystring: HoroscopeQuery,
        response: { 200: HoroscopeDay, ...errorResponses(400, 422, 503) },
      },
    },
    async (request, reply) => {
      const now = ctx.now();
      const day = await ctx.horoscopes.day(request.query.date ?? saoPauloDate(now));
      if (sendsNotModified(request, reply, day, now)) return reply;
      return day;
    },
  );

  r.get(
    '/horoscope/:sign',
    {
      schema: {
        tags: [TAGS.sky],
        summary: 'O horóscopo do dia de um signo',
        description:
          'A Lua do dia na casa que ela ocupa para o signo, os aspectos exatos do dia, os eventos do ' +
          `calendário do céu, cada um com a sua casa, e 3 a 5 parágrafos. ${method}`,
        params: HoroscopeParams,
        querystring: HoroscopeQuery,
        response: { 200: Horoscope, ...errorResponses(400, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const sign = signOf(request.params.sign);
      const now = ctx.now();
      const day = await ctx.horoscopes.day(request.query.date ?? saoPauloDate(now));
      const horoscope = day.signs[SIGNS.indexOf(sign)]!;
      if (sendsNotModified(request, reply, horoscope, now)) return reply;
      return horoscope;
    },
  );
}
