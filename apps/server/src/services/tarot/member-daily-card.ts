import { DAILY_CARDS, pickCardIndex } from '@constelar/content';

/**
 * A member's card of the day (issue #45): the one "Seu dia" shows and the landing shows a signed-in member,
 * picked from the account and the Brasília day among product.md's daily cards, upright. The tarot's
 * "Carta do dia" keeps it, so one person has one card a day wherever it is shown.
 */
export function memberDailyCardCode(userId: string, date: string): string {
  const card = DAILY_CARDS[pickCardIndex(userId, date, DAILY_CARDS.length)]!;
  return `major-${card.arcanumId}`;
}
