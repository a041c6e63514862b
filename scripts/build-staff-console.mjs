// Bundles the staff console (src/islands/staff/main.tsx: React, the Firebase SDK with live
// listeners, the console's panels) into one script of its own, outside Astro's module
// graph. Sharing chunks with the public pages would change their files (a shared Firebase
// chunk grows, hashes move); bundled apart, no other page changes by a byte.
// astro.config.mjs runs this after every build (and serves it in `astro dev`).
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

/** What src/pages/staff.astro names; the build swaps in the hashed file under /_astro/. */
export const STAFF_CONSOLE_SRC = '/staff-console.js';

const options = (root, publicEnv) => ({
  entryPoints: { 'staff-console': join(root, 'src/islands/staff/main.tsx') },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  legalComments: 'none',
  define: {
    'import.meta.env': JSON.stringify(publicEnv),
    'process.env.NODE_ENV': '"production"',
  },
  logLevel: 'warning',
});

/**
 * Builds the console into `dist/_astro/staff-console.<hash>.js` (cached as immutable like
 * every file there) and points dist/staff.html at it. `publicEnv` is the PUBLIC_*
 * configuration the site was built with (src/services/config.ts reads import.meta.env).
 */
export async function buildStaffConsole(root, dist, publicEnv) {
  const result = await build({
    ...options(root, publicEnv),
    outdir: join(dist, '_astro'),
    entryNames: '[name].[hash]',
    metafile: true,
  });
  const [output] = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
  const page = join(dist, 'staff.html');
  const html = await readFile(page, 'utf8');
  if (!html.includes(`src="${STAFF_CONSOLE_SRC}"`)) throw new Error(`staff.html does not load ${STAFF_CONSOLE_SRC}`);
  await writeFile(page, html.replace(`src="${STAFF_CONSOLE_SRC}"`, `src="/_astro/${basename(output)}"`));
}

/** The console's code, for `astro dev` to serve at STAFF_CONSOLE_SRC. */
export async function staffConsoleCode(root, publicEnv) {
  const result = await build({ ...options(root, publicEnv), write: false, outdir: 'out' });
  return result.outputFiles[0].text;
}
