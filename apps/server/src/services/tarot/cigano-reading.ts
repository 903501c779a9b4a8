// A cigano draw's answer (spec/tarot.md §5): every card in its position or house, the spread's pairs as
// sentences, and in the Mesa Real the querent card with the cards touching it.
import type { CiganoCardDetail, CiganoCardSummary, TarotReading } from '@constelar/contract';
import { CIGANO_CODES, ciganoNumberOf, type CiganoSpreadCode, type QuerentCard } from '@constelar/core/tarot';
import {
  CIGANO_SPREAD_TEXTS,
  ciganoCardAlt,
  ciganoCardHead,
  ciganoCardText,
  ciganoPairReadings,
  ciganoPositionReading,
  ciganoSynthesis,
  mesaRealQuerentReading,
} from '@constelar/content';
import type { TarotDealtCard } from '../../db/schema';

/** The querent the saved cards mark, else A Cigana (readings saved before the mark existed). */
export function querentOf(cards: readonly TarotDealtCard[]): QuerentCard {
  return cards.find((c) => c.querent)?.code === 'cigano-28' ? 28 : 29;
}

/** Marks the querent card among the dealt ones, so a saved Mesa Real reads the same years later. */
export function markQuerent(cards: TarotDealtCard[], querent: QuerentCard): TarotDealtCard[] {
  return cards.map((c) => (c.code === `cigano-${querent}` ? { ...c, querent: true as const } : c));
}

export type CiganoParts = Pick<TarotReading, 'cards' | 'synthesis' | 'pairs' | 'querent' | 'spreadName'>;

export function composeCiganoParts(spread: CiganoSpreadCode, dealt: readonly TarotDealtCard[]): CiganoParts {
  const codes = dealt.map((c) => c.code);
  const positions = CIGANO_SPREAD_TEXTS[spread].positions;
  const cards = dealt.map((card, position) => ({
    position: position + 1,
    positionName: positions[position]!.name,
    index: card.index,
    card: ciganoCardHead(card.code),
    reversed: false,
    text: ciganoPositionReading(spread, position, card.code),
  }));
  const parts: CiganoParts = {
    spreadName: CIGANO_SPREAD_TEXTS[spread].name,
    cards,
    synthesis: ciganoSynthesis(spread, codes),
  };
  if (spread !== 'mesa-real') return { ...parts, pairs: ciganoPairReadings(spread, codes) };
  const q = mesaRealQuerentReading(codes, querentOf(dealt));
  return {
    ...parts,
    querent: {
      card: ciganoCardHead(q.code),
      number: q.card,
      position: q.position,
      text: q.text,
      neighbours: q.neighbours.map((n) => ({
        position: n.position,
        direction: n.direction,
        card: ciganoCardHead(n.code),
        text: n.text,
      })),
    },
  };
}

/** A card's summary by code (`cigano-24`) or slug (`o-coracao`); undefined for anything else. */
export function ciganoCardSummary(key: string): CiganoCardSummary | undefined {
  const n = ciganoNumberOf(key);
  const text =
    n !== null
      ? ciganoCardText(n)
      : CIGANO_CODES.map((_, i) => ciganoCardText(i + 1)).find((c) => c?.slug === key);
  if (!text) return undefined;
  return {
    ...ciganoCardHead(`cigano-${text.number}`),
    number: text.number,
    alt: ciganoCardAlt(text),
    insert: text.insert,
    keywords: [...text.keywords],
    description: text.description,
  };
}

export function ciganoCardDetail(key: string): CiganoCardDetail | undefined {
  const summary = ciganoCardSummary(key);
  const text = summary && ciganoCardText(summary.number);
  if (!summary || !text) return undefined;
  return {
    ...summary,
    subject: text.subject,
    modifier: text.modifier,
    longDescription: text.longDescription,
    meanings: text.meanings,
  };
}

export function ciganoDeckSummaries(): CiganoCardSummary[] {
  return CIGANO_CODES.flatMap((code) => ciganoCardSummary(code) ?? []);
}
