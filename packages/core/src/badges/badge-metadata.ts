import type { BadgeId, BadgeRarity } from '../codes';

/** lucide-react icon names, kebab-case as lucide publishes them. */
export type BadgeIcon = 'sparkles' | 'heart-handshake' | 'compass' | 'eye';
/** Palette tokens (Tailwind colour names): grey for common, blue rare, violet epic, amber legendary. */
export type BadgeColor = 'slate' | 'sky' | 'violet' | 'amber';

export interface BadgeMetadata {
  rarity: BadgeRarity;
  icon: BadgeIcon;
  color: BadgeColor;
}

// Names and descriptions are Portuguese prose and live in @constelar/content (BADGE_TEXTS).
export const BADGE_METADATA: Record<BadgeId, BadgeMetadata> = {
  'first-revelation': { rarity: 'common', icon: 'sparkles', color: 'slate' },
  'cosmic-bonds': { rarity: 'rare', icon: 'heart-handshake', color: 'sky' },
  'zodiac-explorer': { rarity: 'epic', icon: 'compass', color: 'violet' },
  'arcane-visionary': { rarity: 'legendary', icon: 'eye', color: 'amber' },
};
