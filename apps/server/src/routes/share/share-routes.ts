import {
  HoroscopeMonthQuery,
  HoroscopeParams,
  HoroscopeQuery,
  HoroscopeWeekQuery,
  IdParams,
} from '@constelar/contract';
import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { SIGNS } from '@constelar/core/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { reportInputOf } from '../../db/repositories/reports';
import { notFound } from '../../lib/http-error';
import { namesEtag } from '../../lib/etag';
import { createGate } from '../../lib/gate';
import { currentUser } from '../../plugins/auth';
import { enforceRateLimit, HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit';
import { SHARE_FORMATS } from '../../share/share-card';
import type { ShareCardData } from '../../share/share-card';
import { saoPauloDate, secondsToSaoPauloMidnight } from '../../lib/dates';
import { mondayOf } from '../../services/horoscope/horoscope-period';
import { drawingOf, type Drawing } from '../../services/share/share-images';
import { signOf } from '../horoscope/horoscope-period-routes';
import { untilNextFirst, untilNextMonday } from '../../lib/daily-cache';
import { BEARER, documentMedia, errorResponses, TAGS } from '../route-docs';
import { createHash } from 'node:crypto';

const REPORT_NOT_FOUND = 'Relatório não encontrado.';
/** What a report's image draws, by the report's inputs: a saved report's inputs never change. */
const SHARE_DATA_KEPT = 1000;
/**
 * Requests for a report's image handled at once; the rest wait their turn (see lib/gate.ts). Four kept
 * health's p99 at 26–31 ms on PGlite under the bench's flood, two at 24–27 ms for 15 % fewer replies, eight
 * at 48–52 ms (ADR 108, "Session 23").
 */
const REPORT_IMAGES_AT_ONCE = 4;
/** A dated image never changes; a day is what caches are told, as for the horóscopo's dated pages. */
const DATED_MAX_AGE_S = 86_400;
/** A render takes about half a second of CPU: a member gets a handful a minute, plenty for sharing. */
const RENDERS_PER_MINUTE = 20;
const RENDERS_PER_DAY = 200;

const ShareImageQuery = z.object({
  format: z
    .enum(Object.keys(SHARE_FORMATS) as ['link', 'stories'], {
      error: 'Formato inválido: use link (1200×630) ou stories (1080×1920).',
    })
    .default('link'),
});

const CardFormat = z
  .enum(['link', 'story'], { error: 'Formato inválido: use link (1200×630) ou story (1080×1920).' })
  .default('link');

/** A sign's card: the link preview (the same every day), or the day's story (reach.md §3). */
const HoroscopeImageQuery = HoroscopeQuery.extend({ format: CardFormat });
const WeekImageQuery = HoroscopeWeekQuery.extend({ format: CardFormat });
const MonthImageQuery = HoroscopeMonthQuery.extend({ format: CardFormat });

/** The 200 of an image route, in OpenAPI's words: zod describes JSON, not PNG bytes. */
const documentPng = (description: string) =>
  documentMedia('image/png', description, { type: 'string', format: 'binary' });

/**
 * Share images (docs/decisions/070-link-previews.md, 108-share-images-that-never-starve.md): the site's
 * card and the horóscopo's, public, with a strong ETag known before anything is drawn (a hash of what the
 * image draws) and 304; a personal report's card, for its owner only, who shares the file itself. Each
 * image is drawn once per content, in the share images' lane of the work pool, and kept in memory.
 */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const images = ctx.shareImages;
  const shareData = new Map<string, Promise<ShareCardData>>();
  // A report's image, once drawn, is two queries and bytes from memory: few at once on the event loop.
  const reportImages = createGate(REPORT_IMAGES_AT_ONCE, ctx.config.workQueue);

  /** Cache-Control and the drawing's ETag; 304 when the client has it, else the PNG, drawn if need be. */
  async function sendImage(
    request: FastifyRequest,
    reply: FastifyReply,
    drawing: Drawing,
    cacheControl: string,
    filename?: string,
  ) {
    reply.header('cache-control', cacheControl).header('etag', drawing.etag);
    if (filename) reply.header('content-disposition', `inline; filename="${filename}"`);
    if (namesEtag(request.headers['if-none-match'], drawing.etag)) return reply.code(304).send();
    const image = await images.png(drawing);
    return reply.type('image/png').send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  }

  r.get(
    '/share/site.png',
    {
      config: { swaggerTransform: documentPng('PNG 1200×630.') },
      schema: {
        tags: [TAGS.reports],
        summary: 'Imagem de prévia do site',
        description: 'A imagem que os links do Constelar mostram ao serem colados em uma conversa ou rede.',
        response: errorResponses(503),
      },
    },
    (request, reply) =>
      sendImage(request, reply, drawingOf('siteCard', {}), `public, max-age=${DATED_MAX_AGE_S}`),
  );

  r.get(
    '/share/horoscope/:sign.png',
    {
      config: { swaggerTransform: documentPng('PNG: 1200×630 (link) ou 1080×1920 (story).') },
      schema: {
        tags: [TAGS.sky],
        summary: 'Imagem do horóscopo de um signo',
        description:
          'Sem `format` (ou `format=link`), 1200×630: o glifo e o nome do signo, para as prévias de link ' +
          'das páginas /horoscopo/{signo}. Com `format=story`, 1080×1920 para stories: o signo, a data e a ' +
          'primeira frase do horóscopo do dia (`date`, de 1900 a 2100; sem ela, hoje em São Paulo), ' +
          'desenhada uma vez por dia e signo. ETag forte e 304 a um `If-None-Match` que a nomeie.',
        params: z.object({ sign: z.string() }),
        querystring: HoroscopeImageQuery,
        response: errorResponses(400, 404, 422, 503),
      },
    },
    async (request, reply) => {
      const sign = SIGNS.find((s) => s === request.params.sign);
      if (!sign) throw notFound('Signo desconhecido.');
      if (request.query.format === 'link') {
        const drawing = drawingOf('signCard', { sign });
        return sendImage(request, reply, drawing, `public, max-age=${DATED_MAX_AGE_S}`);
      }
      const now = ctx.now();
      const date = request.query.date ?? saoPauloDate(now);
      const drawing = await images.horoscopeCard(sign, 'day', date, 'story');
      // A dated image never changes; today's, asked without a date, changes at midnight in Brasília.
      const maxAge = request.query.date ? DATED_MAX_AGE_S : secondsToSaoPauloMidnight(now);
      const filename = `horoscopo-${HOROSCOPE_SLUGS[sign]}-${date}.png`;
      return sendImage(request, reply, drawing, `public, max-age=${maxAge}`, filename);
    },
  );

  /**
   * A week's or a month's card. One asked by its period never changes; this period's, asked without one,
   * changes on Monday or on the 1st at 00:00 in Brasília.
   */
  async function periodImage(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'week' | 'month',
    signParam: string,
    asked: string | undefined,
    format: 'link' | 'story',
  ) {
    const sign = signOf(signParam);
    const now = ctx.now();
    const today = saoPauloDate(now);
    const period = asked ?? (kind === 'week' ? mondayOf(today) : today.slice(0, 7));
    const drawing = await images.horoscopeCard(sign, kind, period, format);
    const cacheControl = asked
      ? `public, max-age=${DATED_MAX_AGE_S}`
      : kind === 'week'
        ? untilNextMonday(now)
        : untilNextFirst(now);
    const name = kind === 'week' ? `semana-${period}` : period;
    return sendImage(request, reply, drawing, cacheControl, `horoscopo-${HOROSCOPE_SLUGS[sign]}-${name}.png`);
  }

  const periodNote =
    '`format=story` (1080×1920, para stories) ou `link` (1200×630, o padrão): o signo, o período escrito ' +
    'como se diz no Brasil e a primeira frase do texto da API do período, desenhada uma vez por período, ' +
    'signo e formato. `sign` é o código (leo) ou o nome da página (leao). Anos de 1900 a 2100. ETag forte e ' +
    '304 a um `If-None-Match` que a nomeie.';

  r.get(
    '/share/horoscope/:sign/week.png',
    {
      config: { swaggerTransform: documentPng('PNG: 1200×630 (link) ou 1080×1920 (story).') },
      schema: {
        tags: [TAGS.sky],
        summary: 'Imagem do horóscopo da semana de um signo',
        description:
          `A semana que abre na segunda-feira \`start\` (sem ela, a desta semana em São Paulo; outro dia ` +
          `responde 422). ${periodNote}`,
        params: HoroscopeParams,
        querystring: WeekImageQuery,
        response: errorResponses(400, 404, 422, 503),
      },
    },
    async (request, reply) =>
      periodImage(request, reply, 'week', request.params.sign, request.query.start, request.query.format),
  );

  r.get(
    '/share/horoscope/:sign/month.png',
    {
      config: { swaggerTransform: documentPng('PNG: 1200×630 (link) ou 1080×1920 (story).') },
      schema: {
        tags: [TAGS.sky],
        summary: 'Imagem do horóscopo do mês de um signo',
        description: `O mês \`month\` (AAAA-MM; sem ele, o mês corrente em São Paulo). ${periodNote}`,
        params: HoroscopeParams,
        querystring: MonthImageQuery,
        response: errorResponses(400, 404, 422, 503),
      },
    },
    async (request, reply) =>
      periodImage(request, reply, 'month', request.params.sign, request.query.month, request.query.format),
  );

  r.get(
    '/reports/:id/share.png',
    {
      onRequest: ctx.guards.requireUser,
      config: { swaggerTransform: documentPng('PNG: 1200×630 (link) ou 1080×1920 (stories).') },
      schema: {
        tags: [TAGS.reports],
        security: BEARER,
        summary: 'Imagem para compartilhar um relatório pessoal',
        description:
          'Primeiro nome, Sol, Lua e Ascendente com seus glifos e a arte do arcano pessoal, nada mais. Só o ' +
          'dono abre; uma sinastria, o relatório de outra pessoa ou um id desconhecido respondem 404.',
        params: IdParams(REPORT_NOT_FOUND),
        querystring: ShareImageQuery,
        response: errorResponses(400, 401, 404, 429, 503),
      },
    },
    (request, reply) =>
      reportImages.run(async () => {
        const user = currentUser(request);
        const { format } = request.query;
        const input = await reportInputOf(ctx.db, user.id, request.params.id);
        if (input?.kind !== 'personal') throw notFound(REPORT_NOT_FOUND);
        // The reading is read again only for inputs not seen lately: what it draws depends on them alone.
        const inputKey = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
        let data = shareData.get(inputKey);
        if (!data) {
          data = ctx.work.run('shareData', { input, today: saoPauloDate(ctx.now()) });
          shareData.set(inputKey, data);
          data.catch(() => shareData.delete(inputKey));
          if (shareData.size > SHARE_DATA_KEPT) shareData.delete(shareData.keys().next().value!);
        }
        // By what the image draws, not by report: two reports of one person share one image.
        const drawing = drawingOf('shareCard', { data: await data, format });
        // Counted only by the request that draws: reopening an image, or waiting for one being drawn,
        // costs nothing.
        const quota = () =>
          enforceRateLimit(
            ctx,
            reply,
            [
              { name: 'share-image', key: user.id, max: RENDERS_PER_MINUTE, windowMs: MINUTE_MS },
              { name: 'share-image-day', key: user.id, max: RENDERS_PER_DAY, windowMs: 24 * HOUR_MS },
            ],
            (wait) => `Você gerou muitas imagens em pouco tempo. Aguarde ${wait} e tente novamente.`,
          );
        const image = await images.png(drawing, 'request', quota);
        // A person's signs and name: no cache anywhere keeps it, the browser's included.
        // Typed as the JSON errors it may also send; the 200 is bytes, documented by documentPng.
        return (reply as FastifyReply)
          .header('cache-control', 'no-store')
          .header('content-disposition', `inline; filename="constelar-${format}.png"`)
          .type('image/png')
          .send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
      }),
  );
}
