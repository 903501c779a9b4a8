import { and, asc, count, eq } from 'drizzle-orm';
import { people, type PersonRow } from '../schema';
import type { Queryable } from './queryable';

export type PersonFields = Pick<
  typeof people.$inferInsert,
  'name' | 'relation' | 'birthDate' | 'birthTime' | 'birthPlace' | 'birthPlaceId'
>;

/** The member's person by id, or undefined: anyone else's reads like a missing one. */
export async function personOf(db: Queryable, userId: string, id: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(people)
    .where(and(eq(people.id, id), eq(people.userId, userId)))
    .limit(1);
  return row;
}

/** By name, then by when each was kept (the same instant: by id). */
export function listPeople(db: Queryable, userId: string): Promise<PersonRow[]> {
  return db
    .select()
    .from(people)
    .where(eq(people.userId, userId))
    .orderBy(asc(people.name), asc(people.createdAt), asc(people.id));
}

/** In the order they were kept, the same instant by id (the data export's order). */
export function peopleInKeptOrder(db: Queryable, userId: string): Promise<PersonRow[]> {
  return db.select().from(people).where(eq(people.userId, userId)).orderBy(people.createdAt, people.id);
}

export async function countPeople(db: Queryable, userId: string): Promise<number> {
  const [kept] = await db.select({ n: count() }).from(people).where(eq(people.userId, userId));
  return kept?.n ?? 0;
}

export async function insertPerson(
  db: Queryable,
  userId: string,
  fields: PersonFields,
  consentAt: Date,
): Promise<PersonRow> {
  const [inserted] = await db
    .insert(people)
    .values({ userId, ...fields, consentAt })
    .returning();
  return inserted!;
}

export async function updatePerson(
  db: Queryable,
  userId: string,
  id: string,
  fields: PersonFields,
): Promise<PersonRow | undefined> {
  const [row] = await db
    .update(people)
    .set(fields)
    .where(and(eq(people.id, id), eq(people.userId, userId)))
    .returning();
  return row;
}

export async function deletePerson(db: Queryable, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(people)
    .where(and(eq(people.id, id), eq(people.userId, userId)))
    .returning({ id: people.id });
  return deleted.length > 0;
}
