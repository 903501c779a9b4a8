import type { ChangeType } from '@constelar/contract/constants';
import { CHANGE_TYPE_LABELS } from '../../../lib/change-types';

/**
 * Labels of the public page (product.md §2, its own words). Security has no word of its own there, so it
 * takes the dashboard's 'Segurança' rather than showing the raw type; an unknown type is shown as it came.
 */
const PAGE_TYPE_LABELS: Record<ChangeType, string> = {
  feature: 'Nova Feature',
  fix: 'Correção',
  improvement: 'Melhoria',
  security: CHANGE_TYPE_LABELS.security,
};

export function pageTypeLabel(type: string): string {
  return Object.hasOwn(PAGE_TYPE_LABELS, type) ? PAGE_TYPE_LABELS[type as ChangeType] : type;
}
