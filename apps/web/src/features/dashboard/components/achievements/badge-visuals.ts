import type { Badge } from '@constelar/contract';
import { BADGE_IDS, type BadgeId, type BadgeRarity } from '@constelar/core/codes';
import { Award, Compass, Crown, Eye, HeartHandshake, Sparkles, type LucideIcon } from 'lucide-react';

/** The server names lucide icons in kebab case; an unknown name still gets a medal. */
const ICONS: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  'heart-handshake': HeartHandshake,
  compass: Compass,
  eye: Eye,
  crown: Crown,
};
export const badgeIcon = (name: string): LucideIcon => ICONS[name] ?? Award;

/** Rarity colours from the theme (not the badge's own colour) so text contrast is known. */
export const RARITY_STYLE: Record<Badge['rarity'], { text: string; ring: string; glow: string }> = {
  common: { text: 'text-teal', ring: 'border-teal/50', glow: 'from-teal/25' },
  rare: { text: 'text-pink', ring: 'border-pink/50', glow: 'from-pink/25' },
  epic: { text: 'text-amber', ring: 'border-amber/50', glow: 'from-amber/25' },
  legendary: { text: 'text-soft-gold', ring: 'border-gold/70', glow: 'from-gold/30' },
};

/**
 * Icon and rarity of each of core's badges (as core's BADGE_METADATA, which @constelar/core/codes does not
 * carry), so the dialog can show the locked ones; the set of ids is core's.
 */
const BADGE_LOOKS: Record<BadgeId, { icon: string; rarity: BadgeRarity }> = {
  'first-revelation': { icon: 'sparkles', rarity: 'common' },
  'cosmic-bonds': { icon: 'heart-handshake', rarity: 'rare' },
  'zodiac-explorer': { icon: 'compass', rarity: 'epic' },
  'arcane-visionary': { icon: 'eye', rarity: 'legendary' },
};
export const BADGE_CATALOG = BADGE_IDS.map((id) => ({ id, ...BADGE_LOOKS[id] }));
