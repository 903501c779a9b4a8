/**
 * The tone a synastry card may take, by its score: below 50 it must not promise ease, above 70 it must
 * not dwell on friction (issue #13: a 35% card spoke of "química imediata"). The lists hold verdict
 * words, not caveats: a high card may still name a point of attention.
 */
import type { ToneBand } from '@constelar/content';

export type { ToneBand };

export const toneBand = (score: number): ToneBand => (score < 50 ? 'low' : score > 70 ? 'high' : 'middle');

// Whole words only, accents included (\b treats "í" as a boundary).
const words = (...list: string[]) => list.map((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'iu'));

/**
 * Words that call a contact easy. Never in a card scoring below 50. ("com facilidade" is left out: the
 * texts use it for a person's manner, "se expõe com facilidade", not for the bond.)
 */
export const HARMONIOUS_WORDS: readonly RegExp[] = words(
  'facilita',
  'facilitam',
  'flui',
  'fluem',
  'fluidez',
  'sem esforço',
  'com naturalidade',
  'química imediata',
  'sintonia imediata',
  'se alimentam',
);

/** Words that call a contact rough. Never in a card scoring above 70. */
export const TENSE_WORDS: readonly RegExp[] = words(
  'atrito',
  'atritos',
  'se atritam',
  'desencontro',
  'desencontros',
  'choque',
  'tensão',
  'frieza',
  'cabo de guerra',
  'queda de braço',
);

/** The listed words a text may not hold at this score: [] when it is free of them. */
export function toneClashes(score: number, text: string): string[] {
  const band = toneBand(score);
  const banned = band === 'low' ? HARMONIOUS_WORDS : band === 'high' ? TENSE_WORDS : [];
  return banned.filter((re) => re.test(text)).map((re) => re.source);
}
