// Transit texts (sky.md §3), written in four parts: a long text for Jupiter … Pluto over each natal point
// and nature, a shorter one for the Sun … Mars. This is the one door the server uses.
import {
  CHART_ASPECT_NATURE,
  type AspectKind,
  type ChartAspectNature,
  type TransitBody,
  type TransitNatalPoint,
} from '@constelar/core/codes';
import { ASPECT_NAMES, BODY_NAMES, withPossessive } from './bodies';
import { cycleText } from './cycle-texts';
import { TRANSIT_SHORT_TEXTS_A } from './transit-short-texts-a';
import { TRANSIT_SHORT_TEXTS_B } from './transit-short-texts-b';
import { TRANSIT_TEXTS_A } from './transit-texts-a';
import { TRANSIT_TEXTS_B } from './transit-texts-b';

export const TRANSIT_TEXTS: Readonly<
  Record<TransitBody, Record<TransitNatalPoint, Record<ChartAspectNature, string>>>
> = {
  ...TRANSIT_SHORT_TEXTS_A,
  ...TRANSIT_SHORT_TEXTS_B,
  ...TRANSIT_TEXTS_A,
  ...TRANSIT_TEXTS_B,
};

export function transitText(transiting: TransitBody, natal: TransitNatalPoint, kind: AspectKind): string {
  const text = TRANSIT_TEXTS[transiting][natal][CHART_ASPECT_NATURE[kind]];
  // A slow planet over its own natal place reads the cycle of its actual aspect (issue #27).
  return cycleText(transiting, natal, kind, text) ?? text;
}

/** "Saturno em quadratura com o seu Sol". */
export function transitTitle(transiting: TransitBody, natal: TransitNatalPoint, kind: AspectKind): string {
  return `${BODY_NAMES[transiting]} em ${ASPECT_NAMES[kind]} com ${withPossessive(natal)}`;
}
