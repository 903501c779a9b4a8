// Every SQL query of the tarot: the journal's readings, the shuffles awaiting their draw, the card of the day.
import { and, desc, eq, gt, gte, isNull, lt, or } from 'drizzle-orm';
import {
  tarotDailyCards,
  tarotReadings,
  tarotShuffles,
  type TarotDealtCard,
  type TarotReadingRow,
  type TarotShuffleRow,
} from '../schema';
import type { Queryable } from './queryable';

export type NewTarotReading = Pick<
  typeof tarotReadings.$inferInsert,
  'spread' | 'question' | 'deck' | 'reversals' | 'seed' | 'cards'
>;

export async function insertTarotReading(
  db: Queryable,
  userId: string,
  reading: NewTarotReading,
  createdAt: Date,
): Promise<TarotReadingRow> {
  const [row] = await db
    .insert(tarotReadings)
    .values({ userId, ...reading, createdAt })
    .returning();
  return row!;
}

/** The member's reading by id, or undefined: anyone else's reads like a missing one. */
export async function tarotReadingOf(
  db: Queryable,
  userId: string,
  id: string,
): Promise<TarotReadingRow | undefined> {
  const [row] = await db
    .select()
    .from(tarotReadings)
    .where(and(eq(tarotReadings.id, id), eq(tarotReadings.userId, userId)))
    .limit(1);
  return row;
}

export interface ReadingCursor {
  createdAt: Date;
  id: string;
}

/** Newest first; `after` continues past the last row of the previous page (same instant: by id). */
export function tarotReadingPage(
  db: Queryable,
  userId: string,
  limit: number,
  after?: ReadingCursor,
): Promise<TarotReadingRow[]> {
  const older = after
    ? or(
        lt(tarotReadings.createdAt, after.createdAt),
        and(eq(tarotReadings.createdAt, after.createdAt), lt(tarotReadings.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(tarotReadings)
    .where(and(eq(tarotReadings.userId, userId), older))
    .orderBy(desc(tarotReadings.createdAt), desc(tarotReadings.id))
    .limit(limit);
}

/** The cards of every reading since `since`, for the insights. */
export function tarotCardsSince(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<{ cards: TarotDealtCard[]; createdAt: Date }[]> {
  return db
    .select({ cards: tarotReadings.cards, createdAt: tarotReadings.createdAt })
    .from(tarotReadings)
    .where(and(eq(tarotReadings.userId, userId), gte(tarotReadings.createdAt, since)));
}

/** In the order they were kept (the data export's order). */
export function tarotReadingsInKeptOrder(db: Queryable, userId: string): Promise<TarotReadingRow[]> {
  return db
    .select()
    .from(tarotReadings)
    .where(eq(tarotReadings.userId, userId))
    .orderBy(tarotReadings.createdAt, tarotReadings.id);
}

export async function updateTarotNote(
  db: Queryable,
  userId: string,
  id: string,
  note: string | null,
): Promise<TarotReadingRow | undefined> {
  const [row] = await db
    .update(tarotReadings)
    .set({ note })
    .where(and(eq(tarotReadings.id, id), eq(tarotReadings.userId, userId)))
    .returning();
  return row;
}

export async function deleteTarotReading(db: Queryable, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(tarotReadings)
    .where(and(eq(tarotReadings.id, id), eq(tarotReadings.userId, userId)))
    .returning({ id: tarotReadings.id });
  return deleted.length > 0;
}

export type NewTarotShuffle = Pick<
  typeof tarotShuffles.$inferInsert,
  'userId' | 'spread' | 'deck' | 'reversals' | 'seed' | 'expiresAt'
>;

export async function insertTarotShuffle(db: Queryable, shuffle: NewTarotShuffle): Promise<TarotShuffleRow> {
  const [row] = await db.insert(tarotShuffles).values(shuffle).returning();
  return row!;
}

export async function tarotShuffleById(db: Queryable, id: string): Promise<TarotShuffleRow | undefined> {
  const [row] = await db.select().from(tarotShuffles).where(eq(tarotShuffles.id, id)).limit(1);
  return row;
}

/**
 * Marks the shuffle used if it is still unused and unexpired, in one statement, so two draws at once
 * cannot both take it. Undefined when it was not takeable.
 */
export async function takeTarotShuffle(
  db: Queryable,
  id: string,
  now: Date,
): Promise<TarotShuffleRow | undefined> {
  const [row] = await db
    .update(tarotShuffles)
    .set({ usedAt: now })
    .where(and(eq(tarotShuffles.id, id), isNull(tarotShuffles.usedAt), gt(tarotShuffles.expiresAt, now)))
    .returning();
  return row;
}

/** Shuffles past their life are of no use to anyone: dropped a day after they expire. */
export async function dropOldTarotShuffles(db: Queryable, before: Date): Promise<void> {
  await db.delete(tarotShuffles).where(lt(tarotShuffles.expiresAt, before));
}

export async function tarotDailyCardOf(db: Queryable, userId: string, date: string) {
  const [row] = await db
    .select()
    .from(tarotDailyCards)
    .where(and(eq(tarotDailyCards.userId, userId), eq(tarotDailyCards.date, date)))
    .limit(1);
  return row;
}

/** The first call of the day keeps its card; a second at the same instant keeps nothing and reads the first. */
export async function keepTarotDailyCard(
  db: Queryable,
  card: typeof tarotDailyCards.$inferInsert,
): Promise<void> {
  await db.insert(tarotDailyCards).values(card).onConflictDoNothing();
}

/** Oldest first (the data export's order). */
export function tarotDailyCardsInOrder(db: Queryable, userId: string) {
  return db
    .select()
    .from(tarotDailyCards)
    .where(eq(tarotDailyCards.userId, userId))
    .orderBy(tarotDailyCards.date);
}
