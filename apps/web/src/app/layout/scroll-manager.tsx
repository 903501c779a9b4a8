import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { createScrollMemory } from './scroll-memory';

const safeSessionStorage = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * A new page opens at its top; back and forward return to where the person left it. Written here rather
 * than with the router's <ScrollRestoration/>: that one scrolls with the page's smooth CSS behaviour, so
 * every page change would glide down from the previous position instead of simply starting at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const memory = useRef(createScrollMemory(safeSessionStorage())).current;
  // The first page of a tab always has the key 'default': the path keeps two such entries apart.
  const entry = `${location.key}:${location.pathname}`;
  const currentKey = useRef(entry);
  // A page the server wrote (reach.md §1) may have been read and scrolled before the app drew over it:
  // its first entry leaves the reader where they are.
  const serverEntry = useRef(document.documentElement.dataset.serverPage !== undefined ? entry : null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => memory.save(currentKey.current, window.scrollY);
    // Where the reader already is, if they scrolled the server's page before the app took it over.
    remember();
    const persist = () => memory.persist();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [memory]);

  useLayoutEffect(() => {
    currentKey.current = entry;
    const saved = navigationType === 'POP' ? memory.read(entry) : undefined;
    if (entry === serverEntry.current && saved === undefined) return;
    if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
    // A link to a section (/#formulario) is aimed by the page that holds it.
    else if (!location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [entry, location.hash, navigationType, memory]);

  return null;
}
