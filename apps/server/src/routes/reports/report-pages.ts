import type { StoredRow } from '../../services/reading/saved-reading';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;
type Cursor = Pick<ReportRow, 'createdAt' | 'id'>;

/**
 * One page of a member's reports, newest first, after `cursor` (keyset on created_at then id, which the
 * (user_id, created_at) index serves): a page costs the same on the first screen as on the hundredth.
 */
export function reportPage(db: Db, userId: string, limit: number, cursor?: Cursor): Promise<ReportRow[]> {
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
