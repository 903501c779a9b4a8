import { matchAppRoute, NOT_FOUND_META, pageTitle } from '@constelar/contract/app-routes';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** The title and description of the page at `pathname`, from the one route list the server also reads. */
export function routeMeta(pathname: string): { title: string; description: string } {
  const route = matchAppRoute(pathname);
  const meta = route ?? NOT_FOUND_META;
  return { title: pageTitle(meta.title, route?.pattern), description: meta.description };
}

/**
 * Retitles the tab on every navigation. It sets the text of the server's one <title> rather than
 * rendering another (a document has one); it runs as a layout effect, so a page that knows more (the
 * report's "A Constelação de Maria", useDocumentTitle) sets its own afterwards, and that wins.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  const { title, description } = routeMeta(pathname);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  useLayoutEffect(() => {
    // The server wrote this tag for the first page; later pages update it in place.
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
