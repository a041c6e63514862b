// The offline worker's update policy (src/integrations/offline/worker.ts): a new build's worker
// takes over at the phone's next visit, and the old build's files go, so an old worker never
// serves old pages for ever. Tested on the worker as the build bundles it, run against a
// stand-in of the service worker's scope (an e2e that builds the site twice is too slow for
// `npm test`): install does not wait for the old worker's pages to close, activation claims
// them and drops the files the new build no longer lists, and Hosting never lets a browser
// keep an old copy of the worker's own script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const SCOPE = 'https://school.test/';

/** The worker, bundled as src/integrations/offline/index.mjs bundles it (less the precache list, given below). */
async function workerCode(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(root, 'src/integrations/offline/worker.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return out.outputFiles[0]!.text;
}

/** Cache Storage in memory: each cache a map from URL to answer. */
function memoryCaches(initial: Record<string, string[]>) {
  const stores = new Map(Object.entries(initial).map(([name, urls]) => [name, new Map(urls.map((u) => [u, new Response(u)]))]));
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request | string) => store.delete(typeof request === 'string' ? request : request.url),
      match: async (request: Request | string) => store.get(typeof request === 'string' ? request : request.url),
      put: async (request: Request, response: Response) => void store.set(request.url, response),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      has: async (n: string) => stores.has(n),
    },
  };
}

/** Runs the worker once in a stand-in scope and answers the scope and its listeners. */
async function runWorker(manifest: { url: string; revision: string | null }[], caches: ReturnType<typeof memoryCaches>) {
  const listeners = new Map<string, ((event: unknown) => unknown)[]>();
  const self = {
    __WB_MANIFEST: manifest,
    location: new URL('offline-worker.js', SCOPE),
    registration: { scope: SCOPE, navigationPreload: { enable: vi.fn(async () => undefined) } },
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => []) },
    skipWaiting: vi.fn(async () => undefined),
    caches: caches.api,
    addEventListener: (type: string, listener: (event: unknown) => unknown) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  // Workbox reads the worker's address and registration as globals too (its cache names, the precache list's URLs).
  vi.stubGlobal('location', self.location);
  vi.stubGlobal('registration', self.registration);
  vi.stubGlobal('caches', caches.api);
  new Function('self', await workerCode())(self);
  /** Dispatches an extendable event to every listener and waits for all it was asked to wait for. */
  const dispatch = async (type: string) => {
    const waits: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? []) listener({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, dispatch };
}

afterEach(() => vi.unstubAllGlobals());

describe('a new build of the offline worker', () => {
  it('takes over at once: it waits for no open page to close, and claims the open pages when active', async () => {
    const { self, dispatch } = await runWorker([], memoryCaches({}));
    expect(self.skipWaiting).toHaveBeenCalled();
    expect(self.clients.claim).not.toHaveBeenCalled();
    await dispatch('activate');
    expect(self.clients.claim).toHaveBeenCalled();
  });

  it("drops the old build's precached files it no longer lists, and keeps the ones it does", async () => {
    const precache = `workbox-precache-v2-${SCOPE}`;
    const caches = memoryCaches({
      [precache]: [`${SCOPE}_astro/old-build.aaaa.js`, `${SCOPE}_astro/kept.bbbb.js`],
      'jc-pages': [`${SCOPE}pricing`],
    });
    const { dispatch } = await runWorker(
      [
        { url: '_astro/kept.bbbb.js', revision: null },
        { url: '_astro/new-build.cccc.js', revision: null },
      ],
      caches,
    );
    await dispatch('activate');
    expect([...caches.stores.get(precache)!.keys()]).toEqual([`${SCOPE}_astro/kept.bbbb.js`]);
    // A kept page is not a build's file: it stays, and is asked of the network first at each visit.
    expect([...caches.stores.get('jc-pages')!.keys()]).toEqual([`${SCOPE}pricing`]);
  });

  it("is kept as long as a page and no longer: the worker's script has the pages' Cache-Control", () => {
    const hosting = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
      hosting: { headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[] };
    };
    const cacheControl = (address: string) =>
      hosting.hosting.headers
        .filter((h) => (h.regex ? new RegExp(h.regex).test(address) : h.source === address))
        .flatMap((h) => h.headers)
        .filter((h) => h.key === 'Cache-Control')
        .map((h) => h.value);
    // One rule each, the same: a deploy reaches a phone's worker when it reaches its pages.
    expect(cacheControl('/offline-worker.js')).toEqual(cacheControl('/pricing'));
    expect(cacheControl('/pricing')).toEqual([expect.stringMatching(/max-age=300\b/)]);
  });
});
