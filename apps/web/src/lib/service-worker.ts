import { USER_CACHE } from '../sw/worker-logic';

/**
 * Registers /sw.js once the page has loaded, so the worker never competes with the first paint (the
 * landing's budget). Not in development: Vite serves no sw.js there.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** At logout: what the worker kept of the member's answers goes, here and in the worker. */
export function forgetMemberAnswers(): void {
  if (typeof caches !== 'undefined') void caches.delete(USER_CACHE).catch(() => undefined);
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.controller?.postMessage({ type: 'constelar-logout' });
  }
}
