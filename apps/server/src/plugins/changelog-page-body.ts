import type { Changelog } from '@constelar/contract';
import { CHANGELOG_EMPTY, CHANGELOG_INTRO, CHANGELOG_KICKER } from '@constelar/content/changelog-words';
import { escapeHtml as e } from './page-head';
import type { PageBody } from './page-data';

// /changelog as the server writes it (reach.md §1): the markup of
// apps/web/src/features/changelog/components/changelog-page.tsx, with its classes, inside the layout's <main>.

const MAIN = '<main id="conteudo" class="relative mx-auto min-h-svh max-w-6xl px-4 pt-24">';
/** date-fns' pt-BR "MMM", as the page writes a release's date. */
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const LABELS: Record<string, string> = {
  feature: 'Nova Feature',
  fix: 'Correção',
  improvement: 'Melhoria',
  security: 'Segurança',
};
const TONES: Record<string, string> = {
  feature: 'text-soft-gold border-gold/35 bg-gold/10',
  fix: 'text-pink border-pink/35 bg-pink/10',
  improvement: 'text-teal border-teal/35 bg-teal/10',
  security: 'text-amber border-amber/35 bg-amber/10',
};

/** "03 de mai, 2026", in Brasília. */
export function releaseDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = DAY.format(date).split('-');
  return `${day} de ${MONTHS[Number(month) - 1]}, ${year}`;
}

function entryHtml(entry: Changelog, latest: boolean): string {
  const dot = latest
    ? 'border-soft-gold bg-gold shadow-[0_0_16px_2px_rgba(212,175,55,0.55)]'
    : 'border-gold/50 bg-night';
  const changes = entry.changes
    .map((c) => {
      const tone = TONES[c.type] ?? 'text-text border-gold/20 bg-white/5';
      return (
        `<li class="flex items-start gap-3"><span class="mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-full border ${tone}"></span>` +
        `<span class="min-w-0"><span class="inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}">${e(LABELS[c.type] ?? c.type)}</span>` +
        `<span class="mt-1 block whitespace-pre-line text-sm leading-relaxed text-text sm:text-base">${e(c.description)}</span></span></li>`
      );
    })
    .join('');
  return (
    '<li class="relative pl-8 sm:pl-12">' +
    `<span class="absolute left-0 top-7 h-4 w-4 -translate-x-1/2 rounded-full border-2 sm:left-0 ${dot}" aria-hidden="true"></span>` +
    `<article class="glass p-5 sm:p-7" aria-labelledby="release-${e(entry.id)}">` +
    '<div class="flex flex-wrap items-center gap-x-3 gap-y-2">' +
    `<span class="rounded-full border border-gold/40 bg-gold/15 px-3 py-0.5 text-sm font-semibold text-soft-gold">v${e(entry.version)}</span>` +
    `<span class="inline-flex items-center gap-1.5 text-sm text-muted"><span class="h-4 w-4" aria-hidden="true"></span><time datetime="${e(entry.releaseDate)}">${releaseDate(entry.releaseDate)}</time></span>` +
    (latest
      ? '<span class="rounded-full bg-teal/15 px-2.5 py-0.5 text-xs font-semibold text-teal">Mais recente</span>'
      : '') +
    '</div>' +
    `<h2 id="release-${e(entry.id)}" class="mt-3 text-xl leading-snug text-soft-gold sm:text-2xl">${e(entry.title)}</h2>` +
    (entry.description
      ? `<p class="mt-2 whitespace-pre-line leading-relaxed text-text/90">${e(entry.description)}</p>`
      : '') +
    `<ul class="mt-5 space-y-3">${changes}</ul></article></li>`
  );
}

/** /changelog: the published releases, the answer of GET /api/changelog. */
export function changelogBody(entries: Changelog[]): PageBody {
  const list =
    entries.length === 0
      ? `<div class="glass mt-10 flex flex-col items-center gap-3 px-6 py-12 text-center text-muted"><p>${e(CHANGELOG_EMPTY)}</p></div>`
      : `<ol class="relative mt-10 space-y-6 border-l border-gold/20 sm:ml-2" aria-label="Versões publicadas">${entries
          .map((entry, i) => entryHtml(entry, i === 0))
          .join('')}</ol>`;
  const html =
    MAIN +
    '<section class="mx-auto max-w-3xl" aria-labelledby="changelog-title"><header class="text-center">' +
    `<p class="text-xs font-semibold uppercase tracking-[0.25em] text-teal">${e(CHANGELOG_KICKER)}</p>` +
    '<h1 id="changelog-title" class="gold-text mt-2 text-4xl sm:text-5xl">Changelog</h1>' +
    `<p class="mx-auto mt-4 max-w-xl leading-relaxed text-text/90">${e(CHANGELOG_INTRO)}</p>` +
    `</header>${list}</section></main>`;
  return { html, queries: [{ key: ['changelog', 'published'], data: entries }] };
}
