import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users, type UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';

/** The signed-in account's row as it is now; gone means the session is too. */
export async function loadUser(ctx: AppContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw unauthorized();
  return row;
}
