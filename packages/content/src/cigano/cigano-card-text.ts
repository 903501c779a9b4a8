// TEMPORARY stand-in (issue #42): the shape of one baralho cigano card's texts (spec/tarot.md §5). The
// writers' branch `ciganotexts` replaces this file; code and tests depend on the shape alone.

export type CiganoArea = 'geral' | 'amor' | 'trabalho' | 'conselho';

export interface CiganoCardText {
  /** 1 … 36, as Brazilian readers number the deck. */
  number: number;
  /** "O Cavaleiro", with its article. */
  name: string;
  /** The name folded for a URL: "o-cavaleiro". */
  slug: string;
  /** The playing-card insert: "Nove de Copas". */
  insert: string;
  keywords: string[];
  /** The noun the card brings to a pair as its subject: O Navio, "viagem". */
  subject: string;
  /** The quality it lends a neighbour: O Navio, "em movimento". */
  modifier: string;
  description: string;
  longDescription: string;
  meanings: Record<CiganoArea, string>;
}
