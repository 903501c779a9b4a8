// Which daily card a visitor sees (product.md §4): fixed for a visitor on a local date, new the next day.
import { pickCardIndex } from '@constelar/content/daily-card-pick';

export interface StoredDailyCard {
  date: string;
  cardIndex: number;
  revealed: boolean;
}

/** The local calendar date as 'YYYY-MM-DD' (not UTC: a Brazilian evening is still "today"). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today's card state: the stored one when it is from today and sane, otherwise a fresh, hidden pick.
 * A stored card index is trusted only within range, so a hand-edited value cannot break the page.
 */
export function dailyCardFor(
  stored: unknown,
  visitorId: string,
  today: string,
  cardCount: number,
): StoredDailyCard {
  if (stored && typeof stored === 'object') {
    const s = stored as Partial<StoredDailyCard>;
    if (
      s.date === today &&
      Number.isInteger(s.cardIndex) &&
      (s.cardIndex as number) >= 0 &&
      (s.cardIndex as number) < cardCount
    ) {
      return { date: today, cardIndex: s.cardIndex as number, revealed: s.revealed === true };
    }
  }
  return { date: today, cardIndex: pickCardIndex(visitorId, today, cardCount), revealed: false };
}
