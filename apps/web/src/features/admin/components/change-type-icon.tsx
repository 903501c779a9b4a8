import { isChangeType, changeTypeIcon } from '../../../lib/change-types';
import type { ChangeType } from '@constelar/contract/constants';

// product.md §4: the icon follows the type (contract CHANGE_ICONS: sparkles, bug, wrench, shield).
const COLORS: Record<ChangeType, string> = {
  feature: 'text-gold',
  fix: 'text-pink',
  improvement: 'text-teal',
  security: 'text-amber',
};

export function ChangeTypeIcon({ type, className = 'h-4 w-4' }: { type: string; className?: string }) {
  const { Icon } = changeTypeIcon(type);
  const color = isChangeType(type) ? COLORS[type] : 'text-gold';
  return <Icon className={`${className} shrink-0 ${color}`} aria-hidden="true" />;
}
