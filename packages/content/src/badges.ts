// Names and descriptions of the four badges (domain.md §5) and of their rarities.
import type { BadgeId, BadgeRarity } from '@constelar/core';

export const BADGE_TEXTS: Record<BadgeId, { name: string; description: string }> = {
  'first-revelation': {
    name: 'Primeira Revelação',
    description:
      'Você gerou o seu primeiro relatório pessoal e deu o passo inicial na jornada pelas estrelas e pelos arquétipos.',
  },
  'cosmic-bonds': {
    name: 'Laços Cósmicos',
    description:
      'Você fez a sua primeira sinastria e descobriu como o seu mapa conversa com o de outra pessoa.',
  },
  'zodiac-explorer': {
    name: 'Explorador do Zodíaco',
    description:
      'Você já gerou cinco relatórios, entre mapas pessoais e sinastrias, e explorou o céu por vários ângulos.',
  },
  'arcane-visionary': {
    name: 'Visionário do Arcano',
    description:
      'Você está entre as primeiras pessoas a acreditar no Constelar e ajudou a construir esta jornada desde a fase de testes.',
  },
};

export const RARITY_NAMES: Record<BadgeRarity, string> = {
  common: 'Comum',
  rare: 'Rara',
  epic: 'Épica',
  legendary: 'Lendária',
};
