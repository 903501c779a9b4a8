import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, type TarotDealtCard } from '../schema';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  deleteTarotReading,
  dropOldTarotShuffles,
  insertTarotReading,
  insertTarotShuffle,
  keepTarotDailyCard,
  takeTarotShuffle,
  tarotCardsSince,
  tarotDailyCardOf,
  tarotDailyCardsInOrder,
  tarotReadingOf,
  tarotReadingPage,
  tarotReadingsInKeptOrder,
  tarotShuffleById,
  updateTarotNote,
  type NewTarotReading,
} from './tarot-readings';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute, 0, 500));
const cards: TarotDealtCard[] = [
  { code: 'major-0', reversed: false, index: 12 },
  { code: 'cups-queen', reversed: true, index: 70 },
];
const reading = (extra: Partial<NewTarotReading> = {}): NewTarotReading => ({
  spread: 'three-cards',
  question: 'O que vem?',
  deck: 'full',
  reversals: true,
  seed: 'c2VlZA',
  cards,
  ...extra,
});

describe.each(await repositoryDrivers())('tarot repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('keeps a reading with its jsonb cards and reads it back to its owner only', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const row = await insertTarotReading(t.db, a.id, reading({ question: null }), at(1));
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: a.id,
      ...reading({ question: null }),
      note: null,
      createdAt: at(1),
    });
    expect(row.cards[1]).toEqual({ code: 'cups-queen', reversed: true, index: 70 });
    expect(typeof row.reversals).toBe('boolean');
    expect(await tarotReadingOf(t.db, a.id, row.id)).toEqual(row);
    expect(await tarotReadingOf(t.db, b.id, row.id)).toBeUndefined();
    expect(await tarotReadingOf(t.db, a.id, NO_SUCH_ID)).toBeUndefined();
  });

  it.runIf(run)('pages newest first (same instant: by id), and keeps export order oldest first', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const ids: string[] = [];
    for (const minute of [1, 2, 2, 3])
      ids.push((await insertTarotReading(t.db, a.id, reading(), at(minute))).id);
    await insertTarotReading(t.db, b.id, reading(), at(4));
    const tied = [ids[1]!, ids[2]!].sort();
    const newestFirst = [ids[3]!, tied[1]!, tied[0]!, ids[0]!];
    const first = await tarotReadingPage(t.db, a.id, 3);
    expect(first.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
    const last = first[2]!;
    const rest = await tarotReadingPage(t.db, a.id, 3, { createdAt: last.createdAt, id: last.id });
    expect(rest.map((r) => r.id)).toEqual(newestFirst.slice(3));
    expect((await tarotReadingsInKeptOrder(t.db, a.id)).map((r) => r.id)).toEqual([...newestFirst].reverse());
    expect(await tarotReadingsInKeptOrder(t.db, NO_SUCH_ID)).toEqual([]);
  });

  it.runIf(run)('gives the cards of the readings since an instant, the member’s own', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    await insertTarotReading(t.db, a.id, reading({ cards: [cards[0]!] }), at(1));
    await insertTarotReading(t.db, a.id, reading(), at(5));
    await insertTarotReading(t.db, b.id, reading(), at(6));
    const since = await tarotCardsSince(t.db, a.id, at(5));
    expect(since).toEqual([{ cards, createdAt: at(5) }]);
    expect((await tarotCardsSince(t.db, a.id, at(0))).length).toBe(2);
  });

  it.runIf(run)(
    'writes and clears the note, deletes, for the owner only; goes with the account',
    async () => {
      const a = await aMember(t.db, 'a');
      const b = await aMember(t.db, 'b');
      const row = await insertTarotReading(t.db, a.id, reading(), at(1));
      expect(await updateTarotNote(t.db, b.id, row.id, 'intrusa')).toBeUndefined();
      expect(await updateTarotNote(t.db, a.id, row.id, 'Fez sentido — “ç”')).toEqual({
        ...row,
        note: 'Fez sentido — “ç”',
      });
      expect((await updateTarotNote(t.db, a.id, row.id, null))?.note).toBeNull();
      expect(await deleteTarotReading(t.db, b.id, row.id)).toBe(false);
      expect(await deleteTarotReading(t.db, a.id, row.id)).toBe(true);
      expect(await deleteTarotReading(t.db, a.id, row.id)).toBe(false);
      await insertTarotReading(t.db, a.id, reading(), at(2));
      await t.db.delete(users).where(eq(users.id, a.id));
      expect(await tarotReadingsInKeptOrder(t.db, a.id)).toEqual([]);
    },
  );

  it.runIf(run)('a shuffle is taken once, before it expires; old ones are dropped', async () => {
    const a = await aMember(t.db, 'a');
    const shuffle = await insertTarotShuffle(t.db, {
      userId: a.id,
      spread: 'one-card',
      deck: 'majors',
      reversals: false,
      seed: 'semente',
      expiresAt: at(10),
    });
    expect(shuffle).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: a.id,
      spread: 'one-card',
      deck: 'majors',
      reversals: false,
      seed: 'semente',
      expiresAt: at(10),
      usedAt: null,
      createdAt: expect.any(Date),
    });
    const anonymous = await insertTarotShuffle(t.db, {
      userId: null,
      spread: 'one-card',
      deck: 'full',
      reversals: true,
      seed: 's2',
      expiresAt: at(10),
    });
    expect(await tarotShuffleById(t.db, shuffle.id)).toEqual(shuffle);
    expect(await tarotShuffleById(t.db, NO_SUCH_ID)).toBeUndefined();

    // Expired: not takeable.
    expect(await takeTarotShuffle(t.db, anonymous.id, at(10))).toBeUndefined();
    // Two draws at once: one takes it.
    const both = await Promise.all([
      takeTarotShuffle(t.db, shuffle.id, at(9)),
      takeTarotShuffle(t.db, shuffle.id, at(9)),
    ]);
    expect(both.filter(Boolean)).toEqual([{ ...shuffle, usedAt: at(9) }]);
    expect(await takeTarotShuffle(t.db, shuffle.id, at(9))).toBeUndefined();

    const fresh = await insertTarotShuffle(t.db, {
      userId: null,
      spread: 'one-card',
      deck: 'full',
      reversals: true,
      seed: 's3',
      expiresAt: at(30),
    });
    await dropOldTarotShuffles(t.db, at(10)); // expires_at < at(10): none of these
    expect(await tarotShuffleById(t.db, shuffle.id)).toBeDefined();
    await dropOldTarotShuffles(t.db, at(11));
    expect(await tarotShuffleById(t.db, shuffle.id)).toBeUndefined();
    expect(await tarotShuffleById(t.db, anonymous.id)).toBeUndefined();
    expect(await tarotShuffleById(t.db, fresh.id)).toBeDefined();
  });

  it.runIf(run)('the first card of the day stays; the days come back oldest first', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    await keepTarotDailyCard(t.db, {
      userId: a.id,
      date: '2026-03-11',
      code: 'major-17',
      reversed: false,
      seed: 's1',
    });
    await keepTarotDailyCard(t.db, {
      userId: a.id,
      date: '2026-03-10',
      code: 'wands-ace',
      reversed: true,
      seed: 's0',
    });
    await keepTarotDailyCard(t.db, {
      userId: a.id,
      date: '2026-03-11',
      code: 'major-13',
      reversed: true,
      seed: 'x',
    });
    await keepTarotDailyCard(t.db, {
      userId: b.id,
      date: '2026-03-11',
      code: 'major-1',
      reversed: false,
      seed: 'b',
    });
    const day = await tarotDailyCardOf(t.db, a.id, '2026-03-11');
    expect(day).toEqual({
      userId: a.id,
      date: '2026-03-11',
      code: 'major-17',
      reversed: false,
      seed: 's1',
      createdAt: expect.any(Date),
    });
    expect(await tarotDailyCardOf(t.db, a.id, '2026-03-12')).toBeUndefined();
    expect((await tarotDailyCardsInOrder(t.db, a.id)).map((c) => [c.date, c.code])).toEqual([
      ['2026-03-10', 'wands-ace'],
      ['2026-03-11', 'major-17'],
    ]);
    expect((await tarotDailyCardOf(t.db, b.id, '2026-03-11'))?.code).toBe('major-1');
  });
});
