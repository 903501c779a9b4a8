import type { CheckRetroactiveResponse } from '@constelar/contract';
import { ALL_BADGES_THRESHOLD } from '../../../config/constants';

export const ALL_BADGES_MESSAGE = 'Parabéns! Você já obteve todas as conquistas disponíveis.';
export const NO_NEW_BADGES_MESSAGE = 'Nenhuma nova conquista encontrada no momento.';

/** What the achievements dialog says for 4 s after 'Verificar' (product.md §4). */
export function checkMessage(result: CheckRetroactiveResponse & { failure?: string }): string {
  if (result.failure) return result.message;
  const names = result.newBadges.map((b) => b.name);
  if (names.length === 1) return `Nova conquista encontrada: ${names[0]}!`;
  if (names.length > 1) {
    const list = `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
    return `Novas conquistas encontradas: ${list}!`;
  }
  if (result.hasAllBadges || result.currentBadgesCount >= ALL_BADGES_THRESHOLD) return ALL_BADGES_MESSAGE;
  return NO_NEW_BADGES_MESSAGE;
}
