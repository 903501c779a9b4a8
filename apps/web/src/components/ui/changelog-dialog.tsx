import type { Changelog } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { newestReleasesFirst } from '@constelar/contract/release-order';
import { ChangeList, ReleaseMeta, TypeChip } from './changelog-entry';
import { Dialog } from './dialog';

const LIST_FALLBACK = 'Erro ao buscar changelogs.';
const PREVIEW_TYPES = 3;

/** GET /api/changelog, public, published entries newest first. Shared cache key with the /changelog page. */
export const publishedChangelogQuery = queryOptions({
  queryKey: ['changelog', 'published'],
  queryFn: async (): Promise<Changelog[]> => {
    try {
      const { data } = await api.get<Changelog[]>('/changelog');
      // Whatever order the server keeps, the newest version leads ("Mais recente").
      return newestReleasesFirst(data);
    } catch (error) {
      throw new Error(errorMessage(error, LIST_FALLBACK));
    }
  },
});

function EntryList({
  entries,
  onOpen,
  returnTo,
}: {
  entries: Changelog[];
  onOpen: (entry: Changelog) => void;
  /** The entry just closed: focus goes back to its row, so the keyboard keeps its place. */
  returnTo: string | null;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!returnTo) return;
    listRef.current?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(returnTo)}"]`)?.focus();
  }, [returnTo]);
  return (
    <ul ref={listRef} className="space-y-3">
      {entries.map((entry) => {
        const types = entry.changes.slice(0, PREVIEW_TYPES);
        const more = entry.changes.length - types.length;
        return (
          <li key={entry.id}>
            <button
              type="button"
              onClick={() => onOpen(entry)}
              data-entry={entry.id}
              className="group flex w-full items-center gap-3 rounded-xl border border-gold/15 bg-night/40 p-4 text-left transition hover:border-gold/40 hover:bg-violet/40"
            >
              <span className="min-w-0 flex-1">
                <ReleaseMeta entry={entry} className="flex flex-wrap items-baseline gap-x-2 gap-y-1" />
                <span className="mt-1.5 block font-serif text-base text-text group-hover:text-soft-gold">
                  {entry.title}
                </span>
                <span className="mt-2 flex flex-wrap items-center gap-1.5">
                  {types.map((change, i) => (
                    <TypeChip key={i} type={change.type} />
                  ))}
                  {more > 0 && <span className="text-xs text-muted">+{more} mais</span>}
                </span>
              </span>
              <ChevronRight
                className="h-5 w-5 shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-soft-gold"
                aria-hidden="true"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function EntryDetail({ entry, onBack }: { entry: Changelog; onBack: () => void }) {
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);
  return (
    <div className="animate-fade-in">
      <button
        ref={backRef}
        type="button"
        onClick={onBack}
        className="-ml-2 flex min-h-11 items-center gap-2 rounded-full px-2 text-sm text-soft-gold hover:bg-white/5"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Voltar para lista
      </button>
      <ReleaseMeta entry={entry} className="mt-3 flex flex-wrap items-baseline gap-2" />
      <h3 className="mt-2 text-xl text-soft-gold">{entry.title}</h3>
      {entry.description && (
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-text/90">{entry.description}</p>
      )}
      <ChangeList changes={entry.changes} variant="dialog" />
    </div>
  );
}

export interface ChangelogDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The dashboard's 'Novidades': the published changelog as a list, and one entry in detail. The shared
 * Dialog closes on Escape and locks the page's scroll; each opening starts again from the list.
 */
export function ChangelogDialog({ open, onClose }: ChangelogDialogProps) {
  const [selected, setSelected] = useState<Changelog | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  const query = useQuery({ ...publishedChangelogQuery, enabled: open });

  // Every opening starts from the list (product.md §2), decided during render so no stale frame shows.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelected(null);
      setReturnTo(null);
    }
  }

  let body;
  if (selected) {
    body = (
      <EntryDetail
        entry={selected}
        onBack={() => {
          setReturnTo(selected.id);
          setSelected(null);
        }}
      />
    );
  } else if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 py-8 text-sm text-muted">
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-gold/30 border-t-gold"
          aria-hidden="true"
        />
        Carregando novidades...
      </p>
    );
  } else if (query.isError) {
    body = (
      <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm text-danger">
        {query.error.message}
      </p>
    );
  } else if (query.data.length === 0) {
    body = <p className="py-8 text-center text-sm text-muted">Nenhum changelog disponível no momento.</p>;
  } else {
    body = <EntryList entries={query.data} onOpen={setSelected} returnTo={returnTo} />;
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Novidades"
      description="O que mudou no Constelar."
      className="max-w-lg"
    >
      {body}
    </Dialog>
  );
}
