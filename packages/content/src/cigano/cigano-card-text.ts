/**
 * The shape of one baralho cigano card's texts (spec/tarot.md §5). The deck has no reversals: each card
 * reads in four areas. `subject` and `modifier` are the two forms a card takes in a pair (the first card
 * names the matter, the second qualifies it): `subject` is a singular noun phrase with its article
 * ("uma viagem"), `modifier` a phrase placed after it that agrees with nothing ("em movimento"), so any
 * two cards join into "uma viagem em movimento" (see cigano-pair-texts.ts).
 */

export type CiganoArea = 'geral' | 'amor' | 'trabalho' | 'conselho';

export interface CiganoCardText {
  /** 1..36, as Brazilian readers number the deck. */
  number: number;
  /** 'O Cavaleiro' … 'A Cruz' (spec/tarot.md §5). */
  name: string;
  /** The name folded: ascii, lower case, hyphens ('a-ancora'). */
  slug: string;
  /** The playing-card insert printed on Brazilian decks ('9 de Copas', 'Dama de Paus'). */
  insert: string;
  /** 4–6 short lower-case words. */
  keywords: readonly string[];
  /** The card as the subject of a pair: a singular noun phrase with its article, lower case. */
  subject: string;
  /** The quality the card lends a neighbour: a phrase set after the subject, agreeing with nothing. */
  modifier: string;
  /** 1–2 sentences: what the card shows. */
  description: string;
  /** 4–6 sentences: its place in the Brazilian school and how cartomantes read it. */
  longDescription: string;
  /** 2–3 sentences each. */
  meanings: Readonly<Record<CiganoArea, string>>;
}

export const CIGANO_AREAS: readonly CiganoArea[] = ['geral', 'amor', 'trabalho', 'conselho'];
