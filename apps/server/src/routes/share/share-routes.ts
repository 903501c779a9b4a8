import { IdParams, PersonalContent } from '@constelar/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { reports } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { enforceRateLimit, MINUTE_MS } from '../../plugins/rate-limit';
import { createImageCache } from '../../share/image-cache';
import { renderShareCard, renderSiteCard, SHARE_FORMATS } from '../../share/share-card';
import { shareDataOf } from '../../share/share-data';
import { BEARER, documentMedia, errorResponses, TAGS } from '../route-docs';

const REPORT_NOT_FOUND = 'Relatório não encontrado.';
/** Enough for a few hundred reports' images; each is rendered again on demand after eviction. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** A render takes about half a second of CPU: a member gets a handful a minute, plenty for sharing. */
const RENDERS_PER_MINUTE = 20;

const ShareImageQuery = z.object({
  format: z
    .enum(Object.keys(SHARE_FORMATS) as ['link', 'stories'], {
      error: 'Formato inválido: use link (1200×630) ou stories (1080×1920).',
    })
    .default('link'),
});

/** The 200 of an image route, in OpenAPI's words: zod describes JSON, not PNG bytes. */
const documentPng = (description: string) =>
  documentMedia('image/png', description, { type: 'string', format: 'binary' });

/**
 * Share images (docs/decisions/070-link-previews.md): the site's card, public; a personal report's card,
 * for its owner only, who shares the file itself. Reports never change, so an image is rendered once
 * per report and format and kept in memory.
 */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = createImageCache(CACHE_BYTES);

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
      const png = await cache.get('site', renderSiteCard);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
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
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { format } = request.query;
      const [row] = await ctx.db
        .select()
        .from(reports)
        .where(and(eq(reports.id, request.params.id), eq(reports.userId, user.id)))
        .limit(1);
      const parsed = row?.kind === 'personal' ? PersonalContent.safeParse(row.content) : undefined;
      if (!row || !parsed?.success) throw notFound(REPORT_NOT_FOUND);
      const key = `${row.id}:${row.createdAt.getTime()}:${format}`;
      const png = await cache.get(key, async () => {
        // Counted only when something is drawn: reopening a cached image costs nothing.
        await enforceRateLimit(ctx.limiter, reply, [
          { name: 'share-image', key: user.id, max: RENDERS_PER_MINUTE, windowMs: MINUTE_MS },
        ]);
        return renderShareCard(shareDataOf(parsed.data), format);
      });
      // Typed as the JSON errors it may also send; the 200 is bytes, documented by documentPng.
      return (reply as FastifyReply)
        .type('image/png')
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `inline; filename="constelar-${format}.png"`)
        .send(png);
    },
  );
}
