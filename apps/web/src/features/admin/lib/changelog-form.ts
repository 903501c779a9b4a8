import type { ChangeType, Changelog, ChangelogInput } from '@constelar/contract';
import { CHANGE_TYPES } from '@constelar/contract/constants';
import { CHANGE_TYPE_LABELS, isChangeType } from '../../../lib/change-types';

// The changelog form as plain data, with its checks (product.md §5), so the component stays thin.

export const CHANGE_TYPE_OPTIONS: readonly { value: ChangeType; label: string }[] = CHANGE_TYPES.map(
  (value) => ({
    value,
    label: CHANGE_TYPE_LABELS[value],
  }),
);

export interface ChangeRow {
  /** Local key so React keeps each row's input while rows are added and removed. */
  key: string;
  type: ChangeType;
  description: string;
}

export interface ChangelogFormValues {
  version: string;
  title: string;
  description: string;
  isPublished: boolean;
  changes: ChangeRow[];
}

export interface ChangelogFormErrors {
  version?: string;
  title?: string;
  /** Whole-list problem (no change at all). */
  changes?: string;
  /** Per row, by row key. */
  rows?: Record<string, string>;
}

export const MESSAGES = {
  version: 'Informe a versão (por exemplo, 1.2.0).',
  title: 'Informe o título do changelog.',
  change: 'Descreva esta mudança.',
  noChanges: 'Adicione pelo menos uma mudança.',
} as const;

let rowSeq = 0;
/** A new row is a feature with an empty description (product.md §4). */
export function newChangeRow(type: ChangeType = 'feature', description = ''): ChangeRow {
  rowSeq += 1;
  return { key: `change-${rowSeq}`, type, description };
}

export function emptyForm(): ChangelogFormValues {
  return { version: '', title: '', description: '', isPublished: false, changes: [newChangeRow()] };
}

export function formFromChangelog(changelog: Changelog): ChangelogFormValues {
  return {
    version: changelog.version,
    title: changelog.title,
    description: changelog.description ?? '',
    isPublished: changelog.isPublished,
    changes: changelog.changes.map((c) =>
      newChangeRow(isChangeType(c.type) ? c.type : 'feature', c.description),
    ),
  };
}

export function validateChangelogForm(values: ChangelogFormValues): ChangelogFormErrors {
  const errors: ChangelogFormErrors = {};
  if (!values.version.trim()) errors.version = MESSAGES.version;
  if (!values.title.trim()) errors.title = MESSAGES.title;
  if (values.changes.length === 0) errors.changes = MESSAGES.noChanges;
  const rows: Record<string, string> = {};
  for (const row of values.changes) if (!row.description.trim()) rows[row.key] = MESSAGES.change;
  if (Object.keys(rows).length > 0) errors.rows = rows;
  return errors;
}

export const hasErrors = (errors: ChangelogFormErrors): boolean =>
  Boolean(errors.version || errors.title || errors.changes || errors.rows);

/** The request body of create and update; the server derives each icon from the type. */
export function toChangelogInput(values: ChangelogFormValues): ChangelogInput {
  const description = values.description.trim();
  return {
    version: values.version.trim(),
    title: values.title.trim(),
    description: description || null,
    isPublished: values.isPublished,
    changes: values.changes.map((c) => ({ type: c.type, description: c.description.trim() })),
  };
}
