// The names the offline worker (src/integrations/offline/worker.ts) and the pages share: the
// worker's address, how a page learns it is this phone's kept copy, the manifests' names. In the
// browser only every page's own script imports it (layouts/offline-chrome.ts, kept-note.ts), so it travels
// inside that script and costs no request of its own; the caches' names are offline-caches.ts.

/** The worker's address; at the root, so its scope is the whole site. */
export const WORKER_PATH = '/offline-worker.js';

/** The header the worker stores with each kept copy: when it was saved (ISO 8601). */
export const KEPT_AT_HEADER = 'x-kept-at';

/** Set on the root element of a page served from its kept copy, to the copy's time. */
export const KEPT_AT_ATTRIBUTE = 'data-copy-saved-at';

/** The manifests' file names: one for everybody, one for a family that has signed in. */
export const MANIFESTS = { public: 'app', family: 'app-family' } as const;
