import { CIGANO_SPREAD_PATHS, SITE_NAME } from '@constelar/contract/app-routes';
import { CIGANO_CARDS, ciganoCardAlt } from '@constelar/content';
import { descriptionOf } from './horoscope-head';
import { escapeHtml, type PageHead } from './page-head';

const CARD_PATH = /^\/tarot\/cigano\/cartas\/([a-z0-9-]+)\/?$/;

/** The cigano spreads' pages and the 36 card pages, for the sitemap. */
export const CIGANO_PAGE_PATHS: readonly string[] = [
  ...CIGANO_SPREAD_PATHS,
  ...CIGANO_CARDS.map((card) => `/tarot/cigano/cartas/${card.slug}`),
];

/** Whether a /tarot/cigano/… path names a page that exists: the home, the deck, a spread or a card. */
export function ciganoPathExists(path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  if (clean === '/tarot/cigano' || clean === '/tarot/cigano/cartas') return true;
  const card = CARD_PATH.exec(path);
  if (card) return CIGANO_CARDS.some((c) => c.slug === card[1]);
  return CIGANO_SPREAD_PATHS.includes(clean);
}

/**
 * A cigano card page's head and body, written by the server (spec/tarot.md §5): the card's name,
 * description and art, and its texts inside the root element, so a crawler reads them before any script.
 */
export function ciganoCardPage(path: string, origin: string): { head: PageHead; body: string } | undefined {
  const match = CARD_PATH.exec(path);
  const card = match ? CIGANO_CARDS.find((c) => c.slug === match[1]) : undefined;
  if (!card) return undefined;
  const paragraphs = [card.description, ...card.longDescription.split(/\n\n+/)];
  const body = [
    `<article><h1>${escapeHtml(`${card.number}. ${card.name}`)}</h1>`,
    `<p>${escapeHtml(card.insert)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h2>No geral</h2><p>${escapeHtml(card.meanings.geral)}</p>`,
    `<h2>No amor</h2><p>${escapeHtml(card.meanings.amor)}</p>`,
    `<h2>No trabalho</h2><p>${escapeHtml(card.meanings.trabalho)}</p>`,
    `<h2>Como conselho</h2><p>${escapeHtml(card.meanings.conselho)}</p>`,
    '</article>',
  ].join('');
  return {
    head: {
      title: `${card.name}: significado no baralho cigano · ${SITE_NAME}`,
      description: descriptionOf(card.description),
      url: origin + `/tarot/cigano/cartas/${card.slug}`,
      image: origin + `/images/cigano/${card.number}.webp`,
      imageAlt: ciganoCardAlt(card),
      noindex: false,
    },
    body,
  };
}
