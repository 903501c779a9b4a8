// The deck's texts by code: the writers' files (major-meanings, wands, cups, swords, pentacles) joined
// with the majors' descriptions of arcana.ts, the names, and a card read in a spread's position.
import {
  TAROT_CODES,
  ciganoNumberOf,
  spreadArea,
  tarotCardInfo,
  type SpreadCode,
} from '@constelar/core/tarot';
import type { Sign } from '@constelar/core/codes';
import { ARCANA } from '../arcana';
import { ciganoCardText } from '../cigano/cigano-cards';
import { SIGN_NAMES } from '../sign-names';
import { CUPS } from './cups';
import { MAJOR_MEANINGS } from './major-meanings';
import { PENTACLES } from './pentacles';
import { SWORDS } from './swords';
import type { MinorCardText, TarotArea } from './tarot-card-text';
import { WANDS } from './wands';
import { REVERSED_MARK, yesNoSentence } from './tarot-reading-texts';
import { MANDALA_HOUSE_MATTERS, SPREAD_TEXTS, ofMatter } from './tarot-spreads';
import { tarotCardImage, tarotCardName, tarotCardNameWithArticle, TAROT_SLUGS } from './tarot-names';

export type TarotCardText = MinorCardText;

const MINORS: Readonly<Record<string, MinorCardText>> = { ...WANDS, ...CUPS, ...SWORDS, ...PENTACLES };

/** The scene of a major's art, as its long description's first sentence tells it. */
const firstSentence = (text: string): string => /^[^.!?]*[.!?]/.exec(text)?.[0] ?? text;

/** Every text of a card; undefined while a card's texts are not written (or for an unknown code). */
export function tarotCardText(code: string): TarotCardText | undefined {
  const info = tarotCardInfo(code);
  if (!info) return undefined;
  if (info.arcana === 'minor') return MINORS[code];
  const meanings = MAJOR_MEANINGS[code];
  if (!meanings) return undefined;
  const arcanum = ARCANA[info.number]!;
  return {
    ...meanings,
    description: arcanum.description,
    longDescription: arcanum.longDescription,
    alt: firstSentence(arcanum.longDescription),
  };
}

/** The codes whose texts exist, in canonical order. */
export function writtenTarotCodes(): string[] {
  return TAROT_CODES.filter((code) => tarotCardText(code) !== undefined);
}

export interface TarotCardHead {
  code: string;
  name: string;
  slug: string;
  image: string;
}

export function tarotCardHead(code: string): TarotCardHead {
  const cigano = ciganoNumberOf(code);
  if (cigano !== null) {
    const card = ciganoCardText(cigano)!;
    return { code, name: card.name, slug: card.slug, image: tarotCardImage(code) };
  }
  return { code, name: tarotCardName(code)!, slug: TAROT_SLUGS[code]!, image: tarotCardImage(code) };
}

export interface PositionReadingOptions {
  /** The Mandala of a member with a birth: the sign on each house's cusp, houses 1 … 12. */
  houseSigns?: readonly Sign[];
}

/** The position's name as the answer shows it; a Mandala house carries the member's sign when known. */
export function positionName(
  spread: SpreadCode,
  position: number,
  options: PositionReadingOptions = {},
): string {
  const base = SPREAD_TEXTS[spread].positions[position]!.name;
  const sign = spread === 'mandala' ? options.houseSigns?.[position] : undefined;
  return sign ? `Casa ${position + 1}, em ${SIGN_NAMES[sign]} no seu mapa` : base;
}

/** The card read in its position: the position's matter, then the card's meaning in the spread's area. */
export function positionReading(
  spread: SpreadCode,
  position: number,
  code: string,
  reversed: boolean,
  options: PositionReadingOptions = {},
): string {
  const text = tarotCardText(code);
  const area: TarotArea = spreadArea(spread);
  const place = SPREAD_TEXTS[spread].positions[position]!;
  const card = `${tarotCardNameWithArticle(code)}${reversed ? `, ${REVERSED_MARK},` : ''}`;
  let intro = place.intro.replace('{carta}', card);
  const sign = spread === 'mandala' ? options.houseSigns?.[position] : undefined;
  if (sign) {
    intro = `Na casa ${position + 1}, a ${ofMatter(MANDALA_HOUSE_MATTERS[position]!)}, em ${SIGN_NAMES[sign]} no seu mapa, ${card} dá o tom.`;
  }
  const meaning = text ? text.meanings[area][reversed ? 'reversed' : 'upright'] : '';
  const parts = [intro, meaning];
  if (spread === 'sim-ou-nao' && text)
    parts.push(yesNoSentence(text.yesNo[reversed ? 'reversed' : 'upright']));
  return parts.filter((p) => p !== '').join(' ');
}

export { SPREAD_TEXTS, MANDALA_HOUSE_MATTERS } from './tarot-spreads';
export * from './tarot-names';
export * from './tarot-reading-texts';
export * from './tarot-card-text';
