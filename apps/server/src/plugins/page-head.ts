import {
  matchAppRoute,
  signOfSlug,
  NOT_FOUND_META,
  pageTitle,
  SITE_NAME,
  type AppRoute,
} from '@constelar/contract/app-routes';

/** What a page's <head> says to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a 1200×630 PNG. */
  image: string;
  imageAlt: string;
  noindex: boolean;
  /** RSS feeds of the page (`<link rel="alternate">`): absolute URLs with their titles. */
  feeds?: readonly { title: string; href: string }[];
}

/** The horóscopo's feed of the day (reach.md §4), announced by the horóscopo pages. */
export const dayFeedLink = (origin: string) => ({
  title: `Horóscopo do dia | ${SITE_NAME}`,
  href: `${origin}/horoscopo/feed.xml`,
});

/**
 * Pages that get link-preview tags: every public page (no `noindex`), and these private ones that a
 * shared link is likely to open (they show the generic card, never the report).
 */
const PREVIEWED = new Set([
  '/',
  '/resultado/:reportId?',
  '/sinastria/report/:reportId',
  '/ceu',
  '/changelog',
]);

/** The generic card every preview uses: reports are private (docs/decisions/070-link-previews.md). */
export const SITE_CARD_PATH = '/api/share/site.png';
const SITE_CARD_ALT = 'Constelar: mapa astral, numerologia e arcanos do tarô';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path; // a malformed escape matches no page either way
  }
}

/** The head for a request's path (as sent, still encoded), and whether the app has that page at all. */
export function headFor(
  path: string,
  publicUrl: string,
): { route: AppRoute | undefined; head: PageHead; preview: boolean } {
  const origin = publicUrl.replace(/\/+$/, '');
  const found = matchAppRoute(decoded(path));
  // A sign page exists only for the twelve slugs.
  const route =
    found?.pattern === '/horoscopo/:slug' && !signOfSlug(decoded(path).split('/')[2] ?? '')
      ? undefined
      : found;
  const meta = route ?? NOT_FOUND_META;
  return {
    route,
    preview: route !== undefined && (route.noindex !== true || PREVIEWED.has(route.pattern)),
    head: {
      title: pageTitle(meta.title, route?.pattern),
      description: meta.description,
      url: origin + path,
      image: origin + SITE_CARD_PATH,
      imageAlt: SITE_CARD_ALT,
      noindex: route === undefined || route.noindex === true,
      ...(route?.pattern === '/horoscopo' ? { feeds: [dayFeedLink(origin)] } : {}),
    },
  };
}

function tags(head: PageHead, preview: boolean): string {
  const e = escapeHtml;
  const lines = [`<meta name="description" content="${e(head.description)}" />`];
  if (!head.noindex) lines.push(`<link rel="canonical" href="${e(head.url)}" />`);
  if (head.noindex) lines.push('<meta name="robots" content="noindex" />');
  for (const feed of head.feeds ?? []) {
    lines.push(
      `<link rel="alternate" type="application/rss+xml" title="${e(feed.title)}" href="${e(feed.href)}" />`,
    );
  }
  if (preview) {
    lines.push(
      `<meta property="og:site_name" content="${SITE_NAME}" />`,
      '<meta property="og:locale" content="pt_BR" />',
      '<meta property="og:type" content="website" />',
      `<meta property="og:title" content="${e(head.title)}" />`,
      `<meta property="og:description" content="${e(head.description)}" />`,
      `<meta property="og:url" content="${e(head.url)}" />`,
      `<meta property="og:image" content="${e(head.image)}" />`,
      '<meta property="og:image:type" content="image/png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      `<meta property="og:image:alt" content="${e(head.imageAlt)}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${e(head.title)}" />`,
      `<meta name="twitter:description" content="${e(head.description)}" />`,
      `<meta name="twitter:image" content="${e(head.image)}" />`,
    );
  }
  return lines.map((line) => `    ${line}\n`).join('');
}

/**
 * index.html with this page's title and tags: the built file's own title and description are replaced,
 * the rest goes just before </head>. Everything interpolated is escaped.
 */
export function renderIndexHtml(template: string, head: PageHead, preview: boolean): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace('</head>', `${tags(head, preview)}  </head>`);
}
