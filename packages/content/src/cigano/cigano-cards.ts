/**
 * The 36 cards of the baralho cigano in order (spec/tarot.md §5), gathered from their three files.
 */
import type { CiganoCardText } from './cigano-card-text';
import { CIGANO_CARDS_1_12 } from './cigano-cards-1-12';
import { CIGANO_CARDS_13_24 } from './cigano-cards-13-24';
import { CIGANO_CARDS_25_36 } from './cigano-cards-25-36';

export type { CiganoArea, CiganoCardText } from './cigano-card-text';
export { CIGANO_AREAS } from './cigano-card-text';

export const CIGANO_CARDS: readonly CiganoCardText[] = [
  ...CIGANO_CARDS_1_12,
  ...CIGANO_CARDS_13_24,
  ...CIGANO_CARDS_25_36,
];

/** The card of `number` (1..36); a number outside the deck throws a RangeError. */
export function ciganoCardText(number: number): CiganoCardText {
  const card = CIGANO_CARDS[number - 1];
  if (!Number.isInteger(number) || !card || card.number !== number)
    throw new RangeError(`Carta cigana inexistente: ${number}`);
  return card;
}
