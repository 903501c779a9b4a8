import { escapeHtml } from './page-head';

/** What the server writes into a public page besides its head (reach.md §1). */
export interface PageBody {
  /** The page's main content, the same markup the app renders, placed inside `#root`. */
  html: string;
  /** API answers the page shows, keyed as the web app's queries are: its query cache starts with them. */
  queries: readonly { key: readonly unknown[]; data: unknown }[];
  /** Structured data (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
}

/** The id of the script that carries the page's API answers; apps/web/src/lib/page-data.ts reads it. */
export const PAGE_DATA_ID = 'constelar-data';

/** JSON safe inside a <script>: no `</script>`, no `<!--`, no line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** index.html with the page's content in `#root`, its answers after it and its JSON-LD in the head. */
export function withPageBody(html: string, body: PageBody): string {
  const ld = (body.jsonLd ?? [])
    .map((item) => `    <script type="application/ld+json">${scriptJson(item)}</script>\n`)
    .join('');
  // Written even with no answer: it tells the app a page is in place, to load its code before drawing.
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(body.queries)}</script>`;
  return html
    .replace('</head>', `${ld}  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body.html}</div>${data}`);
}

/** `<p>` of each paragraph, escaped. */
export const paragraphsHtml = (paragraphs: readonly string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
