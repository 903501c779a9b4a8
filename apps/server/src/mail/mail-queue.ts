import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import type { DbOrTx, OutgoingMail } from './mailer';

/** A claimed row, as a transport needs it. */
export interface QueuedMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: Date;
}

/** Inserts the row; false when a row with the same dedupe key exists already. */
export async function enqueueMail(db: DbOrTx, message: OutgoingMail): Promise<boolean> {
  const inserted = await db
    .insert(mailQueue)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? {},
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailQueue.dedupeKey })
    .returning({ id: mailQueue.id });
  return inserted.length > 0;
}

interface ClaimedRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string> | string | null;
  attempts: number;
  created_ms: number | string;
}

/**
 * Takes a lease on up to `limit` due rows and counts the attempt, in one statement on the database
 * clock so that every instance agrees. SKIP LOCKED lets instances claim side by side without waiting;
 * the MATERIALIZED CTE runs the locking select exactly once (an IN (… LIMIT …) subquery may be
 * re-executed by the planner and then return more rows than the limit).
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
  const result = (await db.execute(sql`
    WITH due AS MATERIALIZED (
      SELECT id FROM mail_queue
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE mail_queue
    SET locked_until = now() + ${leaseSeconds}::int * interval '1 second', attempts = attempts + 1
    FROM due
    WHERE mail_queue.id = due.id
    RETURNING mail_queue.id, mail_queue.kind, mail_queue.to_address, mail_queue.subject,
      mail_queue.text_body, mail_queue.html_body, mail_queue.headers, mail_queue.attempts,
      (extract(epoch FROM mail_queue.created_at) * 1000)::float8 AS created_ms
  `)) as unknown as { rows: ClaimedRow[] };
  return result.rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body ?? '',
      html: row.html_body ?? '',
      headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : (row.headers ?? {}),
      attempts: Number(row.attempts),
      createdAt: new Date(Number(row.created_ms)),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** What a sent or dead row keeps of its message: nothing that names or reaches the person (issue #44). */
const ANONYMOUS = { toAddress: '', textBody: null, htmlBody: null, headers: {} };

/** Delivered: the bodies go, since they may hold a link token that must not outlive its use. */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailQueue)
    // Once sent, the row is a bare record: no addressee, no List-Unsubscribe (the address in base64).
    .set({ ...ANONYMOUS, sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(mailQueue.id, id), isNull(mailQueue.sentAt)));
}

/** Not delivered this time: try again after `delayMs`, counted from the database clock. */
export async function scheduleMailRetry(db: Db, id: string, error: string, delayMs: number): Promise<void> {
  await db
    .update(mailQueue)
    .set({
      lastError: error,
      lockedUntil: null,
      nextAttemptAt: sql`now() + ${Math.round(delayMs)}::int * interval '1 millisecond'`,
    })
    .where(and(eq(mailQueue.id, id), isNull(mailQueue.sentAt)));
}

/** Given up: the row stays for inspection, bodies cleared like a sent one. */
export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ ...ANONYMOUS, failedAt: sql`now()`, lastError: error, lockedUntil: null })
    .where(and(eq(mailQueue.id, id), isNull(mailQueue.sentAt)));
}

/** Hands back claimed rows that were never tried (the worker is stopping or the server is down). */
export async function releaseMail(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailQueue)
    .set({ lockedUntil: null, attempts: sql`greatest(${mailQueue.attempts} - 1, 0)` })
    .where(and(inArray(mailQueue.id, ids), isNull(mailQueue.sentAt)));
}
