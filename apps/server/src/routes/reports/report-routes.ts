import { BirthInput, SynastryRequest, type PersonalContent, type SavedReport } from '@constelar/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { reports } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { idParamOrNotFound, parseOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { currentYear } from '../../lib/dates';
import { computePersonalContent } from '../../reports/compute-personal';
import { computeSynastryContent } from '../../reports/compute-synastry';
import { awardEarnedBadges } from '../badges/badge-service';

const REPORT_NOT_FOUND = 'Relatório não encontrado.';

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

  app.get('/reports', auth, async (request): Promise<SavedReport[]> => {
    const user = currentUser(request);
    const rows = await ctx.db
      .select()
      .from(reports)
      .where(eq(reports.userId, user.id))
      .orderBy(desc(reports.createdAt), desc(reports.id));
    return rows.map(toSaved);
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
