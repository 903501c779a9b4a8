import { CHANGELOG_EMPTY, CHANGELOG_INTRO, CHANGELOG_KICKER } from '@constelar/content/changelog-words';
import type { Changelog } from '@constelar/contract';
import { CalendarDays, CloudOff, ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChangeList, formatReleaseDate } from '../../../components/ui/changelog-entry';
import { usePublishedChangelog } from '../api/get-changelog';
import { pageTypeLabel } from '../lib/change-labels';

function Entry({ entry, latest }: { entry: Changelog; latest: boolean }) {
  return (
    <li className="relative pl-8 sm:pl-12">
      {/* A point on the timeline; the newest glows. */}
      <span
        className={`absolute left-0 top-7 h-4 w-4 -translate-x-1/2 rounded-full border-2 sm:left-0 ${
          latest
            ? 'border-soft-gold bg-gold shadow-[0_0_16px_2px_rgba(212,175,55,0.55)]'
            : 'border-gold/50 bg-night'
        }`}
        aria-hidden="true"
      />
      <article
        className="glass p-5 sm:p-7"
        aria-labelledby={`release-${entry.id}`}
        data-testid="changelog-entry"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="rounded-full border border-gold/40 bg-gold/15 px-3 py-0.5 text-sm font-semibold text-soft-gold">
            v{entry.version}
          </span>
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <time dateTime={entry.releaseDate}>{formatReleaseDate(entry.releaseDate)}</time>
          </span>
          {latest && (
            <span className="rounded-full bg-teal/15 px-2.5 py-0.5 text-xs font-semibold text-teal">
              Mais recente
            </span>
          )}
        </div>
        <h2 id={`release-${entry.id}`} className="mt-3 text-xl leading-snug text-soft-gold sm:text-2xl">
          {entry.title}
        </h2>
        {entry.description && (
          <p className="mt-2 whitespace-pre-line leading-relaxed text-text/90">{entry.description}</p>
        )}
        <ChangeList changes={entry.changes} variant="page" labelOf={pageTypeLabel} />
      </article>
    </li>
  );
}

function Notice({ children, role, icon }: { children: string; role?: 'status' | 'alert'; icon: ReactNode }) {
  return (
    <div
      role={role}
      className="glass mt-10 flex flex-col items-center gap-3 px-6 py-12 text-center text-muted"
    >
      {icon}
      <p>{children}</p>
    </div>
  );
}

/** /changelog: the public history of published releases, newest first (product.md §2). */
export function ChangelogPage() {
  const query = usePublishedChangelog();

  let body;
  if (query.isPending) {
    body = (
      <Notice
        role="status"
        icon={
          <span
            className="h-6 w-6 animate-spin rounded-full border-2 border-gold/30 border-t-gold"
            aria-hidden="true"
          />
        }
      >
        Carregando changelog...
      </Notice>
    );
  } else if (query.isError) {
    body = (
      <Notice role="alert" icon={<CloudOff className="h-8 w-8 text-danger" aria-hidden="true" />}>
        Erro ao carregar changelog
      </Notice>
    );
  } else if (query.data.length === 0) {
    body = (
      <Notice icon={<ScrollText className="h-8 w-8 text-soft-gold" aria-hidden="true" />}>
        {CHANGELOG_EMPTY}
      </Notice>
    );
  } else {
    body = (
      <ol
        className="relative mt-10 space-y-6 border-l border-gold/20 sm:ml-2"
        aria-label="Versões publicadas"
      >
        {query.data.map((entry, i) => (
          <Entry key={entry.id} entry={entry} latest={i === 0} />
        ))}
      </ol>
    );
  }

  return (
    <section className="mx-auto max-w-3xl animate-fade-in" aria-labelledby="changelog-title">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-teal">{CHANGELOG_KICKER}</p>
        <h1 id="changelog-title" className="gold-text mt-2 text-4xl sm:text-5xl">
          Changelog
        </h1>
        <p className="mx-auto mt-4 max-w-xl leading-relaxed text-text/90">{CHANGELOG_INTRO}</p>
      </header>
      {body}
    </section>
  );
}
