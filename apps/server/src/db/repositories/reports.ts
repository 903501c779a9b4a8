import type { SavedInput } from '@constelar/contract';
import type { StoredRow } from '../../services/reading/saved-reading';
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import { reports } from '../schema';
import type { Queryable } from './queryable';

export type ReportRow = typeof reports.$inferSelect;
type Cursor = Pick<ReportRow, 'createdAt' | 'id'>;

/**
 * One page of a member's reports, newest first, after `cursor` (keyset on created_at then id, which the
 * (user_id, created_at) index serves): a page costs the same on the first screen as on the hundredth.
 */
export function reportPage(
  db: Queryable,
  userId: string,
  limit: number,
  cursor?: Cursor,
): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.userId, userId),
        cursor
          ? or(
              lt(reports.createdAt, cursor.createdAt),
              and(eq(reports.createdAt, cursor.createdAt), lt(reports.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
}

/** A row as it crosses to a work thread (reports/saved-reading.ts reads it there). */
export function storedRow(row: Pick<ReportRow, 'id' | 'createdAt' | 'input'>): StoredRow {
  return { id: row.id, createdAt: row.createdAt.toISOString(), input: row.input };
}

/** Keeps a report's inputs; its reply is read from them, now and on every later read. */
export async function insertReport(
  db: Queryable,
  userId: string,
  input: SavedInput,
  engineVersion: string,
  now: Date,
): Promise<Pick<ReportRow, 'id' | 'createdAt'>> {
  const [saved] = await db
    .insert(reports)
    .values({ userId, kind: input.kind, input, engineVersion, createdAt: now })
    .returning({ id: reports.id, createdAt: reports.createdAt });
  return saved!;
}

/** The member's report by id, or undefined: someone else's reads like a missing one. */
export async function reportOf(db: Queryable, userId: string, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .limit(1);
  return row;
}

/** Only the inputs of the member's report, or undefined. */
export async function reportInputOf(
  db: Queryable,
  userId: string,
  id: string,
): Promise<SavedInput | undefined> {
  const [row] = await db
    .select({ input: reports.input })
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .limit(1);
  return row?.input;
}

/** Where a page starts: the member's report by id, or undefined. */
export async function reportCursor(db: Queryable, userId: string, id: string): Promise<Cursor | undefined> {
  const [cursor] = await db
    .select({ createdAt: reports.createdAt, id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .limit(1);
  return cursor;
}

export async function countReports(db: Queryable, userId: string): Promise<number> {
  const [total] = await db.select({ n: count() }).from(reports).where(eq(reports.userId, userId));
  return total?.n ?? 0;
}
