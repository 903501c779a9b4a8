import { CHANGE_ICONS, CHANGE_TYPES, type ChangeType } from '@constelar/contract/constants';
import { Bug, Shield, Sparkles, Wrench, type LucideIcon } from 'lucide-react';

// Changelog change types as the dashboard and the admin show them, keyed by the contract's types.

/** The dashboard's and the admin form's words for each type (product.md §3, §5). */
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  feature: 'Novidade',
  improvement: 'Melhoria',
  fix: 'Correção',
  security: 'Segurança',
};

/** lucide components by the icon names the contract gives each type (product.md §4). */
const LUCIDE: Record<string, LucideIcon | undefined> = {
  sparkles: Sparkles,
  bug: Bug,
  wrench: Wrench,
  shield: Shield,
};

export const isChangeType = (value: string): value is ChangeType =>
  (CHANGE_TYPES as readonly string[]).includes(value);

/** The icon of a change type and its lucide name; an unknown type (an older release's) gets the sparkle. */
export function changeTypeIcon(type: string): { Icon: LucideIcon; name: string } {
  const name = isChangeType(type) ? CHANGE_ICONS[type] : CHANGE_ICONS.feature;
  return { Icon: LUCIDE[name] ?? Sparkles, name };
}
