import { Bug, Shield, Sparkles, Wrench, type LucideIcon } from 'lucide-react';

// product.md §4: the icon follows the type (contract CHANGE_ICONS: sparkles, bug, wrench, shield).
const ICONS: Record<string, LucideIcon> = {
  feature: Sparkles,
  fix: Bug,
  improvement: Wrench,
  security: Shield,
};
const COLORS: Record<string, string> = {
  feature: 'text-gold',
  fix: 'text-pink',
  improvement: 'text-teal',
  security: 'text-amber',
};

export function ChangeTypeIcon({ type, className = 'h-4 w-4' }: { type: string; className?: string }) {
  const Icon = ICONS[type] ?? Sparkles;
  return <Icon className={`${className} shrink-0 ${COLORS[type] ?? 'text-gold'}`} aria-hidden="true" />;
}
