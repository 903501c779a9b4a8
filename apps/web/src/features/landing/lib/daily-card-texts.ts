import type { DailyCard, dailyInsight } from '@constelar/content/daily-cards';

/** product.md §9: eight daily cards. Known up front so a card can be drawn before its texts load. */
export const DAILY_CARD_COUNT = 8;

export interface DailyTexts {
  DAILY_CARDS: readonly DailyCard[];
  dailyInsight: typeof dailyInsight;
}

let loading: Promise<DailyTexts> | null = null;

/** The card texts load on demand (on reveal, or on the way to it), never with the landing page. */
export function loadDailyTexts(): Promise<DailyTexts> {
  loading ??= import('@constelar/content/daily-cards').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const arcanumImage = (card: DailyCard) => `/images/arcana/${card.arcanumId}.webp`;
