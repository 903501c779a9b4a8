import { signOfSlug } from '@constelar/contract/app-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { untilBrasiliaMidnight } from '../../lib/daily-cache';
import { saoPauloDate } from '../../lib/dates';
import { contentEtag, namesEtag } from '../../lib/etag';
import { HttpError } from '../../lib/http-error';
import { encodeBody, negotiateEncoding, varyOnEncoding } from '../../plugins/api-compression';
import { dayFeedXml, signFeedXml } from '../../services/horoscope/horoscope-feed';

/**
 * A feed as the horóscopo pages go out (reach.md §1): public until the next midnight in Brasília, when
 * its content changes; a strong ETag from its bytes, 304 when the reader has them; brotli or gzip.
 */
function sendFeed(request: FastifyRequest, reply: FastifyReply, xml: string, now: Date): FastifyReply {
  const etag = contentEtag(xml, 27);
  varyOnEncoding(reply);
  reply
    .header('cache-control', untilBrasiliaMidnight(now))
    .header('etag', etag)
    .type('application/rss+xml; charset=utf-8');
  if (namesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const encoded = encodeBody(xml, negotiateEncoding(request.headers['accept-encoding']));
  if (encoded.encoding !== 'identity') reply.header('content-encoding', encoded.encoding);
  return reply.send(encoded.body);
}

/** reach.md §4: RSS 2.0 feeds of the horóscopo, for portals that republish it with attribution. */
export async function horoscopeFeedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const origin = ctx.config.publicUrl.replace(/\/+$/, '');

  app.get('/horoscopo/feed.xml', async (request, reply) => {
    const now = ctx.now();
    return sendFeed(request, reply, await dayFeedXml(ctx.horoscopes, origin, saoPauloDate(now)), now);
  });

  app.get<{ Params: { slug: string } }>('/horoscopo/:slug/feed.xml', async (request, reply) => {
    const sign = signOfSlug(request.params.slug.toLowerCase());
    if (!sign) {
      throw new HttpError(404, 'Signo desconhecido: use o nome do signo, como /horoscopo/leao/feed.xml.', {
        field: 'slug',
      });
    }
    const now = ctx.now();
    return sendFeed(request, reply, await signFeedXml(ctx.horoscopes, origin, sign, saoPauloDate(now)), now);
  });
}
