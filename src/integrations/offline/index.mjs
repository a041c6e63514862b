// @ts-check
// The offline worker (docs/offline.md): after the build, ./worker.ts is bundled with esbuild
// and Workbox's injectManifest gives it the list of hashed files to precache, written as
// /offline-worker.js. OFFLINE_WORKER=retire at build time writes the kill switch instead
// (./retire-worker.js): a worker that deletes every cache of ours and answers nothing, so the
// browser goes straight to the network as if no worker had ever been installed.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const WORKER = 'offline-worker.js';
const here = path.dirname(fileURLToPath(import.meta.url));

/** What a first visit downloads for later: the build's hashed files, less what parents never run. */
export const PRECACHE = {
  globPatterns: ['_astro/**/*.{js,css,svg,png,webp,woff2}'],
  // The staff console and the mentors' page are never kept; large files (the Firebase SDK,
  // React's runtime) are kept by the worker once a page that uses them fetches them.
  globIgnores: ['_astro/staff-console*', '_astro/Mentor*', '**/*.map'],
  maximumFileSizeToCacheInBytes: 64 * 1024,
};

/**
 * Writes the worker into `dist`; answers the number and bytes of the files it precaches.
 * @param {string} dist
 */
export async function writeWorker(dist) {
  const target = path.join(dist, WORKER);
  if (process.env.OFFLINE_WORKER === 'retire') {
    await copyFile(path.join(here, 'retire-worker.js'), target);
    return { count: 0, size: 0, retired: true };
  }
  const work = await mkdtemp(path.join(tmpdir(), 'offline-worker-'));
  try {
    const source = path.join(work, WORKER);
    await build({
      entryPoints: [path.join(here, 'worker.ts')],
      outfile: source,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      legalComments: 'none',
      // Workbox's logging is for development builds only.
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: target,
      globDirectory: dist,
      ...PRECACHE,
      // The names carry their content's hash: the name is the revision.
      dontCacheBustURLsMatching: /^_astro\//,
    });
    // Files over the size limit are expected: the worker keeps them once a page fetches them.
    for (const warning of warnings.filter((w) => !w.includes('be precached'))) console.warn(`offline worker: ${warning}`);
    return { count, size, retired: false };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** @returns {import('astro').AstroIntegration} */
export function offlineWorker() {
  return {
    name: 'offline-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { count, size, retired } = await writeWorker(fileURLToPath(dir));
        logger.info(
          retired
            ? `${WORKER}: the kill switch (retires the worker, deletes its caches)`
            : `${WORKER}: precaches ${count} files, ${Math.round(size / 1024)} KB`,
        );
      },
    },
  };
}
