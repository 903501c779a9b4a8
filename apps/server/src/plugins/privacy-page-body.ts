import { PRIVACY_CONTACT, PRIVACY_POLICY, type PrivacySection } from '@constelar/content/privacy-policy';
import { MAIN } from './horoscope-page-body';
import { escapeHtml as e } from './page-head';
import type { PageBody } from './page-data';

// /politica-de-privacidade as the server writes it (reach.md §1): the markup of
// apps/web/src/features/privacy/components/privacy-page.tsx, with its classes, from the same words in
// @constelar/content/privacy-policy. The icons are empty boxes of their size: the app draws them.

const ICON_BOX =
  'grid h-9 w-9 shrink-0 sm:h-10 sm:w-10 place-items-center rounded-full border border-gold/30 bg-violet/50 text-soft-gold';
const number = (i: number) => String(i + 1).padStart(2, '0');

function sectionHtml(section: PrivacySection, index: number): string {
  const items = section.items
    .map(
      (item) =>
        '<li class="flex gap-3 rounded-xl border border-gold/10 bg-night/40 p-3.5 sm:gap-4 sm:p-4">' +
        `<span class="${ICON_BOX}"><span class="h-5 w-5" aria-hidden="true"></span></span>` +
        `<div class="min-w-0"><h3 class="font-sans text-base font-semibold text-soft-gold">${e(item.title)}</h3>` +
        `<p class="mt-1 text-sm leading-relaxed text-text/90">${e(item.text)}</p></div></li>`,
    )
    .join('');
  const contact =
    section.id === 'contato'
      ? `<a href="mailto:${PRIVACY_CONTACT}" class="mt-5 inline-flex min-h-12 max-w-full items-center gap-3 rounded-full border border-gold/40 bg-gold/10 px-5 text-soft-gold transition hover:bg-gold/20">` +
        `<span class="h-5 w-5 shrink-0" aria-hidden="true"></span><span class="break-all">${PRIVACY_CONTACT}</span></a>`
      : '';
  return (
    `<section id="${section.id}" aria-labelledby="${section.id}-title" class="glass scroll-mt-24 p-4 sm:p-8">` +
    `<h2 id="${section.id}-title" class="flex items-baseline gap-3 text-xl text-soft-gold sm:text-2xl">` +
    `<span class="font-serif text-sm text-gold" aria-hidden="true">${number(index)}</span>${e(section.title)}</h2>` +
    `<p class="mt-3 leading-relaxed text-text/90">${e(section.intro)}</p>` +
    (section.items.length > 0
      ? `<ul class="mt-5 grid gap-3 ${section.twoColumns ? 'sm:grid-cols-2' : ''}">${items}</ul>`
      : '') +
    `${contact}</section>`
  );
}

/** /politica-de-privacidade, "O Pacto de Confiança": words only, no API answer to carry. */
export function privacyBody(): PageBody {
  const p = PRIVACY_POLICY;
  const sections: readonly PrivacySection[] = p.sections;
  const toc = sections
    .map(
      (s, i) =>
        `<li><a href="#${s.id}" class="-ml-px flex min-h-11 items-center gap-2 border-l border-transparent pl-4 text-muted transition hover:border-gold hover:text-soft-gold">` +
        `<span class="font-serif text-xs text-gold">${number(i)}</span>${e(s.title)}</a></li>`,
    )
    .join('');
  const html =
    MAIN +
    '<article class="mx-auto max-w-5xl animate-fade-in" aria-labelledby="pacto-title">' +
    '<header class="mx-auto max-w-2xl text-center">' +
    '<span class="mx-auto grid h-14 w-14 place-items-center rounded-full border border-gold/40 bg-violet/60 text-soft-gold"><span class="h-7 w-7" aria-hidden="true"></span></span>' +
    `<p class="mt-5 text-xs font-semibold uppercase tracking-[0.25em] text-teal">${e(p.kicker)}</p>` +
    `<h1 id="pacto-title" class="gold-text mt-2 text-3xl leading-tight sm:text-5xl">${e(p.title)}</h1>` +
    `<p class="mt-3 text-sm text-muted">${e(p.updatedLabel)} <time datetime="${p.updated.date}">${e(p.updated.text)}</time></p>` +
    `<p class="mt-5 leading-relaxed text-text/90">${e(p.intro)}</p></header>` +
    '<div class="mt-10 grid gap-8 lg:grid-cols-[14rem_1fr]">' +
    `<nav aria-label="${e(p.navLabel)}" class="hidden lg:block"><ol class="sticky top-28 space-y-1 border-l border-gold/20 text-sm">${toc}</ol></nav>` +
    `<div class="space-y-6">${sections.map(sectionHtml).join('')}</div></div></article></main>`;
  return { html, queries: [] };
}
