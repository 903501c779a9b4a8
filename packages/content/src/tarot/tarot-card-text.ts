/**
 * The shape of one tarot card's texts (spec/tarot.md §1). The 22 majors keep their description and
 * long description in `arcana.ts`; their keywords, meanings and yes/no live beside the minors'.
 * Files: `major-meanings.ts` (keyed `major-0` … `major-21`) and one file per suit
 * (`wands.ts`, `cups.ts`, `swords.ts`, `pentacles.ts`, keyed `{suit}-{rank}`).
 */

export type TarotArea = 'geral' | 'amor' | 'trabalho' | 'conselho';
export type YesNo = 'sim' | 'nao' | 'talvez';

export interface Oriented<T> {
  upright: T;
  reversed: T;
}

/** What every card carries, majors and minors alike. */
export interface TarotCardMeanings {
  /** 4–8 lower-case Portuguese keywords, upright. */
  keywords: string[];
  /** 4–8 lower-case Portuguese keywords, reversed. */
  reversedKeywords: string[];
  /** Each a text of 40–110 words; no two of the 624 alike. */
  meanings: Record<TarotArea, Oriented<string>>;
  yesNo: Oriented<YesNo>;
}

/** A minor card also carries its own description (the majors' live in arcana.ts). */
export interface MinorCardText extends TarotCardMeanings {
  /** One sentence. */
  description: string;
  /** Three or more paragraphs separated by a blank line ("\n\n"). */
  longDescription: string;
  /** The art's alt text: one sentence describing the scene drawn. */
  alt: string;
}

export const TAROT_AREAS: readonly TarotArea[] = ['geral', 'amor', 'trabalho', 'conselho'];
