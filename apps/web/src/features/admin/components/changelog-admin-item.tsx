import type { Changelog } from '@constelar/contract';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { CHANGE_PREVIEW_COUNT, truncate } from '../lib/format';
import { ChangeTypeIcon } from '../../../components/ui/changelog-entry';

const releaseLabel = (iso: string) => format(new Date(iso), "dd 'de' MMM, yyyy 'às' HH:mm", { locale: ptBR });

const ACTION =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border px-3 text-sm transition duration-200 ease-out disabled:cursor-not-allowed disabled:opacity-50';

export function ChangelogAdminItem({
  changelog,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  changelog: Changelog;
  /** True while one of this item's own requests is running. */
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const { isPublished, changes } = changelog;
  const hidden = changes.length - CHANGE_PREVIEW_COUNT;
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid="changelog-item"
      className="glass p-4 animate-fade-in sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span
          data-testid="version-badge"
          data-status={isPublished ? 'published' : 'draft'}
          className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-semibold ${
            isPublished
              ? 'border-emerald-400/40 bg-emerald-400/15 text-emerald-300'
              : 'border-amber/40 bg-amber/15 text-amber'
          }`}
        >
          v{changelog.version}
          <span className="font-normal">· {isPublished ? 'Publicado' : 'Rascunho'}</span>
        </span>
        <time dateTime={changelog.releaseDate} className="text-muted">
          {releaseLabel(changelog.releaseDate)}
        </time>
        <span className="text-muted">por {changelog.createdBy.name}</span>
      </div>

      <h2 id={titleId} className="mt-3 text-lg text-soft-gold sm:text-xl">
        {changelog.title}
      </h2>
      {changelog.description && (
        <p className="mt-1 text-sm leading-relaxed text-text/85">{changelog.description}</p>
      )}

      {changes.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Mudanças">
          {changes.slice(0, CHANGE_PREVIEW_COUNT).map((change, i) => (
            <li
              key={i}
              title={change.description}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-white/5 px-3 py-1 text-sm text-text/90"
            >
              <ChangeTypeIcon type={change.type} colored />
              <span className="truncate">{truncate(change.description)}</span>
            </li>
          ))}
          {hidden > 0 && (
            <li className="inline-flex items-center px-2 py-1 text-sm text-muted">+{hidden} mais</li>
          )}
        </ul>
      )}

      <div className="mt-4 grid grid-cols-[1fr_1fr_auto] gap-2 border-t border-white/5 pt-4 sm:flex">
        <button
          type="button"
          onClick={onToggle}
          disabled={busy}
          aria-label={`${isPublished ? 'Despublicar' : 'Publicar'} versão ${changelog.version}`}
          className={`${ACTION} ${
            isPublished
              ? 'border-white/15 text-text hover:bg-white/5'
              : 'border-emerald-400/40 text-emerald-300 hover:bg-emerald-400/10'
          }`}
        >
          {isPublished ? (
            <EyeOff className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Eye className="h-4 w-4" aria-hidden="true" />
          )}
          {isPublished ? 'Despublicar' : 'Publicar'}
        </button>
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          aria-label={`Editar versão ${changelog.version}`}
          className={`${ACTION} border-gold/40 text-soft-gold hover:bg-gold/10`}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Editar
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Excluir versão ${changelog.version}`}
          className={`${ACTION} border-danger/40 text-danger hover:bg-danger/10 sm:ml-auto`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {/* Icon-only on phones so the three actions share one row; the name stays in aria-label. */}
          <span className="sr-only sm:not-sr-only">Excluir</span>
        </button>
      </div>
    </article>
  );
}
