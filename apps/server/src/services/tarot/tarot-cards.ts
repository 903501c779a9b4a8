// The deck as the API answers it: every card's summary, and one card with all its texts.
import type { TarotCardDetail, TarotCardSummary } from '@constelar/contract';
import { TAROT_CODES, tarotCardInfo } from '@constelar/core/tarot';
import { tarotCardHead, tarotCardText } from '@constelar/content';

/** The summary of a card whose texts exist; undefined for an unknown code or a card not yet written. */
export function tarotCardSummary(code: string): TarotCardSummary | undefined {
  const info = tarotCardInfo(code);
  const text = tarotCardText(code);
  if (!info || !text) return undefined;
  return {
    ...tarotCardHead(code),
    arcana: info.arcana,
    ...(info.arcana === 'minor' ? { suit: info.suit, rank: info.rank } : {}),
    ...(info.number !== null ? { number: info.number } : {}),
    keywords: text.keywords,
    reversedKeywords: text.reversedKeywords,
    description: text.description,
  };
}

export function tarotCardDetail(code: string): TarotCardDetail | undefined {
  const summary = tarotCardSummary(code);
  const text = tarotCardText(code);
  if (!summary || !text) return undefined;
  return {
    ...summary,
    alt: text.alt,
    longDescription: text.longDescription,
    meanings: text.meanings,
    yesNo: text.yesNo,
  };
}

export function tarotDeckSummaries(): TarotCardSummary[] {
  return TAROT_CODES.flatMap((code) => tarotCardSummary(code) ?? []);
}
