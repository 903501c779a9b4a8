// The eight spreads by code: how many cards, and the area their cards are read in (spec/tarot.md §2).
// Names and position questions live in @constelar/content.

export const SPREAD_CODES = [
  'carta-do-dia',
  'sim-ou-nao',
  'tres-cartas',
  'conselho',
  'amor',
  'ferradura',
  'cruz-celta',
  'mandala',
] as const;
export type SpreadCode = (typeof SPREAD_CODES)[number];

export type SpreadArea = 'geral' | 'amor' | 'conselho';

export const SPREAD_CARDS: Readonly<Record<SpreadCode, number>> = {
  'carta-do-dia': 1,
  'sim-ou-nao': 1,
  'tres-cartas': 3,
  conselho: 3,
  amor: 5,
  ferradura: 7,
  'cruz-celta': 10,
  mandala: 13,
};

/** `amor` for the love spread, `conselho` for the advice spread, `geral` otherwise. */
export function spreadArea(spread: SpreadCode): SpreadArea {
  return spread === 'amor' ? 'amor' : spread === 'conselho' ? 'conselho' : 'geral';
}

export function isSpreadCode(code: string): code is SpreadCode {
  return (SPREAD_CODES as readonly string[]).includes(code);
}
