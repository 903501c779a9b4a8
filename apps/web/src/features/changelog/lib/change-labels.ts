/** Labels of the public page (product.md §2); any other type is shown as it came. */
const PAGE_TYPE_LABELS: Record<string, string> = {
  feature: 'Nova Feature',
  fix: 'Correção',
  improvement: 'Melhoria',
};

export function pageTypeLabel(type: string): string {
  return PAGE_TYPE_LABELS[type] ?? type;
}
