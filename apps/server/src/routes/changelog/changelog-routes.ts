import { CHANGE_ICONS, ChangelogInput, type ChangeType, type Changelog } from '@constelar/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { changelogs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { idParamOrNotFound, parseOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';

const NOT_FOUND = 'Changelog não encontrado.';

function toChangelog(row: typeof changelogs.$inferSelect): Changelog {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    isPublished: row.isPublished,
    releaseDate: row.releaseDate.toISOString(),
    createdBy: { name: row.createdByName },
    changes: row.changes.map((c) => ({
      type: c.type,
      description: c.description,
      icon: CHANGE_ICONS[c.type as ChangeType] ?? 'sparkles',
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function changelogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { preHandler: ctx.guards.requireAdmin };
  const idOf = (params: unknown) => idParamOrNotFound(params, NOT_FOUND);

  app.get('/changelog', async (): Promise<Changelog[]> => {
    const rows = await ctx.db
      .select()
      .from(changelogs)
      .where(eq(changelogs.isPublished, true))
      .orderBy(desc(changelogs.releaseDate), desc(changelogs.createdAt));
    return rows.map(toChangelog);
  });

  app.get('/changelog/admin/all', admin, async (): Promise<Changelog[]> => {
    const rows = await ctx.db
      .select()
      .from(changelogs)
      .orderBy(desc(changelogs.releaseDate), desc(changelogs.createdAt));
    return rows.map(toChangelog);
  });

  app.post('/changelog/admin/create', admin, async (request, reply): Promise<Changelog> => {
    const user = currentUser(request);
    const body = parseOrThrow(ChangelogInput, request.body);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(changelogs)
      .values({
        version: body.version,
        title: body.title,
        description: body.description,
        isPublished: body.isPublished,
        changes: body.changes,
        releaseDate: now,
        createdById: user.id,
        createdByName: user.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    reply.status(201);
    return toChangelog(row!);
  });

  app.put('/changelog/admin/:id', admin, async (request): Promise<Changelog> => {
    const id = idOf(request.params);
    const body = parseOrThrow(ChangelogInput, request.body);
    const [row] = await ctx.db
      .update(changelogs)
      .set({
        version: body.version,
        title: body.title,
        description: body.description,
        isPublished: body.isPublished,
        changes: body.changes,
        updatedAt: ctx.now(),
      })
      .where(eq(changelogs.id, id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return toChangelog(row);
  });

  app.delete('/changelog/admin/:id', admin, async (request) => {
    const id = idOf(request.params);
    const deleted = await ctx.db
      .delete(changelogs)
      .where(eq(changelogs.id, id))
      .returning({ id: changelogs.id });
    if (deleted.length === 0) throw notFound(NOT_FOUND);
    return { message: 'Changelog excluído.' };
  });

  app.patch('/changelog/admin/:id/toggle-publish', admin, async (request): Promise<Changelog> => {
    const id = idOf(request.params);
    const [current] = await ctx.db.select().from(changelogs).where(eq(changelogs.id, id)).limit(1);
    if (!current) throw notFound(NOT_FOUND);
    const now = ctx.now();
    const publishing = !current.isPublished;
    // Publishing a draft dates its release to that moment, so the public list orders by real releases.
    const [row] = await ctx.db
      .update(changelogs)
      .set({ isPublished: publishing, updatedAt: now, ...(publishing ? { releaseDate: now } : {}) })
      .where(eq(changelogs.id, id))
      .returning();
    return toChangelog(row!);
  });
}
