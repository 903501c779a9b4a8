import { useLayoutEffect } from 'react';

/**
 * Pages whose address carries a one-time token send no referrer, even if a proxy drops the server's
 * `Referrer-Policy` header. The tag goes into the head, where a browser reads it (React 18 would render a
 * `<meta>` element in place, inside the body), and leaves with the page.
 */
export function useNoReferrer(): void {
  useLayoutEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
