import { SkyCalendar, SkyCalendarQuery, type SkyEvent } from '@constelar/contract';
import type { SkyEventType } from '@constelar/core/codes';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { documentMedia, errorResponses, TAGS } from '../route-docs';
import { calendarEvents, MAX_CALENDAR_DAYS } from './calendar-events';
import { calendarIcs } from './calendar-ics';

/** The events of the kinds asked for: "Próximo eclipse" wants one kind, a calendar app may leave one out. */
const ofTypes = (events: SkyEvent[], types: readonly SkyEventType[] | undefined) =>
  types ? events.filter((event) => types.includes(event.type)) : events;

/** The public sky calendar (sky.md §5): JSON for the page, iCalendar for calendar apps. */
export async function skyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The sky of a range never changes: a calendar app that polls gets 304 from the ETag.
  await app.register(etag);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const description =
    `Fases da Lua, ingressos de Sol a Plutão, estações, Lua fora de curso e eclipses entre \`from\` 00:00 e ` +
    `\`to\` 24:00 (UTC), no máximo ${MAX_CALENDAR_DAYS} dias; com \`types\`, só os tipos pedidos. ` +
    'Títulos e textos em português.';

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
      const events = ofTypes(calendarEvents(from, to), types);
      // The sky does not change: shared caches may keep an answer for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return events;
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
      const events = ofTypes(calendarEvents(from, to), types);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', `inline; filename="constelar-ceu-${from}-${to}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(calendarIcs(events, ctx.now(), `${ctx.config.publicUrl}/ceu`));
    },
  );
}
