import type { ChangeType } from '@constelar/contract/constants';

/** Labels of the public page (product.md §2, its own words); any other type is shown as it came. */
const PAGE_TYPE_LABELS: Partial<Record<ChangeType, string>> = {
  feature: 'Nova Feature',
  fix: 'Correção',
  improvement: 'Melhoria',
};

export function pageTypeLabel(type: string): string {
  return PAGE_TYPE_LABELS[type as ChangeType] ?? type;
}
