/// <reference lib="webworker" />
// The service worker (push.md §1–§2), bundled by scripts/build-sw.mjs into dist/sw.js with the list of the
// first paint's hashed assets. It makes the app open offline, keeps the last horóscopo and the last
// "Seu dia" readable offline, and shows the pushes.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  SESSION_PATHS,
  SHELL_URL,
  USER_CACHE,
  pushNotice,
  sameOriginUrl,
  userCacheKey,
} from './worker-logic';

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The shell is precached as /index.html only: '/' and every page still come from the network first, with
// their own heads and statuses, and fall back to the shell offline.
precacheAndRoute(__PRECACHE_MANIFEST__, { directoryIndex: null as unknown as string, cleanURLs: false });
cleanupOutdatedCaches();

// A horóscopo page carries its words and its answer in the HTML (ADR 105), so its first load asks no
// API the cache below would keep: the last pages seen are kept themselves, to be read offline.
const PAGES_CACHE = 'constelar-horoscope-pages';
const KEPT_PAGES = 13;
const isHoroscopePage = (url: URL) => url.pathname === '/horoscopo' || url.pathname.startsWith('/horoscopo/');

async function keepPage(url: URL, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(url.href, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_PAGES))) await cache.delete(old);
}

async function keptPage(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(PAGES_CACHE);
  return (await cache.match(url.href)) ?? (await cache.match(url.href, { ignoreSearch: true }));
}

registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    try {
      const response = await fetch(request);
      if (response.ok && isHoroscopePage(url)) await keepPage(url, response.clone());
      return response;
    } catch (error) {
      const kept = isHoroscopePage(url) ? await keptPage(url) : undefined;
      if (kept) return kept;
      const shell = await matchPrecache(SHELL_URL);
      if (shell) return shell;
      throw error;
    }
  }),
);

// Hashed files never change: each one seen online (a page's lazy chunk) stays usable offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'constelar-assets', plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);

// The horóscopo is public: the last ones seen answer offline, whatever date was asked.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/horoscope') &&
    request.method === 'GET',
  new NetworkFirst({
    cacheName: 'constelar-horoscope',
    networkTimeoutSeconds: 6,
    matchOptions: { ignoreSearch: true },
    plugins: [new ExpirationPlugin({ maxEntries: 13 })],
  }),
);

// A member's own answers ("Seu dia", the reports' list): kept, one per path, under a key derived from the
// session that fetched them, so another session on this browser never reads them; logout deletes the cache
// (lib/service-worker.ts).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && SESSION_PATHS.includes(url.pathname) && request.method === 'GET',
  async ({ request, url }) => {
    const key = await userCacheKey(
      request.headers.get('authorization'),
      self.location.origin,
      url.pathname + url.search,
    );
    try {
      const response = await fetch(request);
      if (key && response.ok) {
        const cache = await caches.open(USER_CACHE);
        // The last answer per path only, whoever's it was.
        for (const old of await cache.keys()) {
          if (old.url.endsWith(url.pathname) || old.url.includes(`${url.pathname}?`)) await cache.delete(old);
        }
        await cache.put(key, response.clone());
      }
      return response;
    } catch (error) {
      const cache = await caches.open(USER_CACHE);
      const kept = key ? ((await cache.match(key)) ?? (await sameSessionPath(cache, key))) : undefined;
      if (kept) return kept;
      throw error;
    }
  },
);

/** Offline, the same session's answer for the path under another query (yesterday's date, say). */
async function sameSessionPath(cache: Cache, key: string): Promise<Response | undefined> {
  const prefix = key.split('?')[0]!;
  const found = (await cache.keys()).find((request) => request.url.split('?')[0] === prefix);
  return found ? cache.match(found) : undefined;
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'constelar-logout') {
    event.waitUntil(caches.delete(USER_CACHE));
  }
});

self.addEventListener('push', (event) => {
  const notice = pushNotice(event.data?.text() ?? null);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(notice.title, {
        body: notice.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: notice.tag,
        lang: 'pt-BR',
        data: { url: notice.url },
      });
      // Open pages hear of it too (the page can refresh what it shows; tests see it where headless
      // Chromium shows no notification).
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'constelar-push', notice });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: string } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        const focused = await open.focus();
        if (focused.url !== url) await focused.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
