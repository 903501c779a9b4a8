import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { durableQueue } from '../db/repositories/durable-queue';
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

/** The mail queue: a sent or failed row loses its bodies, which may hold a link token. */
const queue = durableQueue('mail_queue', ['text_body', 'html_body']);

/** Takes a lease on up to `limit` due rows and counts the attempt (db/repositories/durable-queue.ts). */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
  const rows = await queue.claim<ClaimedRow>(
    db,
    limit,
    leaseSeconds,
    sql`SELECT claimed.id, claimed.kind, claimed.to_address, claimed.subject, claimed.text_body,
      claimed.html_body, claimed.headers, claimed.attempts,
      (extract(epoch FROM claimed.created_at) * 1000)::float8 AS created_ms
    FROM claimed`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body ?? '',
    html: row.html_body ?? '',
    headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : (row.headers ?? {}),
    attempts: Number(row.attempts),
    createdAt: new Date(Number(row.created_ms)),
  }));
}

/**
 * A sent or given-up row keeps nothing that names or reaches the person: no addressee, no headers (the
 * List-Unsubscribe link carries the address in base64). Issue #44.
 */
async function anonymize(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`UPDATE mail_queue SET to_address = '', headers = '{}'::jsonb WHERE id = ${id} AND (sent_at IS NOT NULL OR failed_at IS NOT NULL)`,
  );
}

/** Delivered: the bodies go, since they may hold a link token that must not outlive its use. */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await queue.markSent(db, id);
  await anonymize(db, id);
}

/** Not delivered this time: try again after `delayMs`, counted from the database clock. */
export const scheduleMailRetry = (db: Db, id: string, error: string, delayMs: number): Promise<void> =>
  queue.scheduleRetry(db, id, error, delayMs);

/** Given up: the row stays for inspection, bodies cleared like a sent one. */
export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await queue.markFailed(db, id, error);
  await anonymize(db, id);
}

/** Hands back claimed rows that were never tried (the worker is stopping or the server is down). */
export const releaseMail = (db: Db, ids: string[]): Promise<void> => queue.release(db, ids);
