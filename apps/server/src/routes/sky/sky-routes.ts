import { SkyCalendar, SkyCalendarQuery } from '@constelar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { namesEtag } from '../../lib/etag';
import { negotiateEncoding, varyOnEncoding } from '../../plugins/api-compression';
import { documentMedia, errorResponses, TAGS } from '../route-docs';
import type { CalendarJob } from '../../services/sky/calendar-body';
import { MAX_CALENDAR_DAYS } from '../../services/sky/calendar-events';

/** The sky does not change: shared caches may keep an answer for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The public sky calendar (sky.md §5): JSON for the page, iCalendar for calendar apps. A range is built
 * once on a work thread and kept as bytes (services/sky/calendar-cache.ts), with an ETag of its content, so a calendar app that polls gets
 * 304 and a repeated range costs no computation (issue #22).
 */
export async function skyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const description =
    `Fases da Lua, ingressos de Sol a Plutão, estações, Lua fora de curso e eclipses entre \`from\` 00:00 e ` +
    `\`to\` 24:00 (UTC), no máximo ${MAX_CALENDAR_DAYS} dias; com \`types\`, só os tipos pedidos. ` +
    'Títulos e textos em português. A mesma faixa dá sempre o mesmo ETag; If-None-Match responde 304.';

  async function sendCalendar(request: FastifyRequest, reply: FastifyReply, job: CalendarJob) {
    const built = await ctx.skyCalendar.body(job);
    varyOnEncoding(reply);
    reply.header('etag', built.etag).header('cache-control', CACHE_CONTROL);
    if (namesEtag(request.headers['if-none-match'], built.etag)) return reply.status(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']) ?? 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const body = built[encoding];
    return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  }

  r.get(
    '/sky/calendar',
    {
      schema: {
        tags: [TAGS.sky],
        summary: 'O calendário do céu',
        description,
        querystring: SkyCalendarQuery,
        response: { 200: SkyCalendar, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => {
      const { from, to, types } = request.query;
      reply.type('application/json; charset=utf-8');
      return sendCalendar(request, reply, { format: 'json', from, to, types, pageUrl: '' });
    },
  );

  r.get(
    '/sky/calendar.ics',
    {
      config: { swaggerTransform: documentMedia('text/calendar', 'O calendário em iCalendar (RFC 5545).') },
      schema: {
        tags: [TAGS.sky],
        summary: 'O calendário do céu em iCalendar (.ics)',
        description: `${description} Um VEVENT por evento, horários em UTC.`,
        querystring: SkyCalendarQuery,
      },
    },
    async (request, reply) => {
      const { from, to, types } = request.query;
      reply
        .header('content-disposition', `inline; filename="constelar-ceu-${from}-${to}.ics"`)
        .type('text/calendar; charset=utf-8');
      const pageUrl = `${ctx.config.publicUrl}/ceu`;
      return sendCalendar(request, reply, { format: 'ics', from, to, types, pageUrl });
    },
  );
}
