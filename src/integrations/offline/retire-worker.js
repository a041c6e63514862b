// The offline worker's kill switch (docs/offline.md), deployed as /offline-worker.js with
// OFFLINE_WORKER=retire: it replaces the worker on each phone at its next visit, deletes every
// cache the worker kept, and has no fetch handler, so every request goes to the network as if
// no worker were installed.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('jc-') || n.startsWith('workbox-')).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});
