// The journal's insights (spec/tarot.md §3): the cards of a window, by suit and by month, and every card
// drawn three or more times, each named in a sentence.
import { TAROT_RECURRING_MIN, type TarotInsights } from '@constelar/contract';
import { ciganoNumberOf, tarotCardInfo } from '@constelar/core/tarot';
import {
  ciganoRecurringSentence,
  recurringCardSentence,
  tarotCardHead,
  tarotCardText,
} from '@constelar/content';
import type { TarotDealtCard } from '../../db/schema';
import { saoPauloDate } from '../../lib/dates';

type SuitKey = keyof TarotInsights['bySuit'];

const suitKey = (code: string): SuitKey => {
  if (ciganoNumberOf(code) !== null) return 'cigano';
  const info = tarotCardInfo(code);
  return !info || info.arcana === 'major' ? 'majors' : info.suit;
};

const emptySuits = (): TarotInsights['bySuit'] => ({
  majors: 0,
  wands: 0,
  cups: 0,
  swords: 0,
  pentacles: 0,
  cigano: 0,
});

const recurringText = (code: string, count: number, days: number): string =>
  ciganoNumberOf(code) !== null
    ? ciganoRecurringSentence(code, count, days)
    : recurringCardSentence(code, count, days, tarotCardText(code)?.keywords ?? []);

export function tarotInsights(
  readings: readonly { cards: TarotDealtCard[]; createdAt: Date }[],
  days: number,
): TarotInsights {
  const bySuit = emptySuits();
  const byMonth = new Map<string, TarotInsights['bySuit']>();
  const counts = new Map<string, { count: number; last: Date }>();
  let total = 0;
  let reversed = 0;
  for (const reading of readings) {
    const month = saoPauloDate(reading.createdAt).slice(0, 7);
    const monthSuits = byMonth.get(month) ?? emptySuits();
    byMonth.set(month, monthSuits);
    for (const card of reading.cards) {
      total++;
      if (card.reversed) reversed++;
      const key = suitKey(card.code);
      bySuit[key]++;
      monthSuits[key]++;
      const seen = counts.get(card.code);
      if (!seen) counts.set(card.code, { count: 1, last: reading.createdAt });
      else {
        seen.count++;
        if (reading.createdAt > seen.last) seen.last = reading.createdAt;
      }
    }
  }
  const recurring = [...counts.entries()]
    .filter(([, c]) => c.count >= TAROT_RECURRING_MIN)
    .sort((a, b) => b[1].count - a[1].count || b[1].last.getTime() - a[1].last.getTime())
    .map(([code, c]) => ({
      card: tarotCardHead(code),
      count: c.count,
      lastDrawn: c.last.toISOString(),
      text: recurringText(code, c.count, days),
    }));
  return {
    days,
    total,
    bySuit,
    reversedShare: total === 0 ? 0 : Math.round((reversed / total) * 1000) / 1000,
    recurring,
    byMonth: [...byMonth.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([month, suits]) => ({ month, ...suits })),
  };
}
