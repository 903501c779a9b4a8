import { desc, eq } from 'drizzle-orm';
import { changelogs } from '../schema';
import type { Queryable } from './queryable';

export type ChangelogRow = typeof changelogs.$inferSelect;
type ChangelogFields = Pick<ChangelogRow, 'version' | 'title' | 'description' | 'isPublished' | 'changes'>;

/** Newest release first; the caller orders versions semantically on top. */
export async function listChangelogs(db: Queryable, only: 'published' | 'all'): Promise<ChangelogRow[]> {
  const query = db.select().from(changelogs);
  const filtered = only === 'published' ? query.where(eq(changelogs.isPublished, true)) : query;
  return filtered.orderBy(desc(changelogs.releaseDate), desc(changelogs.createdAt), desc(changelogs.id));
}

export async function insertChangelog(
  db: Queryable,
  fields: ChangelogFields,
  author: { id: string; name: string },
  now: Date,
): Promise<ChangelogRow> {
  const [row] = await db
    .insert(changelogs)
    .values({
      ...fields,
      releaseDate: now,
      createdById: author.id,
      createdByName: author.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function updateChangelog(
  db: Queryable,
  id: string,
  fields: ChangelogFields,
  now: Date,
): Promise<ChangelogRow | undefined> {
  const [row] = await db
    .update(changelogs)
    .set({ ...fields, updatedAt: now })
    .where(eq(changelogs.id, id))
    .returning();
  return row;
}

export async function deleteChangelog(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.delete(changelogs).where(eq(changelogs.id, id)).returning({ id: changelogs.id });
  return deleted.length > 0;
}

/**
 * Publishes a draft or withdraws a published version. Publishing dates the release to that moment, so the
 * public list orders by real releases.
 */
export async function togglePublished(
  db: Queryable,
  id: string,
  now: Date,
): Promise<ChangelogRow | undefined> {
  const [current] = await db.select().from(changelogs).where(eq(changelogs.id, id)).limit(1);
  if (!current) return undefined;
  const publishing = !current.isPublished;
  const [row] = await db
    .update(changelogs)
    .set({ isPublished: publishing, updatedAt: now, ...(publishing ? { releaseDate: now } : {}) })
    .where(eq(changelogs.id, id))
    .returning();
  return row;
}
