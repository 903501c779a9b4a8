import type { SavedBirth, SavedInput, SavedSynastryInput } from '@constelar/contract';
import type { StoredRow } from '../../services/reading/saved-reading';
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
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

/** A birth as a synastry is told apart by: its day, its time and where (never the name typed). */
const birthKey = (birth: SavedBirth) =>
  [
    birth.birthDate,
    birth.birthTime ?? '',
    birth.place
      ? `${birth.place.latitude.toFixed(4)},${birth.place.longitude.toFixed(4)}`
      : (birth.birthPlace ?? ''),
  ].join('|');
const pairKey = (people: readonly SavedBirth[]) => people.map(birthKey).sort().join('~');

/**
 * The member's saved synastry of the same two births, in either order (issue #45), or undefined. JSON
 * containment narrows by day and time (the order of an array does not matter to it); the place is
 * compared here.
 */
export async function sameSynastryOf(
  db: Queryable,
  userId: string,
  input: SavedSynastryInput,
): Promise<Pick<ReportRow, 'id'> | undefined> {
  const narrow = {
    people: input.people.map((p) => ({ birthDate: p.birthDate, birthTime: p.birthTime })),
  };
  const rows = await db
    .select({ id: reports.id, input: reports.input })
    .from(reports)
    .where(
      and(
        eq(reports.userId, userId),
        eq(reports.kind, 'synastry'),
        sql`${reports.input} @> ${JSON.stringify(narrow)}::jsonb`,
      ),
    )
    .orderBy(desc(reports.createdAt));
  const wanted = pairKey(input.people);
  return rows.find((row) => row.input.kind === 'synastry' && pairKey(row.input.people) === wanted);
}

/** Saves a report again over an older one: its new inputs, and now as its moment (first in the list). */
export async function replaceReport(
  db: Queryable,
  id: string,
  input: SavedInput,
  engineVersion: string,
  now: Date,
): Promise<Pick<ReportRow, 'id' | 'createdAt'>> {
  const [saved] = await db
    .update(reports)
    .set({ input, engineVersion, createdAt: now })
    .where(eq(reports.id, id))
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
