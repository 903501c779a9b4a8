// The baralho cigano's 36 cards by code (spec/tarot.md §5): `cigano-1` … `cigano-36`, no reversals.
// Names, slugs and every word live in @constelar/content (cigano/).

export const CIGANO_SIZE = 36;

/** Canonical order for the shuffle: `cigano-1` … `cigano-36`. */
export const CIGANO_CODES: readonly string[] = Array.from(
  { length: CIGANO_SIZE },
  (_, i) => `cigano-${i + 1}`,
);

/** The card's number 1 … 36, or null for a code that is not a cigano card. */
export function ciganoNumberOf(code: string): number | null {
  const match = /^cigano-([1-9]\d?)$/.exec(code);
  if (!match) return null;
  const n = Number(match[1]);
  return n <= CIGANO_SIZE ? n : null;
}

/** 28 O Cigano, 29 A Cigana: the two cards that can stand for the person asking. */
export const QUERENT_CARDS = [28, 29] as const;
export type QuerentCard = (typeof QUERENT_CARDS)[number];

export function isQuerentCard(n: unknown): n is QuerentCard {
  return n === 28 || n === 29;
}

/**
 * The querent card: the person's choice, else by how they like to be addressed (masculino → 28,
 * feminino → 29), else 29.
 */
export function querentCardFor(
  choice: QuerentCard | undefined,
  addressForm: 'feminino' | 'masculino' | 'neutro' | undefined | null,
): QuerentCard {
  if (choice) return choice;
  return addressForm === 'masculino' ? 28 : 29;
}
