// Workbox plugins for the pages the offline worker keeps (./worker.ts).
import type { WorkboxPlugin } from 'workbox-core/types';
import { KEPT_AT_ATTRIBUTE, KEPT_AT_HEADER } from '../../domain/offline-names';

/** One copy per address: a query string (a campaign tag, a token) is neither kept nor a new copy. */
export const noSearch: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
};

/** Stores each copy with the time it was saved, and marks a page served from its copy with it. */
export const keptCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.redirected) return null;
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const at = cachedResponse?.headers.get(KEPT_AT_HEADER);
    if (!cachedResponse || !at || !cachedResponse.headers.get('content-type')?.includes('text/html')) {
      return cachedResponse ?? null;
    }
    const html = (await cachedResponse.text()).replace(/<html\b/i, `<html ${KEPT_AT_ATTRIBUTE}="${at}"`);
    return new Response(html, { status: 200, headers: cachedResponse.headers });
  },
};
