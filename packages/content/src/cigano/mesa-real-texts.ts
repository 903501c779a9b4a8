// TEMPORARY stand-in (issue #42): the Mesa Real's houses and the querent's neighbours. The writers' branch
// `ciganotexts` replaces this file with the real texts.
import type { CiganoCardText } from './cigano-card-text';
import { CIGANO_CARDS } from './cigano-cards';

/** Houses 1 … 36: what the house of card n asks about (provisional). */
export const MESA_REAL_HOUSE_TEXT: Record<number, string> = Object.fromEntries(
  CIGANO_CARDS.map((card) => [card.number, `A casa ${card.number} traz o assunto de ${card.subject}.`]),
);

const PLACES = {
  acima: 'Acima de quem pergunta',
  abaixo: 'Abaixo de quem pergunta',
  esquerda: 'À esquerda de quem pergunta',
  direita: 'À direita de quem pergunta',
  diagonal: 'Na diagonal de quem pergunta',
} as const;

export function mesaRealQuerentText(
  direction: 'acima' | 'abaixo' | 'esquerda' | 'direita' | 'diagonal',
  card: CiganoCardText,
): string {
  return `${PLACES[direction]}, ${card.name} traz ${card.subject} para perto (texto provisório).`;
}
