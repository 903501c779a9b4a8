import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accountAddresses, linkTokens, newsletterSubscriptions, users, type UserRow } from '../schema';

type Sql = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Notes an address the account uses or asks for; a confirmation already recorded is kept. */
export async function rememberAddress(
  db: Sql,
  userId: string,
  email: string,
  confirmedAt: Date | null = null,
): Promise<void> {
  await db
    .insert(accountAddresses)
    .values({ userId, email, confirmedAt })
    .onConflictDoUpdate({
      target: [accountAddresses.userId, accountAddresses.email],
      set: { confirmedAt: sql`coalesce(${accountAddresses.confirmedAt}, excluded.confirmed_at)` },
    });
}

/** The address reached its owner through a link: it is now proven to be the account's. */
export const confirmAddress = (db: Sql, userId: string, email: string, now: Date) =>
  rememberAddress(db, userId, email, now);

/** Addresses the account proved it holds, past and present: the only ones newsletter rows are matched by. */
const confirmedEmails = (db: Sql, userId: string) =>
  db
    .select({ email: accountAddresses.email })
    .from(accountAddresses)
    .where(and(eq(accountAddresses.userId, userId), isNotNull(accountAddresses.confirmedAt)));

/**
 * The account's newsletter rows: its own (user_id) and those under an address it confirmed. An address
 * merely typed into a profile opens nobody else's record (issue #44).
 */
export function newsletterRowsOf(db: Sql, userId: string) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(
      sql`${newsletterSubscriptions.userId} = ${userId} OR ${newsletterSubscriptions.email} IN (${confirmedEmails(db, userId)})`,
    )
    .orderBy(newsletterSubscriptions.createdAt, newsletterSubscriptions.id);
}

/**
 * Every address the account has used, asked for or been sent a link at: the current and pending ones,
 * the remembered ones, those of its link tokens and of its newsletter rows.
 */
export async function everyAddressOf(db: Sql, userId: string): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT email FROM ${users} WHERE id = ${userId}
    UNION SELECT pending_email FROM ${users} WHERE id = ${userId} AND pending_email IS NOT NULL
    UNION SELECT email FROM ${accountAddresses} WHERE user_id = ${userId}
    UNION SELECT email FROM ${linkTokens} WHERE user_id = ${userId}
    UNION SELECT email FROM ${newsletterSubscriptions} WHERE user_id = ${userId}
  `)) as unknown as { rows: { email: string }[] };
  return result.rows.map((row) => row.email);
}

/**
 * LGPD's deletion, in one transaction: every trace of the account's addresses goes — newsletter rows of
 * the account or under an address it confirmed, link tokens sent to any of them (a newsletter
 * confirmation has no account), every mail row to them (addressee, List-Unsubscribe, dedupe key) — then
 * the account, whose cascade takes reports, people, badges, addresses, sessions and push subscriptions.
 */
export async function deleteAccountEverywhere(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const addresses = await everyAddressOf(tx, userId);
    await tx
      .delete(newsletterSubscriptions)
      .where(
        sql`${newsletterSubscriptions.userId} = ${userId} OR ${newsletterSubscriptions.email} IN (${confirmedEmails(tx, userId)})`,
      );
    if (addresses.length > 0) {
      const list = sql.join(
        addresses.map((a) => sql`${a}`),
        sql`, `,
      );
      await tx.execute(sql`DELETE FROM link_tokens WHERE email IN (${list})`);
      // The weekly letter's dedupe key ends with its address, an SMTP error may quote it; a sent row has
      // lost its addressee already.
      await tx.execute(sql`
        DELETE FROM mail_queue WHERE to_address IN (${list})
          OR EXISTS (SELECT 1 FROM unnest(ARRAY[${list}]::text[]) AS a(email)
            WHERE mail_queue.dedupe_key LIKE '%:' || a.email
              OR strpos(coalesce(mail_queue.last_error, ''), a.email) > 0)
      `);
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** Records `email` as confirmed when it is the account's current address (a reset link reached it). */
export async function confirmIfCurrent(db: Sql, userId: string, email: string, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO account_addresses (user_id, email, confirmed_at)
    SELECT id, email, ${now} FROM users WHERE id = ${userId} AND email = ${email}
    ON CONFLICT (user_id, email) DO UPDATE SET confirmed_at = coalesce(account_addresses.confirmed_at, excluded.confirmed_at)
  `);
}

/**
 * Moves the account to the address it asked for, once that address's link is opened: the new one is the
 * login, confirmed, nothing pending, and every session ends. Null when `email` is not the pending one.
 * A unique violation (another account took the address meanwhile) goes up to the caller.
 */
export async function movePendingEmail(
  db: Sql,
  userId: string,
  email: string,
  now: Date,
): Promise<{ before: UserRow; moved: UserRow } | null> {
  const [before] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!before || before.pendingEmail !== email) return null;
  const [moved] = await db
    .update(users)
    .set({
      email,
      pendingEmail: null,
      emailVerifiedAt: now,
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(and(eq(users.id, userId), eq(users.pendingEmail, email)))
    .returning();
  if (!moved) return null;
  await confirmAddress(db, userId, email, now);
  return { before, moved };
}
