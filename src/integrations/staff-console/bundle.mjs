// @ts-check
// Bundles the staff console (src/islands/staff/main.tsx: React, the Firebase SDK with live
// listeners, the console's panels) into one script of its own, outside Astro's module
// graph. Sharing chunks with the public pages would change their files (a shared Firebase
// chunk grows, hashes move); bundled apart, no other page changes by a byte.
// ./index.mjs runs this after every build (and serves it in `astro dev`).
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

/** What src/pages/staff.astro names; the build swaps in the hashed file under /_astro/. */
export const STAFF_CONSOLE_SRC = '/staff-console.js';

/**
 * Resolves `astro:env/client` to the values the site was built with (scripts/lib/public-env.mjs).
 * @param {string} clientEnv
 * @returns {import('esbuild').Plugin}
 */
const astroEnvClient = (clientEnv) => ({
  name: 'astro-env-client',
  setup(b) {
    b.onResolve({ filter: /^astro:env\/client$/ }, () => ({ path: 'astro:env/client', namespace: 'astro-env' }));
    b.onLoad({ filter: /.*/, namespace: 'astro-env' }, () => ({ contents: clientEnv, loader: 'js' }));
  },
});

/**
 * @param {string} entry
 * @param {string} clientEnv
 * @returns {import('esbuild').BuildOptions}
 */
const options = (entry, clientEnv) => ({
  entryPoints: { 'staff-console': entry },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [astroEnvClient(clientEnv)],
  logLevel: 'warning',
});

/**
 * Builds the console into `dist/_astro/staff-console.<hash>.js` (cached as immutable like
 * every file there) and points dist/staff.html at it. `clientEnv` is the source of
 * `astro:env/client` as the site was built with it (clientEnvModule).
 * @param {string} entry the console's source file
 * @param {string} dist
 * @param {string} clientEnv
 */
export async function buildStaffConsole(entry, dist, clientEnv) {
  const result = await build({
    ...options(entry, clientEnv),
    outdir: join(dist, '_astro'),
    entryNames: '[name].[hash]',
    metafile: true,
  });
  const [output] = Object.keys(result.metafile?.outputs ?? {}).filter((file) => file.endsWith('.js'));
  if (!output) throw new Error(`esbuild wrote no script for ${entry}`);
  const page = join(dist, 'staff.html');
  const html = await readFile(page, 'utf8');
  if (!html.includes(`src="${STAFF_CONSOLE_SRC}"`)) throw new Error(`staff.html does not load ${STAFF_CONSOLE_SRC}`);
  await writeFile(page, html.replace(`src="${STAFF_CONSOLE_SRC}"`, `src="/_astro/${basename(output)}"`));
}

/**
 * The console's code, for `astro dev` to serve at STAFF_CONSOLE_SRC.
 * @param {string} entry
 * @param {string} clientEnv
 */
export async function staffConsoleCode(entry, clientEnv) {
  const result = await build({ ...options(entry, clientEnv), write: false, outdir: 'out' });
  return result.outputFiles?.[0]?.text ?? '';
}
