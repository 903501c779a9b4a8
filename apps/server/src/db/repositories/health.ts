import { sql } from 'drizzle-orm';
import type { Queryable } from './queryable';

/** The cheapest round trip: resolves once the database answers, rejects when it cannot. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
