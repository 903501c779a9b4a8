// The 78 cards by code, in the canonical order the shuffle starts from (spec/tarot.md §1–2).
// Portuguese names and slugs live in @constelar/content.

import type { Element } from '../codes';
import { CIGANO_CODES } from './cigano';

export const TAROT_SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type TarotSuit = (typeof TAROT_SUITS)[number];

export const TAROT_RANKS = [
  'ace',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'page',
  'knight',
  'queen',
  'king',
] as const;
export type TarotRank = (typeof TAROT_RANKS)[number];

export const COURT_RANKS: readonly TarotRank[] = ['page', 'knight', 'queen', 'king'];

/** Paus fire, Copas water, Espadas air, Ouros earth. */
export const SUIT_ELEMENT: Readonly<Record<TarotSuit, Element>> = {
  wands: 'fire',
  cups: 'water',
  swords: 'air',
  pentacles: 'earth',
};

/** `cigano` is the baralho cigano's 36, and only its spreads draw from it. */
export const TAROT_DECKS = ['full', 'majors', 'cigano'] as const;
export type TarotDeck = (typeof TAROT_DECKS)[number];

export const MAJOR_CODES: readonly string[] = Array.from({ length: 22 }, (_, id) => `major-${id}`);
export const MINOR_CODES: readonly string[] = TAROT_SUITS.flatMap((suit) =>
  TAROT_RANKS.map((rank) => `${suit}-${rank}`),
);
/** Canonical order: `major-0` … `major-21`, then each suit ace … king. */
export const TAROT_CODES: readonly string[] = [...MAJOR_CODES, ...MINOR_CODES];

export function deckCodes(deck: TarotDeck): readonly string[] {
  return deck === 'majors' ? MAJOR_CODES : deck === 'cigano' ? CIGANO_CODES : TAROT_CODES;
}

export type TarotCardInfo =
  | { code: string; arcana: 'major'; number: number }
  | { code: string; arcana: 'minor'; suit: TarotSuit; rank: TarotRank; number: number | null };

/** What a code says about its card; null for an unknown code. Minors' number: ace 1 … 10, court null. */
export function tarotCardInfo(code: string): TarotCardInfo | null {
  const major = /^major-(\d{1,2})$/.exec(code);
  if (major) {
    const id = Number(major[1]);
    return id <= 21 && String(id) === major[1] ? { code, arcana: 'major', number: id } : null;
  }
  const dash = code.indexOf('-');
  const suit = code.slice(0, dash) as TarotSuit;
  const rank = code.slice(dash + 1) as TarotRank;
  if (!TAROT_SUITS.includes(suit) || !TAROT_RANKS.includes(rank)) return null;
  const number = rank === 'ace' ? 1 : COURT_RANKS.includes(rank) ? null : Number(rank);
  return { code, arcana: 'minor', suit, rank, number };
}
