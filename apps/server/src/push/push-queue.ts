import type { PushPayload } from '@constelar/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushQueue } from '../db/schema';
import { MAX_PUSHES_PER_DAY } from './push-policy';

export interface OutgoingPush {
  subscriptionId: string;
  kind: string;
  /** The Brasília date the push belongs to (the daily cap counts by it). */
  day: string;
  payload: PushPayload;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** One push per key at most: the scheduler's passes may overlap or repeat. */
  dedupeKey?: string;
}

/** A claimed row, with the subscription it goes to. */
export interface QueuedPush {
  id: string;
  kind: string;
  payload: PushPayload;
  ttlSeconds: number;
  urgency: OutgoingPush['urgency'];
  attempts: number;
  createdAt: Date;
  /** Older than its TTL by the database clock: the push service would drop it anyway. */
  expired: boolean;
  subscription: { id: string; endpoint: string; p256dh: string; auth: string };
}

/**
 * Queues a push unless its dedupe key exists or, for a scheduled push, the subscription already has
 * MAX_PUSHES_PER_DAY on that day. True when a row went in. The count and the insert are one statement,
 * and only one scheduler runs at a time (push-scheduler.ts), so the cap holds.
 */
export async function enqueuePush(db: Db, push: OutgoingPush): Promise<boolean> {
  const capped = push.kind !== 'test';
  const result = (await db.execute(sql`
    INSERT INTO push_queue (subscription_id, kind, day, payload, ttl_seconds, urgency, dedupe_key)
    SELECT ${push.subscriptionId}::uuid, ${push.kind}, ${push.day}, ${JSON.stringify(push.payload)}::jsonb,
      ${push.ttlSeconds}::int, ${push.urgency}, ${push.dedupeKey ?? null}
    WHERE NOT ${capped} OR (
      SELECT count(*) FROM push_queue
      WHERE subscription_id = ${push.subscriptionId}::uuid AND day = ${push.day} AND kind <> 'test'
    ) < ${MAX_PUSHES_PER_DAY}
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.length > 0;
}

interface ClaimedRow {
  id: string;
  kind: string;
  payload: PushPayload | string;
  ttl_seconds: number;
  urgency: OutgoingPush['urgency'];
  attempts: number;
  created_ms: number | string;
  expired: boolean;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Leases up to `limit` due rows on the database clock, as the mail queue does (mail/mail-queue.ts). */
export async function claimDuePushes(db: Db, limit: number, leaseSeconds: number): Promise<QueuedPush[]> {
  const result = (await db.execute(sql`
    WITH due AS MATERIALIZED (
      SELECT id FROM push_queue
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE push_queue
      SET locked_until = now() + ${leaseSeconds}::int * interval '1 second', attempts = attempts + 1
      FROM due
      WHERE push_queue.id = due.id
      RETURNING push_queue.*
    )
    SELECT claimed.id, claimed.kind, claimed.payload, claimed.ttl_seconds, claimed.urgency, claimed.attempts,
      (extract(epoch FROM claimed.created_at) * 1000)::float8 AS created_ms,
      claimed.created_at + claimed.ttl_seconds * interval '1 second' < now() AS expired,
      s.id AS subscription_id, s.endpoint, s.p256dh, s.auth
    FROM claimed JOIN push_subscriptions s ON s.id = claimed.subscription_id
  `)) as unknown as { rows: ClaimedRow[] };
  return result.rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as PushPayload) : row.payload,
      ttlSeconds: Number(row.ttl_seconds),
      urgency: row.urgency,
      attempts: Number(row.attempts),
      createdAt: new Date(Number(row.created_ms)),
      expired: row.expired === true || String(row.expired) === 't',
      subscription: { id: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function markPushSent(db: Db, id: string): Promise<void> {
  await db
    .update(pushQueue)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(pushQueue.id, id), isNull(pushQueue.sentAt)));
}

/** Try again after `delayMs` on the database clock (a Retry-After, or the back-off). */
export async function schedulePushRetry(db: Db, id: string, error: string, delayMs: number): Promise<void> {
  await db
    .update(pushQueue)
    .set({
      lastError: error,
      lockedUntil: null,
      nextAttemptAt: sql`now() + ${Math.round(delayMs)}::int * interval '1 millisecond'`,
    })
    .where(and(eq(pushQueue.id, id), isNull(pushQueue.sentAt)));
}

export async function markPushFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(pushQueue)
    .set({ failedAt: sql`now()`, lastError: error, lockedUntil: null })
    .where(and(eq(pushQueue.id, id), isNull(pushQueue.sentAt)));
}

/** Hands back claimed rows never tried (stopping), without counting the attempt. */
export async function releasePushes(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushQueue)
    .set({ lockedUntil: null, attempts: sql`greatest(${pushQueue.attempts} - 1, 0)` })
    .where(and(inArray(pushQueue.id, ids), isNull(pushQueue.sentAt)));
}
