import { SITE_NAME, TAROT_SPREAD_PATHS } from '@constelar/contract/app-routes';
import { TAROT_CODES } from '@constelar/core/tarot';
import {
  TAROT_SLUGS,
  tarotCardImage,
  tarotCardName,
  tarotCardText,
  tarotCodeBySlug,
} from '@constelar/content';
import { ciganoPathExists } from './cigano-head';
import { descriptionOf } from './horoscope-head';
import { escapeHtml, type PageHead } from './page-head';

/** The 78 card pages and the spreads' pages, for the sitemap. */
export const TAROT_PAGE_PATHS: readonly string[] = [
  ...TAROT_SPREAD_PATHS,
  ...TAROT_CODES.map((code) => `/tarot/cartas/${TAROT_SLUGS[code]}`),
];

/** Whether a /tarot/… path names a page that exists: a spread, or a card by its slug. */
export function tarotPathExists(path: string): boolean {
  if (/^\/tarot\/cigano(\/|$)/.test(path)) return ciganoPathExists(path);
  const card = /^\/tarot\/cartas\/([a-z0-9-]+)\/?$/.exec(path);
  if (card) return tarotCodeBySlug(card[1]!) !== undefined;
  const spread = /^\/tarot\/([a-z-]+)\/?$/.exec(path);
  if (spread && !['cartas', 'diario', 'como-embaralhamos'].includes(spread[1]!)) {
    return TAROT_SPREAD_PATHS.includes(`/tarot/${spread[1]}`);
  }
  return true;
}

/**
 * A card page's head and body, written by the server (spec/tarot.md §4): the card's name and description,
 * its art, and its texts inside the root element, so a crawler reads them before any script runs (React
 * replaces them when it mounts).
 */
export function tarotCardPage(
  path: string,
  origin: string,
): { head: PageHead; body: string; jsonLd: object[] } | undefined {
  const match = /^\/tarot\/cartas\/([a-z0-9-]+)\/?$/.exec(path);
  const code = match ? tarotCodeBySlug(match[1]!) : undefined;
  const text = code ? tarotCardText(code) : undefined;
  if (!code || !text) return undefined;
  const name = tarotCardName(code)!;
  const image = tarotCardImage(code);
  const paragraphs = [text.description, ...text.longDescription.split(/\n\n+/)];
  const body = [
    `<article><h1>${escapeHtml(name)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h2>No geral</h2><p>${escapeHtml(text.meanings.geral.upright)}</p>`,
    `<h2>No amor</h2><p>${escapeHtml(text.meanings.amor.upright)}</p>`,
    `<h2>No trabalho</h2><p>${escapeHtml(text.meanings.trabalho.upright)}</p>`,
    '</article>',
  ].join('');
  const url = origin + `/tarot/cartas/${TAROT_SLUGS[code]}`;
  return {
    // The card as a term of the deck's vocabulary (reach.md §1), for search engines.
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        name,
        description: text.description,
        url,
        image: origin + image,
        inLanguage: 'pt-BR',
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          name: 'As 78 cartas do tarô',
          url: `${origin}/tarot/cartas`,
        },
      },
    ],
    head: {
      title: `${name}: significado no tarô · ${SITE_NAME}`,
      description: descriptionOf(text.description),
      url,
      image: origin + image,
      imageAlt: text.alt,
      noindex: false,
    },
    body,
  };
}
