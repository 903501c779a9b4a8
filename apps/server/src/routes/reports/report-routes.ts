import {
  BirthInput,
  CreatedPersonalReport,
  IdParams,
  PersonalReportResponse,
  REPORTS_PAGE_SIZE,
  ReportListQuery,
  SavedReport,
  SavedReportList,
  SynastryRequest,
  SynastryResponse,
} from '@constelar/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { reports } from '../../db/schema';
import { saoPauloDate } from '../../lib/dates';
import { houseSystemOf, profileBirthOf } from '../users/user-dto';
import { loadUser } from '../users/load-user';
import { badRequest, notFound } from '../../lib/http-error';
import { negotiateEncoding } from '../../plugins/api-compression';
import { currentUser } from '../../plugins/auth';
import { enforceRateLimit, HOUR_MS, MINUTE_MS, type RateRule } from '../../plugins/rate-limit';
import { sendEncoded } from '../../work/encoded-json';
import { subjectOf } from '../../reports/subject';
import { awardEarnedBadges } from '../badges/badge-service';
import { BEARER, documentRoute, errorResponses, TAGS } from '../route-docs';
import { reportPage, toSaved } from './report-pages';

const REPORT_NOT_FOUND = 'Relatório não encontrado.';

/**
 * Saved reports and synastries per account (issue #22): a family's charts in one sitting fit easily, a
 * script that saves hundreds does not. Each kind has its own budget, per minute and per day.
 */
export const SAVE_QUOTAS = { perMinute: 20, perDay: 200 } as const;
const DAY_MS = 24 * HOUR_MS;

const saveQuota = (name: string, userId: string): RateRule[] => [
  { name: `${name}-minute`, key: userId, max: SAVE_QUOTAS.perMinute, windowMs: MINUTE_MS },
  { name: `${name}-day`, key: userId, max: SAVE_QUOTAS.perDay, windowMs: DAY_MS },
];

