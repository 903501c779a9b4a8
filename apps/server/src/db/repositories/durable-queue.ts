import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { Queryable } from './queryable';

/**
 * One lease-and-retry queue over any table with the queue's columns (id, created_at, next_attempt_at,
 * locked_until, attempts, sent_at, failed_at, last_error): mail_queue and push_queue both. Every instant is
 * the database's, so that every instance agrees.
 */
export interface DurableQueue {
  /**
   * Takes a lease on up to `limit` due rows and counts the attempt, in one statement. SKIP LOCKED lets
   * instances claim side by side without waiting; the MATERIALIZED CTE runs the locking select exactly once
   * (an IN (… LIMIT …) subquery may be re-executed by the planner and then return more rows than the limit).
   * `select` reads the leased rows from `claimed` (joining what it needs); rows come back oldest first.
   */
  claim<Row>(db: Db, limit: number, leaseSeconds: number, select: SQL): Promise<Row[]>;
  /** Delivered. */
  markSent(db: Db, id: string): Promise<void>;
  /** Not delivered this time: try again after `delayMs`. */
  scheduleRetry(db: Db, id: string, error: string, delayMs: number): Promise<void>;
  /** Given up: the row stays for inspection. */
  markFailed(db: Db, id: string, error: string): Promise<void>;
  /** Hands back claimed rows that were never tried (stopping), without counting the attempt. */
  release(db: Db, ids: string[]): Promise<void>;
  /** Rows neither sent nor given up, and the age in seconds of the oldest of them (0 when none). */
  pending(db: Queryable): Promise<{ count: number; oldestSeconds: number }>;
}

/**
 * The queue over `table`. `clearedWhenDone` names columns emptied once a row is sent or given up (a mail's
 * bodies may hold a link token that must not outlive its use).
 */
export function durableQueue(
  table: 'mail_queue' | 'push_queue',
  clearedWhenDone: string[] = [],
): DurableQueue {
  const t = sql.identifier(table);
  const clear = sql.join(
    clearedWhenDone.map((column) => sql`, ${sql.identifier(column)} = NULL`),
    sql``,
  );
  const unsent = (id: string) => sql`id = ${id} AND sent_at IS NULL`;
  return {
    async claim<Row>(db: Db, limit: number, leaseSeconds: number, select: SQL): Promise<Row[]> {
      const result = (await db.execute(sql`
        WITH due AS MATERIALIZED (
          SELECT id FROM ${t}
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY created_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE ${t}
          SET locked_until = now() + ${leaseSeconds}::int * interval '1 second', attempts = attempts + 1
          FROM due
          WHERE ${t}.id = due.id
          RETURNING ${t}.*
        )
        ${select}
        ORDER BY claimed.created_at, claimed.id
      `)) as unknown as { rows: Row[] };
      return result.rows;
    },
    async markSent(db, id) {
      await db.execute(
        sql`UPDATE ${t} SET sent_at = now(), locked_until = NULL, last_error = NULL${clear} WHERE ${unsent(id)}`,
      );
    },
    async scheduleRetry(db, id, error, delayMs) {
      await db.execute(sql`
        UPDATE ${t}
        SET last_error = ${error}, locked_until = NULL,
          next_attempt_at = now() + ${Math.round(delayMs)}::int * interval '1 millisecond'
        WHERE ${unsent(id)}
      `);
    },
    async markFailed(db, id, error) {
      await db.execute(
        sql`UPDATE ${t} SET failed_at = now(), last_error = ${error}, locked_until = NULL${clear} WHERE ${unsent(id)}`,
      );
    },
    async release(db, ids) {
      if (ids.length === 0) return;
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE ${t} SET locked_until = NULL, attempts = greatest(attempts - 1, 0)
        WHERE id IN (${list}) AND sent_at IS NULL
      `);
    },
    async pending(db) {
      const result = (await db.execute(sql`
        SELECT count(*)::int AS n, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
        FROM ${t} WHERE sent_at IS NULL AND failed_at IS NULL
      `)) as unknown as { rows: { n: number | string; oldest: number | string }[] };
      const row = result.rows[0];
      return { count: Number(row?.n ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
    },
  };
}
