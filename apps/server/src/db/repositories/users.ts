import { and, eq, ne, or, sql } from 'drizzle-orm';
import { counters, newsletterSubscriptions, users, type UserRow } from '../schema';
import type { Queryable } from './queryable';

export type NewUser = Pick<typeof users.$inferInsert, 'name' | 'email' | 'passwordHash' | 'createdAt'>;
export type UserChanges = Partial<typeof users.$inferInsert>;

export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/**
 * The next number of a counter while it is below limit, or undefined. The counter row is locked by the
 * UPDATE, so parallel transactions take numbers one by one in commit order; a rolled-back one gives its
 * number back, and none is ever reused.
 */
export async function takeCounterSlot(
  db: Queryable,
  name: string,
  limit: number,
): Promise<number | undefined> {
  await db.insert(counters).values({ name, value: 0 }).onConflictDoNothing();
  const [slot] = await db
    .update(counters)
    .set({ value: sql`${counters.value} + 1` })
    .where(and(eq(counters.name, name), sql`${counters.value} < ${limit}`))
    .returning({ value: counters.value });
  return slot?.value;
}

export async function userByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Whether another account than userId holds this e-mail. */
export async function emailTakenByOther(db: Queryable, email: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

export async function updateUser(
  db: Queryable,
  userId: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated;
}

/** A new password ends every other session: the session version moves on with it. */
export async function setPassword(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [changed] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return changed;
}

/**
 * A password reset through a link sent to linkEmail: the new password, every session ended, and the address
 * confirmed when it is still the account's (the link reached that inbox, which proves it as a confirmation would).
 */
export async function resetPasswordByLink(
  db: Queryable,
  userId: string,
  passwordHash: string,
  linkEmail: string,
  now: Date,
): Promise<boolean> {
  const [updated] = await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      emailVerifiedAt: sql`CASE WHEN ${users.email} = ${linkEmail} THEN coalesce(${users.emailVerifiedAt}, ${now}) ELSE ${users.emailVerifiedAt} END`,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated !== undefined;
}

/** Confirms the address when it is still the account's; the first confirmation's instant is kept. */
export async function confirmEmail(
  db: Queryable,
  userId: string,
  email: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [confirmed] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning();
  return confirmed;
}

/** Every token issued so far stops working. */
export async function endSessions(db: Queryable, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Deletes the account: reports, badges, link tokens and push subscriptions go by cascade, newsletter
 * subscriptions tied to the account or its e-mail go explicitly. Call inside a transaction.
 */
export async function deleteUser(db: Queryable, userId: string, email: string): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email)));
  await db.delete(users).where(eq(users.id, userId));
}

/** Locks the member's row until the transaction ends, so two writes at once cannot both pass a count. */
export async function lockUser(db: Queryable, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
