import { useEffect } from 'react';

/**
 * Names the tab. The server writes the one <title> of the first page (page-head.ts); this sets its text,
 * so the document never holds two. The layout names each route (RouteMeta, in a layout effect); a page
 * that knows more ("A Constelação de Maria") calls this from a passive effect, which runs after, and wins.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
