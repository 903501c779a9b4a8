// Transit texts (sky.md §3), written in four parts: a long text for Jupiter … Pluto over each natal point
// and nature, a shorter one for the Sun … Mars. This is the one door the server uses.
import type { AspectKind, TransitBody, TransitNatalPoint } from '@constelar/core/codes';
import { ASPECT_NAMES, BODY_NAMES } from './bodies';
import { TRANSIT_SHORT_TEXTS_A } from './transit-short-texts-a';
import { TRANSIT_SHORT_TEXTS_B } from './transit-short-texts-b';
import { TRANSIT_TEXTS_A } from './transit-texts-a';
import { TRANSIT_TEXTS_B } from './transit-texts-b';

type Nature = 'conjunction' | 'harmonious' | 'tense';

export const TRANSIT_TEXTS: Readonly<Record<TransitBody, Record<TransitNatalPoint, Record<Nature, string>>>> =
  {
    ...TRANSIT_SHORT_TEXTS_A,
    ...TRANSIT_SHORT_TEXTS_B,
    ...TRANSIT_TEXTS_A,
    ...TRANSIT_TEXTS_B,
  };

const NATURE_OF: Record<AspectKind, Nature> = {
  conjunction: 'conjunction',
  trine: 'harmonious',
  sextile: 'harmonious',
  square: 'tense',
  opposition: 'tense',
};

export function transitText(transiting: TransitBody, natal: TransitNatalPoint, kind: AspectKind): string {
  return TRANSIT_TEXTS[transiting][natal][NATURE_OF[kind]];
}

/** Natal points with their possessive, as a title reads them: "o seu Sol", "a sua Lua". */
const FEMININE = new Set<TransitNatalPoint>(['moon', 'venus']);
const natalWithPossessive = (natal: TransitNatalPoint) =>
  `${FEMININE.has(natal) ? 'a sua' : 'o seu'} ${BODY_NAMES[natal]}`;

/** "Saturno em quadratura com o seu Sol". */
export function transitTitle(transiting: TransitBody, natal: TransitNatalPoint, kind: AspectKind): string {
  return `${BODY_NAMES[transiting]} em ${ASPECT_NAMES[kind]} com ${natalWithPossessive(natal)}`;
}
