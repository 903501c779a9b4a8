// One text per pair of chart points and aspect nature (sky.md §1), written in two parts; this is the
// one door the report uses.
import { CHART_ASPECT_NATURE, type AspectKind, type ChartAspectNature } from '@constelar/core/codes';
import { ASPECT_TEXTS_A } from './aspect-texts-a';
import { ASPECT_TEXTS_B } from './aspect-texts-b';

export {
  CHART_ASPECT_NATURES as ASPECT_NATURES,
  type ChartAspectNature as AspectNature,
} from '@constelar/core/codes';

export const ASPECT_TEXTS: Readonly<Record<string, Record<ChartAspectNature, string>>> = {
  ...ASPECT_TEXTS_A,
  ...ASPECT_TEXTS_B,
};

/**
 * The text for an aspect by its pair key (core's aspectPairKey: canonical order) and kind. Undefined only
 * for a pair the chart never aspects (two outer planets, Ascendant–MC).
 */
export function aspectText(pairKey: string, kind: AspectKind): string | undefined {
  return ASPECT_TEXTS[pairKey]?.[CHART_ASPECT_NATURE[kind]];
}
