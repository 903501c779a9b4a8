import {
  HoroscopeMonthQuery,
  HoroscopeParams,
  HoroscopePeriod,
  HoroscopeWeekQuery,
} from '@constelar/contract';
import { signOfSlug } from '@constelar/contract/app-routes';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import { localDayBounds, SIGNS, type Sign } from '@constelar/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
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

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Seconds from now to 00:00 of a local date in Brasília (at least a minute). */
export function secondsUntil(date: string, nowMs: number): number {
  const bounds = localDayBounds(date, SAO_PAULO_ZONE);
  return Math.max(60, Math.floor(((bounds?.startMs ?? nowMs) - nowMs) / 1000));
}

/** The next Monday and the next 1st in Brasília, when the defaults move. */
export function nextMonday(today: string): string {
  return addDays(mondayOf(today), 7);
}
export function nextFirst(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** A strong ETag over the JSON, 304 when the client has it, and a max-age to the next period. */
function send(request: FastifyRequest, reply: FastifyReply, body: HoroscopePeriod, maxAge: number) {
  const etag = contentEtag(JSON.stringify(body), 27);
  reply.header('cache-control', `public, max-age=${maxAge}`);
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
          'Os eventos da semana (lunações, quartos, eclipses, ingressos, estações e aspectos exatos entre ' +
          `planetas) com a sua casa, os sete dias com a Lua ao meio-dia e 4 a 6 parágrafos. \`start\` é uma segunda-feira. ${method}`,
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
      return send(
        request,
        reply,
        weeks[SIGNS.indexOf(sign)]!,
        secondsUntil(nextMonday(today), now.getTime()),
      );
    },
  );

  r.get(
    '/horoscope/:sign/month',
    {
      schema: {
        tags: [TAGS.sky],
        summary: 'O horóscopo do mês de um signo',
        description: `Os eventos do mês com a sua casa e 5 a 8 parágrafos. ${method}`,
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
      return send(
        request,
        reply,
        months[SIGNS.indexOf(sign)]!,
        secondsUntil(nextFirst(today), now.getTime()),
      );
    },
  );
}
