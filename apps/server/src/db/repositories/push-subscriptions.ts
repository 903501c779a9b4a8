import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { pushQueue, pushSubscriptions, users, type PushSubscriptionRow, type UserRow } from '../schema';
import type { Queryable } from './queryable';

export type PushSubscriptionFields = Pick<
  typeof pushSubscriptions.$inferInsert,
  'userId' | 'endpoint' | 'p256dh' | 'auth' | 'topics' | 'sign' | 'hour'
>;
export type PushSubscriptionChanges = Partial<
  Pick<PushSubscriptionRow, 'topics' | 'sign' | 'hour' | 'userId'>
>;

export async function pushSubscriptionById(
  db: Queryable,
  id: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row;
}

export async function pushSubscriptionByEndpoint(
  db: Queryable,
  endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return row;
}

/** The browser that carries the endpoint holds it: subscribing again replaces what it chose. */
export async function upsertPushSubscription(
  db: Queryable,
  values: PushSubscriptionFields,
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function updatePushSubscription(
  db: Queryable,
  id: string,
  changes: PushSubscriptionChanges,
): Promise<PushSubscriptionRow | undefined> {
  const [updated] = await db
    .update(pushSubscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id))
    .returning();
  return updated;
}

export async function deletePushSubscription(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The member's browsers, oldest first (the data export's order). */
export function pushSubscriptionsOf(db: Queryable, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

/** How many subscriptions the member holds, the one at `endpoint` (a re-subscription) left out. */
export async function memberSubscriptionCount(
  db: Queryable,
  userId: string,
  endpoint: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return Number(row?.n ?? 0);
}

/**
 * Who the push planner owes something this minute: the subscriptions of this Brasília hour (an index on
 * it) and, while a void-of-course Moon begins, every subscription to that topic; each with its member, or
 * null for an anonymous browser.
 */
export function subscriptionsOwed(
  db: Queryable,
  hour: number,
  voidOfCourseStarting: boolean,
): Promise<{ subscription: PushSubscriptionRow; user: UserRow | null }[]> {
  const owed = voidOfCourseStarting
    ? or(
        eq(pushSubscriptions.hour, hour),
        sql`${pushSubscriptions.topics} @> ${JSON.stringify(['void-of-course'])}::jsonb`,
      )
    : eq(pushSubscriptions.hour, hour);
  return db
    .select({ subscription: pushSubscriptions, user: users })
    .from(pushSubscriptions)
    .leftJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(owed);
}

/** Whether a push of one of `kinds` is queued (or was sent) for the subscription on that Brasília day. */
export async function hasQueuedPushes(
  db: Queryable,
  subscriptionId: string,
  day: string,
  kinds: string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: pushQueue.id })
    .from(pushQueue)
    .where(
      and(
        eq(pushQueue.subscriptionId, subscriptionId),
        eq(pushQueue.day, day),
        inArray(pushQueue.kind, kinds),
      ),
    )
    .limit(1);
  return row !== undefined;
}
