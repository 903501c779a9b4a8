import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { pushSubscriptions } from '../schema';

/** How many subscriptions the member holds, the one at `endpoint` (a re-subscription) left out. */
export async function memberSubscriptionCount(db: Db, userId: string, endpoint: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return Number(row?.n ?? 0);
}
