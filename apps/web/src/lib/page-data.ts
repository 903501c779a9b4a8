import type { QueryClient } from '@tanstack/react-query';

/** The id of the script the server writes API answers into (apps/server/src/plugins/page-data.ts). */
const PAGE_DATA_ID = 'constelar-data';

export interface PageQuery {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The API answers the server wrote into this page, read once and removed: later pages fetch their own.
 * Null when the server wrote no page (no script); an empty list when it wrote one with no answer to carry
 * (the privacy policy), whose code must still be loaded before the first render.
 */
export function takePageData(doc: Document = document): PageQuery[] | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script) return null;
  script.remove();
  try {
    const parsed = JSON.parse(script.textContent ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as PageQuery[]) : [];
  } catch {
    return [];
  }
}

/** Puts the page's answers in the query cache, so the page renders with them and fetches none again. */
export function seedQueries(client: QueryClient, queries: readonly PageQuery[]): void {
  for (const { key, data } of queries) client.setQueryData(key, data);
}
