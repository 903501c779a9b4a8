import type { PushPayload } from '@constelar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { durableQueue } from '../db/repositories/durable-queue';
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

const queue = durableQueue('push_queue');

/** Leases up to `limit` due rows, as the mail queue does (db/repositories/durable-queue.ts). */
export async function claimDuePushes(db: Db, limit: number, leaseSeconds: number): Promise<QueuedPush[]> {
  const rows = await queue.claim<ClaimedRow>(
    db,
    limit,
    leaseSeconds,
    sql`SELECT claimed.id, claimed.kind, claimed.payload, claimed.ttl_seconds, claimed.urgency, claimed.attempts,
      (extract(epoch FROM claimed.created_at) * 1000)::float8 AS created_ms,
      claimed.created_at + claimed.ttl_seconds * interval '1 second' < now() AS expired,
      s.id AS subscription_id, s.endpoint, s.p256dh, s.auth
    FROM claimed JOIN push_subscriptions s ON s.id = claimed.subscription_id`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as PushPayload) : row.payload,
    ttlSeconds: Number(row.ttl_seconds),
    urgency: row.urgency,
    attempts: Number(row.attempts),
    createdAt: new Date(Number(row.created_ms)),
    expired: row.expired === true || String(row.expired) === 't',
    subscription: { id: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
  }));
}

export const markPushSent = (db: Db, id: string): Promise<void> => queue.markSent(db, id);

/** Try again after `delayMs` on the database clock (a Retry-After, or the back-off). */
export const schedulePushRetry = (db: Db, id: string, error: string, delayMs: number): Promise<void> =>
  queue.scheduleRetry(db, id, error, delayMs);

export const markPushFailed = (db: Db, id: string, error: string): Promise<void> =>
  queue.markFailed(db, id, error);

/** Hands back claimed rows never tried (stopping), without counting the attempt. */
export const releasePushes = (db: Db, ids: string[]): Promise<void> => queue.release(db, ids);
