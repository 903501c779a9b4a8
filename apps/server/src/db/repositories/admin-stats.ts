import type { AdminStats } from '@constelar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';

export const GROWTH_DAYS = 30;
/** A user counts as active with at least one report in this window. */
export const ACTIVE_WINDOW_DAYS = 30;

type Rows<T> = { rows: T[] };
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Every figure is computed by PostgreSQL; only the aggregates cross into JS. Calendar boundaries
 * (this month, the 30 daily buckets) follow São Paulo's calendar.
 */
export async function computeAdminStats(db: Db, now: Date): Promise<AdminStats> {
  const at = now.toISOString();
  const totals = (await db.execute(sql`
    WITH bounds AS (
      SELECT date_trunc('month', (${at}::timestamptz AT TIME ZONE ${SAO_PAULO_ZONE})) AT TIME ZONE ${SAO_PAULO_ZONE} AS month_start,
             ${at}::timestamptz - interval '7 days' AS week_start,
             ${at}::timestamptz - make_interval(days => ${ACTIVE_WINDOW_DAYS}) AS active_start
    ), per_user AS (
      SELECT user_id, count(*)::int AS n, max(created_at) AS last_at FROM reports GROUP BY user_id
    )
    SELECT
      (SELECT count(*)::int FROM users) AS users_total,
      (SELECT count(*)::int FROM users, bounds WHERE created_at >= month_start) AS users_month,
      (SELECT count(*)::int FROM users, bounds WHERE created_at >= week_start) AS users_week,
      (SELECT count(*)::int FROM per_user, bounds WHERE last_at >= active_start) AS users_active,
      (SELECT count(*)::int FROM users WHERE beta_tester_number IS NOT NULL) AS beta_testers,
      (SELECT count(*)::int FROM reports) AS reports_total,
      (SELECT count(*)::int FROM reports, bounds WHERE created_at >= month_start) AS reports_month,
      (SELECT count(*)::int FROM reports WHERE kind = 'personal') AS reports_personal,
      (SELECT count(*)::int FROM reports WHERE kind = 'synastry') AS reports_synastry,
      (SELECT count(*)::int FROM per_user WHERE n >= 2) AS multi_users
  `)) as unknown as Rows<Record<string, number>>;
  const t = totals.rows[0]!;

  const top = (await db.execute(sql`
    SELECT u.name, count(r.id)::int AS report_count
    FROM reports r JOIN users u ON u.id = r.user_id
    GROUP BY u.id, u.name
    ORDER BY report_count DESC, min(r.created_at) ASC
    LIMIT 1
  `)) as unknown as Rows<{ name: string; report_count: number }>;

  const growth = (await db.execute(sql`
    WITH days AS (
      SELECT generate_series(
        (${at}::timestamptz AT TIME ZONE ${SAO_PAULO_ZONE})::date - ${GROWTH_DAYS - 1}::int,
        (${at}::timestamptz AT TIME ZONE ${SAO_PAULO_ZONE})::date,
        interval '1 day'
      )::date AS day
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
      (SELECT count(*)::int FROM users u WHERE (u.created_at AT TIME ZONE ${SAO_PAULO_ZONE})::date = d.day) AS signups,
      (SELECT count(*)::int FROM reports r WHERE (r.created_at AT TIME ZONE ${SAO_PAULO_ZONE})::date = d.day) AS reports
    FROM days d ORDER BY d.day
  `)) as unknown as Rows<{ date: string; signups: number; reports: number }>;

  const usersTotal = Number(t.users_total);
  const reportsTotal = Number(t.reports_total);
  const topRow = top.rows[0];
  return {
    users: {
      total: usersTotal,
      newThisMonth: Number(t.users_month),
      newThisWeek: Number(t.users_week),
      activeUsers: Number(t.users_active),
      betaTesters: Number(t.beta_testers),
    },
    reports: {
      total: reportsTotal,
      thisMonth: Number(t.reports_month),
      personal: Number(t.reports_personal),
      synastry: Number(t.reports_synastry),
      averagePerUser: usersTotal > 0 ? round1(reportsTotal / usersTotal) : 0,
    },
    engagement: {
      usersWithMultipleReports: Number(t.multi_users),
      ...(topRow ? { topUser: { name: topRow.name, reportCount: Number(topRow.report_count) } } : {}),
    },
    growth: {
      dailySignups: growth.rows.map((r) => ({ date: r.date, count: Number(r.signups) })),
      dailyReports: growth.rows.map((r) => ({ date: r.date, count: Number(r.reports) })),
    },
  };
}
