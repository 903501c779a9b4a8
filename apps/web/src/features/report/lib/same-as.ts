// sky.md §1 "One reading, no repeats": a number or arcanum holding a second role comes as a pointer
// (`sameAs`) to the first role, and the page shows one card naming every role it holds.

export interface RoleItem {
  field: string;
  /** The field of the first role, when this one repeats it. */
  sameAs?: string | undefined;
}

export interface RoleGroup<T extends RoleItem> {
  /** The first role: the one whose texts are shown. */
  head: T;
  /** Every later role pointing at it, in order. */
  also: T[];
}

/**
 * Folds each item that points at an earlier one into that one's group, keeping the order of the heads.
 * A pointer to a role that is not there (an old or trimmed report) stands alone rather than vanish.
 */
export function groupBySameAs<T extends RoleItem>(items: readonly T[]): RoleGroup<T>[] {
  const groups: RoleGroup<T>[] = [];
  const byField = new Map<string, RoleGroup<T>>();
  for (const item of items) {
    const target = item.sameAs ? byField.get(item.sameAs) : undefined;
    if (target) {
      target.also.push(item);
      byField.set(item.field, target);
      continue;
    }
    const group = { head: item, also: [] };
    groups.push(group);
    byField.set(item.field, group);
  }
  return groups;
}

/** ['Arcano Pessoal', 'Arcano da Alma', 'X'] → 'Arcano Pessoal, Arcano da Alma e X'. */
export function joinRoles(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}
