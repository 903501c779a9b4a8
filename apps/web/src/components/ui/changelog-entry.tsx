// The one renderer of a release's pieces: the change type's icon, chip and tone, the version and date, and
// the list of changes. The dashboard's 'Novidades', the public /changelog page and the admin share it.
import type { Changelog } from '@constelar/contract';
import type { ChangeType } from '@constelar/contract/constants';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { CHANGE_TYPE_LABELS, changeTypeIcon, isChangeType } from '../../lib/change-types';

const CHANGE_TONES: Record<ChangeType, string> = {
  feature: 'text-soft-gold border-gold/35 bg-gold/10',
  fix: 'text-pink border-pink/35 bg-pink/10',
  improvement: 'text-teal border-teal/35 bg-teal/10',
  security: 'text-amber border-amber/35 bg-amber/10',
};

/** The icon's own colour, where it stands without a tinted bubble (the admin). */
const ICON_COLORS: Record<ChangeType, string> = {
  feature: 'text-gold',
  fix: 'text-pink',
  improvement: 'text-teal',
  security: 'text-amber',
};

/** The lucide icon for a change type (product.md §4: sparkle, bug, wrench, shield). */
export function ChangeTypeIcon({
  type,
  className = 'h-4 w-4',
  colored = false,
}: {
  type: string;
  className?: string;
  /** In the type's own colour, for an icon outside a tinted bubble. */
  colored?: boolean;
}) {
  const { Icon, name } = changeTypeIcon(type);
  const classes = colored
    ? `${className} shrink-0 ${isChangeType(type) ? ICON_COLORS[type] : 'text-gold'}`
    : className;
  return <Icon className={classes} aria-hidden="true" data-icon={name} />;
}

/** Colour classes of a change type's chip: text, border and background. */
export function changeTone(type: string): string {
  return isChangeType(type) ? CHANGE_TONES[type] : 'text-text border-gold/20 bg-white/5';
}

/** The dashboard's and the admin's word for a type; an unknown type is shown as it came. */
export const changeTypeLabel = (type: string): string =>
  isChangeType(type) ? CHANGE_TYPE_LABELS[type] : type;

export function formatReleaseDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, "dd 'de' MMM, yyyy", { locale: ptBR });
}

export function TypeChip({ type }: { type: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium ${changeTone(type)}`}
    >
      <ChangeTypeIcon type={type} className="h-3.5 w-3.5" />
      {changeTypeLabel(type)}
    </span>
  );
}

/** "v1.2.0 · 03 de mai, 2026", as the dashboard's list and detail show a release. */
export function ReleaseMeta({ entry, className }: { entry: Changelog; className: string }) {
  return (
    <span className={className}>
      <span className="rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-soft-gold">
        v{entry.version}
      </span>
      <span className="text-xs text-muted">{formatReleaseDate(entry.releaseDate)}</span>
    </span>
  );
}

const CHANGE_LIST_STYLES = {
  /** The dashboard's dialog: each change in a card, its type in small capitals above. */
  dialog: {
    list: 'mt-4 space-y-3',
    item: 'flex gap-3 rounded-xl border border-gold/10 bg-night/40 p-3',
    label: () => 'text-xs font-semibold text-muted',
    text: 'block whitespace-pre-line text-sm leading-relaxed text-text',
  },
  /** The public page: its type as a tinted chip. */
  page: {
    list: 'mt-5 space-y-3',
    item: 'flex items-start gap-3',
    label: (type: string) =>
      `inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${changeTone(type)}`,
    text: 'mt-1 block whitespace-pre-line text-sm leading-relaxed text-text sm:text-base',
  },
};

/** A release's changes: each with its type's icon, its type's name (`labelOf`) and its description. */
export function ChangeList({
  changes,
  variant,
  labelOf = changeTypeLabel,
}: {
  changes: Changelog['changes'];
  variant: keyof typeof CHANGE_LIST_STYLES;
  labelOf?: (type: string) => string;
}) {
  const style = CHANGE_LIST_STYLES[variant];
  return (
    <ul className={style.list}>
      {changes.map((change, i) => (
        <li key={i} className={style.item}>
          <span
            className={`mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-full border ${changeTone(change.type)}`}
          >
            <ChangeTypeIcon type={change.type} />
          </span>
          <span className="min-w-0">
            <span className={style.label(change.type)}>{labelOf(change.type)}</span>
            <span className={style.text}>{change.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
