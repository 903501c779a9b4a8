import { BirthInput, SynastryRequest, type PersonalContent, type SavedReport } from '@constelar/contract';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { reports } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { idParamOrNotFound, parseOrThrow, UUID } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { currentYear } from '../../lib/dates';
import { computePersonalContent } from '../../reports/compute-personal';
import { computeSynastryContent } from '../../reports/compute-synastry';
import { awardEarnedBadges } from '../badges/badge-service';
import { reportPage } from './report-pages';

const REPORT_NOT_FOUND = 'Relatório não encontrado.';
/** accounts.md §5: at most 50 a page; `?before=<id of the last item>` gives the next. */
export const REPORTS_PAGE_SIZE = 50;

const ReportListQuery = z.object({
  before: z
    .string()
    .regex(UUID, 'Página inválida: o parâmetro before deve ser o id de um relatório.')
    .optional(),
});

const toSaved = (row: typeof reports.$inferSelect): SavedReport => ({
  id: row.id,
  type: row.kind,
  createdAt: row.createdAt.toISOString(),
  content: row.content,
});

export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { preHandler: ctx.guards.requireUser };

  /** Saves a report and awards its badges in one transaction, so neither lands without the other. */
  async function save(userId: string, kind: 'personal' | 'synastry', content: unknown) {
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(reports).values({ userId, kind, content, createdAt: now }).returning();
      const newBadges = await awardEarnedBadges(tx, userId, now);
      return { row: row!, newBadges };
    });
  }

  app.post('/calculate/personal', async (request): Promise<{ content: PersonalContent }> => {
    const body = parseOrThrow(BirthInput, request.body);
    return { content: computePersonalContent(body, currentYear(ctx.now())) };
  });

  app.post('/reports', auth, async (request, reply) => {
    const user = currentUser(request);
    const body = parseOrThrow(BirthInput, request.body);
    const content = computePersonalContent(body, currentYear(ctx.now()));
    const { row, newBadges } = await save(user.id, 'personal', content);
    reply.status(201);
    return { ...toSaved(row), ...(newBadges.length > 0 ? { newBadges } : {}) };
  });

  app.get('/reports', auth, async (request, reply): Promise<SavedReport[]> => {
    const user = currentUser(request);
    const { before } = parseOrThrow(ReportListQuery, request.query);
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
    return page.map(toSaved);
  });

  app.get('/reports/:id', auth, async (request): Promise<SavedReport> => {
    const user = currentUser(request);
    const id = idParamOrNotFound(request.params, REPORT_NOT_FOUND);
    // Someone else's report answers exactly like a missing one: its existence is not revealed.
    const [row] = await ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), eq(reports.userId, user.id)))
      .limit(1);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    return toSaved(row);
  });

  app.post('/calculate/synastry', auth, async (request, reply) => {
    const user = currentUser(request);
    const body = parseOrThrow(SynastryRequest, request.body);
    const content = computeSynastryContent(body.person1, body.person2, currentYear(ctx.now()));
    const { row, newBadges } = await save(user.id, 'synastry', content);
    reply.status(201);
    return { ...toSaved(row), ...(newBadges.length > 0 ? { newBadges } : {}) };
  });
}
