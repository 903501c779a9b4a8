// The spreads by code: how many cards, the deck they are drawn from and the area their cards are read in
// (spec/tarot.md §2 and §5). Names and position questions live in @constelar/content.

export const TAROT_SPREAD_CODES = [
  'carta-do-dia',
  'sim-ou-nao',
  'tres-cartas',
  'conselho',
  'amor',
  'ferradura',
  'cruz-celta',
  'mandala',
] as const;
export type TarotSpreadCode = (typeof TAROT_SPREAD_CODES)[number];

/** The baralho cigano's spreads: the deck follows the spread. */
export const CIGANO_SPREAD_CODES = ['cigano-tres', 'cigano-cinco', 'cigano-nove', 'mesa-real'] as const;
export type CiganoSpreadCode = (typeof CIGANO_SPREAD_CODES)[number];

export const SPREAD_CODES = [...TAROT_SPREAD_CODES, ...CIGANO_SPREAD_CODES] as const;
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
  'cigano-tres': 3,
  'cigano-cinco': 5,
  'cigano-nove': 9,
  'mesa-real': 36,
};

/** `amor` for the love spread, `conselho` for the advice spread, `geral` otherwise. */
export function spreadArea(spread: SpreadCode): SpreadArea {
  return spread === 'amor' ? 'amor' : spread === 'conselho' ? 'conselho' : 'geral';
}

export function isSpreadCode(code: string): code is SpreadCode {
  return (SPREAD_CODES as readonly string[]).includes(code);
}

export function isCiganoSpread(code: string): code is CiganoSpreadCode {
  return (CIGANO_SPREAD_CODES as readonly string[]).includes(code);
}
