/// <reference lib="webworker" />
// The offline worker (Workbox 7), bundled and given its precache list after the build
// (./index.mjs). What it keeps and why: docs/offline.md.
//   - the build's hashed files (/_astro/) are precached, and any other one is kept once fetched;
//   - a page is asked of the network first (with navigation preload, so the worker's start-up
//     costs no time), and after a short wait falls back to the copy kept at the last visit,
//     marked with the time it was saved (the page then says so: layouts/offline-chrome.ts);
//   - the staff console, the mentors' page, the editors' form and the API are never kept, and a
//     family's pages go in their own cache, which sign-out deletes (keeping.ts).
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { keeping } from './keeping';
import { SESSION_DAYS } from '../../domain/session-days';
import { CACHES } from '../../domain/offline-names';
import { keptCopies, noSearch } from './kept-copies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** How long a page waits for the network before its kept copy shows instead. */
const NETWORK_WAIT_SECONDS = 3;

// A new deploy's worker takes over at once: the parent's next visit gets the new site.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();

const ours = (url: URL) => url.origin === self.location.origin;
const kept = (cacheName: string, expiry: WorkboxPlugin[] = []) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: NETWORK_WAIT_SECONDS, plugins: [noSearch, ...expiry, keptCopies] });
// A family's copies last as long as the session they were seen in: an older one shows what
// the account could no longer open, and a phone's storage is small. The entries are a family's
// pages in each language (dashboard, manage, move, enroll, pay and the rest) with room for its
// children's certificates and calendar files; the least recently used goes first.
const familyPages = kept(CACHES.family, [
  new ExpirationPlugin({ maxAgeSeconds: SESSION_DAYS * 86_400, maxEntries: 40, purgeOnQuotaError: true }),
]);
const publicPages = kept(CACHES.pages);

registerRoute(
  ({ url, request }) => request.mode === 'navigate' && (!ours(url) || keeping(url.pathname) === 'never'),
  new NetworkOnly(),
);
registerRoute(({ url }) => ours(url) && keeping(url.pathname) === 'family', familyPages);
registerRoute(({ url, request }) => ours(url) && request.mode === 'navigate' && keeping(url.pathname) === 'public', publicPages);
// Hashed names never change content: kept as fetched, a bounded number.
registerRoute(
  ({ url }) => ours(url) && url.pathname.startsWith('/_astro/'),
  new CacheFirst({ cacheName: CACHES.files, plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);
// The icons, the manifest and the other unhashed files: the kept one at once, refreshed behind.
registerRoute(
  ({ url, request }) => ours(url) && keeping(url.pathname) === 'public' && ['image', 'manifest'].includes(request.destination),
  new StaleWhileRevalidate({ cacheName: CACHES.files, plugins: [noSearch] }),
);

// The page that installed the worker loaded before it: it is kept now, so "after one visit"
// holds for the very first page a parent opens, at the cost of asking for its HTML once more.
self.addEventListener('activate', (event) => {
  const keepOpenPages = async () => {
    for (const window of await self.clients.matchAll({ type: 'window' })) {
      const url = new URL(window.url);
      const kind = ours(url) ? keeping(url.pathname) : 'never';
      if (kind === 'never') continue;
      const request = new Request(url.href);
      await (kind === 'family' ? familyPages : publicPages).handle({ event, request }).catch(() => undefined);
    }
  };
  event.waitUntil(keepOpenPages());
});
