// One text per pair of chart points and aspect nature (sky.md §1), written in two parts; this is the
// one door the report uses.
import type { AspectKind } from '@constelar/core/codes';
import { ASPECT_TEXTS_A } from './aspect-texts-a';
import { ASPECT_TEXTS_B } from './aspect-texts-b';

export type AspectNature = 'conjunction' | 'harmonious' | 'tense';
export const ASPECT_NATURES = ['conjunction', 'harmonious', 'tense'] as const satisfies AspectNature[];

export const ASPECT_TEXTS: Readonly<Record<string, Record<AspectNature, string>>> = {
  ...ASPECT_TEXTS_A,
  ...ASPECT_TEXTS_B,
};

const NATURE_OF: Record<AspectKind, AspectNature> = {
  conjunction: 'conjunction',
  trine: 'harmonious',
  sextile: 'harmonious',
  square: 'tense',
  opposition: 'tense',
};

/**
 * The text for an aspect by its pair key (core's aspectPairKey: canonical order) and kind. Undefined only
 * for a pair the chart never aspects (two outer planets, Ascendant–MC).
 */
export function aspectText(pairKey: string, kind: AspectKind): string | undefined {
  return ASPECT_TEXTS[pairKey]?.[NATURE_OF[kind]];
}
