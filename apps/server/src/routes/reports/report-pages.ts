import type { PersonalContent, ProfileBirth, SavedReport } from '@constelar/contract';
import { subjectOf } from '../../reports/subject';
import { upgradePersonalContent } from '../../reports/upgrade-content';
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

/**
 * A stored row as the API (and the LGPD export) shows it; the reply's schema checks the content against its
 * type. Old personal contents are brought up to date as they are read, and `subject` is worked out from the
 * profile as it stands, so editing one's birth re-labels every report (sky.md §2).
 */
export function toSaved(row: ReportRow, own: ProfileBirth | null): SavedReport {
  const content = row.kind === 'personal' ? upgradePersonalContent(row.content) : row.content;
  return {
    id: row.id,
    type: row.kind,
    createdAt: row.createdAt.toISOString(),
    subject: row.kind === 'personal' ? subjectOf(content as PersonalContent, own) : 'other',
    content,
  } as SavedReport;
}
