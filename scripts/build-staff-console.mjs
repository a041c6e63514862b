// Bundles the staff console (src/islands/staff/main.tsx: React, the Firebase SDK with live
// listeners, the console's panels) into one script of its own, outside Astro's module
// graph. Sharing chunks with the public pages would change their files (a shared Firebase
// chunk grows, hashes move); bundled apart, no other page changes by a byte.
// astro.config.mjs runs this after every build (and serves it in `astro dev`).
import { join } from 'node:path';
import { build } from 'esbuild';

export const STAFF_CONSOLE_FILE = 'staff-console.js';

/**
 * Builds the console. `publicEnv` is the PUBLIC_* configuration the rest of the site was
 * built with (src/services/config.ts reads it through import.meta.env).
 * Writes `outDir/staff-console.js`, or returns the code when `outDir` is null.
 */
export async function buildStaffConsole(root, outDir, publicEnv) {
  const result = await build({
    entryPoints: [join(root, 'src/islands/staff/main.tsx')],
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
    ...(outDir ? { outfile: join(outDir, STAFF_CONSOLE_FILE) } : { write: false }),
    logLevel: 'warning',
  });
  return outDir ? null : result.outputFiles[0].text;
}
