// What a tarot or cigano reading shares (reach.md §3, ADR 107): its provable draw, never its question.
import type { TarotReading } from '@constelar/contract';

/** Card names listed in full up to this many; a longer spread names these and counts the rest. */
const LISTED_CARDS = 3;

/**
 * "Como embaralhamos" with the reading's seed, deck, reversals and picks: a public page that deals the same
 * cards again in the friend's browser. It holds no question, no note and no person.
 */
export function readingProofPath(reading: TarotReading): string {
  const picks = reading.cards.map((c) => c.index).join(',');
  return `/tarot/como-embaralhamos?semente=${reading.proof.seed}&baralho=${reading.deck}&invertidas=${
    reading.reversals ? 1 : 0
  }&escolhas=${picks}`;
}

/** "A Lua (invertida)". */
const cardLabel = (c: TarotReading['cards'][number]) => `${c.card.name}${c.reversed ? ' (invertida)' : ''}`;

/** "O Louco, A Lua e Ás de Copas", or "O Louco, A Lua, Ás de Copas e mais 7 cartas". */
export function readingCardsLine(reading: TarotReading): string {
  const names = reading.cards.map(cardLabel);
  if (names.length <= LISTED_CARDS) {
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  }
  const rest = names.length - LISTED_CARDS;
  return `${names.slice(0, LISTED_CARDS).join(', ')} e mais ${rest} ${rest === 1 ? 'carta' : 'cartas'}`;
}

export interface ReadingShare {
  title: string;
  text: string;
  url: string;
  whatsappText: string;
  filename: string;
}

/** The title, short text, URL and WhatsApp message of a reading. */
export function readingShare(reading: TarotReading, origin: string): ReadingShare {
  const url = `${origin}${readingProofPath(reading)}`;
  const cards = readingCardsLine(reading);
  return {
    title: `Minha tiragem: ${reading.spreadName}`,
    text: `${reading.spreadName} no Constelar: ${cards}.`,
    url,
    whatsappText: `*Minha tiragem de ${reading.spreadName} no Constelar*\n${cards}.\nAs cartas foram embaralhadas antes da minha escolha; confira: ${url}`,
    filename: `constelar-${reading.spread}.jpg`,
  };
}
