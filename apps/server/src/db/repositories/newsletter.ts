import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { newsletterSubscriptions } from '../schema';
import type { Queryable } from './queryable';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** Whether the address already receives the letter (subscribed and confirmed). */
export async function isActiveSubscriber(db: Queryable, email: string): Promise<boolean> {
  const [before] = await db
    .select({
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return before !== undefined && before.unsubscribedAt === null && before.confirmedAt !== null;
}

/**
 * Idempotent: a second subscribe keeps one row; a past unsubscribe is undone with fresh consent, which must
 * then be confirmed again unless provenNow. An existing row never changes hands: userId only fills an empty one.
 */
export async function upsertSubscription(
  db: Queryable,
  subscription: { email: string; source: string; userId: string | null; provenNow: boolean },
  now: Date,
): Promise<SubscriptionRow> {
  const { email, source, userId, provenNow } = subscription;
  const [saved] = await db
    .insert(newsletterSubscriptions)
    .values({ email, source, consentAt: now, confirmedAt: provenNow ? now : null, userId })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        unsubscribedAt: null,
        userId: userId
          ? sql`coalesce(${newsletterSubscriptions.userId}, ${userId}::uuid)`
          : sql`${newsletterSubscriptions.userId}`,
        consentAt: sql`CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.consentAt} ELSE ${now} END`,
        confirmedAt: provenNow
          ? sql`coalesce(CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.confirmedAt} END, ${now})`
          : sql`CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.confirmedAt} ELSE NULL END`,
      },
    })
    .returning();
  if (!saved) throw new Error('upsert returned no row');
  return saved;
}

/** Confirms a pending, still subscribed address; undefined when there is none. */
export async function confirmSubscription(
  db: Queryable,
  email: string,
  now: Date,
): Promise<string | undefined> {
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        isNull(newsletterSubscriptions.unsubscribedAt),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return confirmed?.email;
}

/** Ends a subscription; an address already unsubscribed keeps its first date. */
export async function unsubscribe(db: Queryable, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)));
}

/** The account's subscriptions: tied to it, or to its address. */
export function subscriptionsOf(db: Queryable, userId: string, email: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email)))
    .orderBy(newsletterSubscriptions.createdAt, newsletterSubscriptions.id);
}

/** Every address that receives the letter: confirmed and still subscribed. */
export async function activeSubscriberEmails(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(
      and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt)),
    )
    .orderBy(newsletterSubscriptions.createdAt, newsletterSubscriptions.email);
  return rows.map((row) => row.email);
}