export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };

  /** Saves a report and awards its badges in one transaction, so neither lands without the other. */
  async function save(userId: string, kind: 'personal' | 'synastry', content: unknown) {
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(reports).values({ userId, kind, content, createdAt: now }).returning();
      const newBadges = await awardEarnedBadges(tx, userId, now);
      return { row: row!, newBadges };
    });
  }

  r.post(
    '/calculate/personal',
    {
      schema: {
        tags: [TAGS.reports],
        summary: 'Calcular um mapa pessoal (sem conta)',
        description:
          'Mapa astral, numerologia e arcanos de uma pessoa. Nada é salvo. Com `placeId` (de GET ' +
          '/api/places) o local escolhido vale; sem ele, o texto de `birthPlace` é resolvido.',
        body: BirthInput,
        response: { 200: PersonalReportResponse, ...errorResponses(400, 422, 503) },
      },
    },
    async (request, reply) => {
      const built = await ctx.work.run('personalReply', {
        input: request.body,
        today: saoPauloDate(ctx.now()),
        encoding: negotiateEncoding(request.headers['accept-encoding']),
      });
      return sendEncoded(reply, built);
    },
  );

  /** After the session is known, before any work: a refused save costs nothing but the count. */
  const quota = (name: string, what: string) => async (request: FastifyRequest, reply: FastifyReply) =>
    enforceRateLimit(
      ctx,
      reply,
      saveQuota(name, currentUser(request).id),
      (wait) => `Você salvou ${what} demais em pouco tempo. Aguarde ${wait} e tente novamente.`,
    );

  r.post(
    '/reports',
    {
      ...member,
      preHandler: quota('report-save', 'relatórios'),
      schema: {
        tags: [TAGS.reports],
        security: BEARER,
        summary: 'Calcular e salvar um mapa pessoal',
        description: 'Como /api/calculate/personal, e salva no painel; `newBadges` traz o que a ação rendeu.',
        body: BirthInput,
        response: { 201: CreatedPersonalReport, ...errorResponses(400, 401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const profile = await loadUser(ctx, user.id);
      const content = await ctx.work.run('personalContent', {
        input: request.body,
        today: saoPauloDate(ctx.now()),
        houseSystem: houseSystemOf(profile),
      });
      const { row, newBadges } = await save(user.id, 'personal', content);
      return reply.status(201).send({
        id: row.id,
        type: 'personal',
        createdAt: row.createdAt.toISOString(),
        subject: subjectOf(content, profileBirthOf(profile)),
        content,
        ...(newBadges.length > 0 ? { newBadges } : {}),
      });
    },
  );

  r.get(
    '/reports',
    {
      ...member,
      config: {
        swaggerTransform: documentRoute({
          200: {
            link: {
              type: 'string',
              description: 'Só quando há mais: `</api/reports?before=<id>>; rel="next"`.',
            },
            'x-total-count': {
              type: 'integer',
              description: 'Quantos relatórios o membro tem ao todo (não só nesta página).',
            },
          },
        }),
      },
      schema: {
        tags: [TAGS.reports],
        security: BEARER,
        summary: 'Listar os relatórios do membro',
        description: `Do mais novo para o mais antigo, ${REPORTS_PAGE_SIZE} por página; a próxima vem de ?before.`,
        querystring: ReportListQuery,
        response: { 200: SavedReportList, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { before } = request.query;
      let cursor: { createdAt: Date; id: string } | undefined;
      if (before) {
        // Someone else's id reads like an unknown one.
        [cursor] = await ctx.db
          .select({ createdAt: reports.createdAt, id: reports.id })
          .from(reports)
          .where(and(eq(reports.id, before), eq(reports.userId, user.id)))
          .limit(1);
        if (!cursor)
          throw badRequest('Página inválida: este relatório não está na sua lista.', { field: 'before' });
      }
      const [rows, [total]] = await Promise.all([
        reportPage(ctx.db, user.id, REPORTS_PAGE_SIZE + 1, cursor),
        ctx.db.select({ n: count() }).from(reports).where(eq(reports.userId, user.id)),
      ]);
      const page = rows.slice(0, REPORTS_PAGE_SIZE);
      const last = page.at(-1);
      if (rows.length > REPORTS_PAGE_SIZE && last) {
        reply.header('link', `</api/reports?before=${last.id}>; rel="next"`);
      }
      // What the dashboard counts comes from here, never from one page's length (accounts.md §5).
      reply.header('x-total-count', String(total?.n ?? 0));
      const own = profileBirthOf(await loadUser(ctx, user.id));
      return page.map((row) => toSaved(row, own));
    },
  );

  r.get(
    '/reports/:id',
    {
      ...member,
      schema: {
        tags: [TAGS.reports],
        security: BEARER,
        summary: 'Abrir um relatório salvo',
        description: 'Pessoal ou sinastria, conforme `type`. O relatório de outra pessoa responde 404.',
        params: IdParams(REPORT_NOT_FOUND),
        response: { 200: SavedReport, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Someone else's report answers exactly like a missing one: its existence is not revealed.
      const [row] = await ctx.db
        .select()
        .from(reports)
        .where(and(eq(reports.id, request.params.id), eq(reports.userId, user.id)))
        .limit(1);
      if (!row) throw notFound(REPORT_NOT_FOUND);
      return toSaved(row, profileBirthOf(await loadUser(ctx, user.id)));
    },
  );

  r.post(
    '/calculate/synastry',
    {
      ...member,
      preHandler: quota('synastry-save', 'sinastrias'),
      schema: {
        tags: [TAGS.synastry],
        security: BEARER,
        summary: 'Calcular e salvar uma sinastria',
        description:
          'Hora e local são opcionais para cada pessoa: sem hora, 12:00 local e as notas dizem o que fica incerto; ' +
          'sem local, as posições na hora dada em UTC, sem Ascendente nem casas.',
        body: SynastryRequest,
        response: { 201: SynastryResponse, ...errorResponses(400, 401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { person1, person2 } = request.body;
      const content = await ctx.work.run('synastry', { person1, person2, today: saoPauloDate(ctx.now()) });
      const { row, newBadges } = await save(user.id, 'synastry', content);
      return reply.status(201).send({
        id: row.id,
        type: 'synastry',
        createdAt: row.createdAt.toISOString(),
        subject: 'other',
        content,
        ...(newBadges.length > 0 ? { newBadges } : {}),
      });
    },
  );
}
