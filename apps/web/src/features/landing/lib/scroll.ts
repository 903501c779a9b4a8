export const scrollBehaviour = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Scrolls to the section named by the URL's hash (#insight, #formulario), if it is on the page. */
export function scrollToHash(hash = window.location.hash): void {
  const id = decodeURIComponent(hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
}
