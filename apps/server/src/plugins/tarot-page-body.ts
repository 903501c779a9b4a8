import { TarotCardDetail, TarotCardList } from '@constelar/contract';
import { tarotCodeBySlug } from '@constelar/content';
import { tarotCardDetail, tarotDeckSummaries } from '../services/tarot/tarot-cards';
import { escapeHtml as e } from './page-head';
import type { PageBody } from './page-data';

// The tarot deck's pages as the server writes them (reach.md §1): the markup of
// apps/web/src/features/tarot/components/tarot-{deck,card}-page.tsx, with their classes, inside the
// layout's <main>, and the answers of GET /api/tarot/cards[/{code}] for the app's query cache.

const MAIN = '<main id="conteudo" class="relative mx-auto min-h-svh max-w-6xl px-4 pt-24">';
const KICKER = 'text-xs font-semibold uppercase tracking-[0.3em] text-teal';
const AREAS = [
  ['geral', 'No geral'],
  ['amor', 'No amor'],
  ['trabalho', 'No trabalho'],
  ['conselho', 'Como conselho'],
] as const;

/** /tarot/cartas: the 78 cards, majors first, then each suit. */
export function tarotDeckBody(): PageBody {
  const deck = TarotCardList.parse({ cards: tarotDeckSummaries() });
  const cards = deck.cards
    .map(
      (card) =>
        `<li><a href="/tarot/cartas/${e(card.slug)}" class="flex flex-col items-center gap-2 text-center">` +
        '<span class="relative block aspect-[3/5] overflow-hidden rounded-lg border border-gold/60 bg-violet/70  w-full">' +
        `<img src="${e(card.image)}" alt="" class="h-full w-full object-cover" loading="lazy" decoding="async"></span>` +
        `<span class="text-sm text-soft-gold">${e(card.name)}</span></a></li>`,
    )
    .join('');
  const html =
    MAIN +
    '<div class="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6"><header class="text-center">' +
    `<p class="${KICKER}"><a href="/tarot" class="hover:underline">Tarot</a></p>` +
    '<h1 class="gold-text mt-3 text-4xl leading-tight sm:text-5xl">As 78 cartas</h1></header>' +
    `<ul class="grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-7">${cards}</ul></div></main>`;
  return { html, queries: [{ key: ['tarot', 'cards'], data: deck }] };
}

/** /tarot/cartas/{slug}: a card with every text, the answer of GET /api/tarot/cards/{code}. */
export function tarotCardBody(slug: string, jsonLd: readonly object[]): PageBody | undefined {
  const code = tarotCodeBySlug(slug);
  const detail = code ? tarotCardDetail(code) : undefined;
  if (!code || !detail) return undefined;
  const c = TarotCardDetail.parse(detail);
  const areas = AREAS.map(
    ([area, title]) =>
      `<section class="glass p-5"><h2 class="font-serif text-2xl text-soft-gold">${title}</h2>` +
      `<p class="mt-2 text-text/90">${e(c.meanings[area].upright)}</p>` +
      '<h3 class="mt-3 text-sm font-semibold text-teal">Invertida</h3>' +
      `<p class="mt-1 text-text/90">${e(c.meanings[area].reversed)}</p></section>`,
  ).join('');
  const html =
    MAIN +
    '<article class="mx-auto flex max-w-3xl flex-col gap-6 pb-16 pt-6">' +
    `<p class="text-center ${KICKER}"><a href="/tarot/cartas" class="hover:underline">As 78 cartas</a></p>` +
    `<h1 class="gold-text text-center text-4xl sm:text-5xl">${e(c.name)}</h1>` +
    `<img src="${e(c.image)}" alt="${e(c.alt)}" width="600" height="1000" class="mx-auto w-48 rounded-xl border border-gold/60">` +
    `<p class="text-center font-serif text-xl text-soft-gold">${e(c.description)}</p>` +
    '<p class="text-center text-sm text-text/85">' +
    `<span class="text-teal">Palavras-chave:</span> ${e(c.keywords.join(', '))}<br>` +
    `<span class="text-teal">Invertida:</span> ${e(c.reversedKeywords.join(', '))}</p>` +
    c.longDescription
      .split(/\n\n+/)
      .map((p) => `<p class="text-text/90">${e(p)}</p>`)
      .join('') +
    `${areas}</article></main>`;
  return { html, queries: [{ key: ['tarot', 'card', code], data: c }], jsonLd };
}
