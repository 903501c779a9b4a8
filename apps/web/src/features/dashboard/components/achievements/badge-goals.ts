import type { BadgeId } from '@constelar/core';

/**
 * What to do to earn each badge, for the locked ones. BADGE_TEXTS (content) tells an earned badge in the
 * past tense; a badge still ahead is told as a step to take.
 */
export const BADGE_GOALS: Record<BadgeId, string> = {
  'first-revelation':
    'Gere o seu primeiro relatório pessoal, com nome, data, hora e local de nascimento, e dê o passo inicial nesta jornada.',
  'cosmic-bonds':
    'Faça a sua primeira sinastria e veja como o seu mapa conversa com o de alguém que importa para você.',
  'zodiac-explorer':
    'Chegue a cinco relatórios, somando mapas pessoais e sinastrias, para olhar o céu por vários ângulos.',
  'arcane-visionary':
    'Reservada a quem criou a conta entre as primeiras pessoas, enquanto as vagas da fase de testes estavam abertas.',
};
