import { PEOPLE_MESSAGES } from '@constelar/contract';
import type { AppContext } from '../../app-context';
import { personOf } from '../../db/repositories/people';
import type { PersonRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';

/** The member's person by id; anyone else's answers exactly like a missing one. */
export async function ownedPerson(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  id: string,
): Promise<PersonRow> {
  const row = await personOf(ctx.db, userId, id);
  if (!row) throw notFound(PEOPLE_MESSAGES.notFound);
  return row;
}
