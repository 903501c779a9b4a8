// The draw (spec/tarot.md §2): a 256-bit seed from node:crypto, dealt by constelar-shuffle-v1 (core), and
// the reading composed from the cards: each read in its position, then the synthesis.
import type { TarotReading, TarotReadingExport, TarotSpread } from '@constelar/contract';
import {
  SEED_BYTES,
  SHUFFLE_ALGORITHM,
  SPREAD_CARDS,
  SPREAD_CODES,
  commitmentOf,
  dealFromSeed,
  deckCodes,
  hexToBytes,
  isCiganoSpread,
  type SpreadCode,
  type TarotDeck,
} from '@constelar/core/tarot';
import type { Sign } from '@constelar/core/codes';
import {
  SIGN_NAMES,
  SPREAD_TEXTS,
  positionName,
  positionReading,
  tarotCardHead,
  tarotCardText,
  tarotSynthesis,
} from '@constelar/content';
import { randomBytes } from 'node:crypto';
import type { TarotDealtCard, TarotReadingRow } from '../../db/schema';
import { composeCiganoParts } from './cigano-reading';

export const SHUFFLE_LIFE_MS = 10 * 60_000;

export function newSeed(): string {
  return randomBytes(SEED_BYTES).toString('hex');
}

export function commitmentOfHex(seedHex: string): string {
  return commitmentOf(hexToBytes(seedHex)!);
}

export interface DrawSettings {
  spread: SpreadCode;
  deck: TarotDeck;
  reversals: boolean;
}

/** The cards the seed deals at `picks` (or the first N), in the spread's position order. */
export function dealt(seedHex: string, settings: DrawSettings, picks?: readonly number[]): TarotDealtCard[] {
  return dealFromSeed(hexToBytes(seedHex)!, deckCodes(settings.deck), SPREAD_CARDS[settings.spread], {
    ...(picks ? { picks } : {}),
    reversals: settings.reversals,
  }).map((d) => ({ code: d.card, index: d.index, reversed: d.reversed }));
}

export interface StoredDraw extends DrawSettings {
  id: string | null;
  question: string | null;
  seed: string;
  cards: TarotDealtCard[];
  note: string | null;
  createdAt: Date;
}

/** The answer of a draw, read again from its cards (saved readings are recomputed on every read). */
export function composeReading(draw: StoredDraw, houseSigns?: readonly Sign[]): TarotReading {
  const proof: TarotReading['proof'] = {
    seed: draw.seed,
    commitment: commitmentOfHex(draw.seed),
    algorithm: SHUFFLE_ALGORITHM,
  };
  if (isCiganoSpread(draw.spread)) {
    return {
      id: draw.id,
      spread: draw.spread,
      question: draw.question,
      deck: 'cigano',
      reversals: false,
      createdAt: draw.createdAt.toISOString(),
      ...composeCiganoParts(draw.spread, draw.cards),
      proof,
      note: draw.note,
    };
  }
  const options = houseSigns ? { houseSigns } : {};
  const cards = draw.cards.map((card, position) => {
    // The Mandala's houses carry the sign on their cusp in the member's chart, for the circle's labels.
    const sign = draw.spread === 'mandala' ? houseSigns?.[position] : undefined;
    return {
      position: position + 1,
      positionName: positionName(draw.spread, position, options),
      ...(sign ? { houseSign: SIGN_NAMES[sign] } : {}),
      index: card.index,
      card: tarotCardHead(card.code),
      reversed: card.reversed,
      text: positionReading(draw.spread, position, card.code, card.reversed, options),
    };
  });
  const first = draw.cards[0];
  const answer =
    draw.spread === 'sim-ou-nao' && first
      ? tarotCardText(first.code)?.yesNo[first.reversed ? 'reversed' : 'upright']
      : undefined;
  return {
    id: draw.id,
    spread: draw.spread,
    spreadName: SPREAD_TEXTS[draw.spread].name,
    question: draw.question,
    deck: draw.deck,
    reversals: draw.reversals,
    createdAt: draw.createdAt.toISOString(),
    cards,
    synthesis: tarotSynthesis(draw.cards),
    ...(answer ? { answer } : {}),
    proof,
    note: draw.note,
  };
}

export function spreadList(): TarotSpread[] {
  return SPREAD_CODES.map((code) => ({
    code,
    deck: isCiganoSpread(code) ? ('cigano' as const) : ('tarot' as const),
    name: SPREAD_TEXTS[code].name,
    description: SPREAD_TEXTS[code].description,
    cards: SPREAD_CARDS[code],
    positions: SPREAD_TEXTS[code].positions.map(({ name, question }) => ({ name, question })),
  }));
}

/** A saved reading as the data export writes it. */
export function tarotReadingExport(row: TarotReadingRow): TarotReadingExport {
  return {
    id: row.id,
    spread: row.spread,
    question: row.question,
    deck: row.deck,
    reversals: row.reversals,
    cards: row.cards.map((c) => ({
      code: c.code,
      reversed: c.reversed,
      index: c.index,
      ...(c.querent ? { querent: true as const } : {}),
    })),
    proof: { seed: row.seed, commitment: commitmentOfHex(row.seed), algorithm: SHUFFLE_ALGORITHM },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
