import { HoroscopeQuery, IdParams } from '@constelar/contract';
import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { horoscopeLead } from '@constelar/content/horoscope-words';
import { SIGNS } from '@constelar/core/codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { reportInputOf } from '../../db/repositories/reports';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { createHash } from 'node:crypto';
import { createBytesCache } from '../../lib/bytes-cache';
import { enforceRateLimit, HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit';
import { SHARE_FORMATS } from '../../share/share-card';
import { saoPauloDate, secondsToSaoPauloMidnight } from '../../lib/dates';
import { BEARER, documentMedia, errorResponses, TAGS } from '../route-docs';

const REPORT_NOT_FOUND = 'Relatório não encontrado.';
/** Enough for a few hundred reports' images; each is rendered again on demand after eviction. */
const CACHE_BYTES = 64 * 1024 * 1024;
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

/** A sign's card: the link preview (the same every day), or the day's story (reach.md §3). */
const HoroscopeImageQuery = HoroscopeQuery.extend({
  format: z
    .enum(['link', 'story'], { error: 'Formato inválido: use link (1200×630) ou story (1080×1920).' })
    .default('link'),
});

/** The 200 of an image route, in OpenAPI's words: zod describes JSON, not PNG bytes. */
const documentPng = (description: string) =>
  documentMedia('image/png', description, { type: 'string', format: 'binary' });

/**
 * Share images (docs/decisions/070-link-previews.md): the site's card, public; a personal report's card,
 * for its owner only, who shares the file itself. Reports never change, so an image is rendered once
 * per content and format, on a work thread, and kept in memory.
 */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = createBytesCache<Uint8Array>(
    CACHE_BYTES,
    (png) => png.byteLength,
    (hit) => ctx.metrics.cacheLookup('share-image', hit),
  );
  const png = (reply: FastifyReply, image: Uint8Array) =>
    reply.type('image/png').send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));

  r.get(
    '/share/site.png',
    {
      config: { swaggerTransform: documentPng('PNG 1200×630.') },
      schema: {
        tags: [TAGS.reports],
        summary: 'Imagem de prévia do site',
        description: 'A imagem que os links do Constelar mostram ao serem colados em uma conversa ou rede.',
      },
    },
    async (_request, reply) => {
      const image = await cache.get('site', () => ctx.work.run('siteCard', {}));
      return png(reply.header('cache-control', 'public, max-age=86400'), image);
    },
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
          'desenhada uma vez por dia e signo.',
        params: z.object({ sign: z.string() }),
        querystring: HoroscopeImageQuery,
        response: errorResponses(400, 404, 422, 503),
      },
    },
    async (request, reply) => {
      const sign = SIGNS.find((s) => s === request.params.sign);
      if (!sign) throw notFound('Signo desconhecido.');
      if (request.query.format === 'link') {
        const image = await cache.get(`sign:${sign}`, () => ctx.work.run('signCard', { sign }));
        return png(reply.header('cache-control', 'public, max-age=86400'), image);
      }
      const now = ctx.now();
      const date = request.query.date ?? saoPauloDate(now);
      // Checks the date first (a 422 for one the horóscopo does not answer), then reads the API's words.
      const day = await ctx.horoscopes.day(date);
      const lead = horoscopeLead(day.signs[SIGNS.indexOf(sign)]!.paragraphs);
      const slug = HOROSCOPE_SLUGS[sign];
      const address = `${new URL(ctx.config.publicUrl).host}/horoscopo/${slug}`;
      const image = await cache.get(`story:${sign}:${date}`, () =>
        ctx.work.run('horoscopeStory', { sign, date, lead, address }),
      );
      // A dated image never changes; today's, asked without a date, changes at midnight in Brasília.
      const maxAge = request.query.date ? 86_400 : secondsToSaoPauloMidnight(now);
      return png(
        (reply as FastifyReply)
          .header('cache-control', `public, max-age=${maxAge}`)
          .header('content-disposition', `inline; filename="horoscopo-${slug}-${date}.png"`),
        image,
      );
    },
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
    async (request, reply) => {
      const user = currentUser(request);
      const { format } = request.query;
      const input = await reportInputOf(ctx.db, user.id, request.params.id);
      if (input?.kind !== 'personal') throw notFound(REPORT_NOT_FOUND);
      const data = await ctx.work.run('shareData', { input, today: saoPauloDate(ctx.now()) });
      // By what the image draws, not by report: two reports of one person share one image.
      const key = createHash('sha256')
        .update(JSON.stringify([format, data]))
        .digest('base64url');
      const image = await cache.get(key, async () => {
        // Counted only when something is drawn: reopening a cached image costs nothing.
        await enforceRateLimit(
          ctx,
          reply,
          [
            { name: 'share-image', key: user.id, max: RENDERS_PER_MINUTE, windowMs: MINUTE_MS },
            { name: 'share-image-day', key: user.id, max: RENDERS_PER_DAY, windowMs: 24 * HOUR_MS },
          ],
          (wait) => `Você gerou muitas imagens em pouco tempo. Aguarde ${wait} e tente novamente.`,
        );
        return ctx.work.run('shareCard', { data, format });
      });
      // A person's signs and name: no cache anywhere keeps it, the browser's included.
      // Typed as the JSON errors it may also send; the 200 is bytes, documented by documentPng.
      return png(
        (reply as FastifyReply)
          .header('cache-control', 'no-store')
          .header('content-disposition', `inline; filename="constelar-${format}.png"`),
        image,
      );
    },
  );
}
