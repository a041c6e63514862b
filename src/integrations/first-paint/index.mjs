// @ts-check
// Scripts that draw a parent's own data in a page's first frame (src/services/first-paint,
// one entry `<name>.<language>.ts` per page and language: /manage's glance, /enroll's offer):
// each is bundled here, minified, into the text of an inline script, one per language, and
// handed to the pages through the virtual module `virtual:first-paint`. Inline, so nothing
// waits on a request; classic, so it runs where the parser meets it, before the first paint.
// Its text holds no editor's data (countries come from the page, countries-from-page.ts),
// so the CSP's hash for it (firebase.json) changes only when its code does.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const VIRTUAL = 'virtual:first-paint';
const RESOLVED = `\0${VIRTUAL}`;
const FOLDER = 'src/services/first-paint';

/**
 * Bundles each `<name>.<language>.ts` entry of the folder:
 * { "manage-glance": { en: "<script text>", sw: … }, "enroll-offer": { … } }.
 * @param {string} root the project's folder
 * @returns {Promise<{ scripts: Record<string, Record<string, string>>, inputs: string[] }>}
 */
export async function bundleFirstPaint(root) {
  const folder = path.join(root, FOLDER);
  const shim = path.join(folder, 'countries-from-page.ts');
  /** @type {Record<string, Record<string, string>>} */
  const scripts = {};
  const inputs = new Set();
  for (const file of readdirSync(folder)) {
    const [, name, language] = /^([a-z-]+)\.([a-z]{2,3})\.ts$/.exec(file) ?? [];
    if (!name || !language) continue;
    const result = await build({
      entryPoints: [path.join(folder, file)],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      write: false,
      metafile: true,
      legalComments: 'none',
      plugins: [
        {
          name: 'countries-from-page',
          setup(b) {
            b.onLoad({ filter: /[\\/]domain[\\/]countries\.json$/ }, () => ({
              contents: `export { default } from ${JSON.stringify(shim)};`,
              loader: 'js',
            }));
          },
        },
      ],
    });
    (scripts[name] ??= {})[language] = String(result.outputFiles[0]?.text).trim();
    for (const input of Object.keys(result.metafile.inputs)) inputs.add(path.resolve(root, input));
  }
  return { scripts, inputs: [...inputs] };
}

/** @returns {import('astro').AstroIntegration} */
export function firstPaint() {
  return {
    name: 'first-paint',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const root = fileURLToPath(config.root);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'first-paint',
                resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
                async load(id) {
                  if (id !== RESOLVED) return undefined;
                  const { scripts, inputs } = await bundleFirstPaint(root);
                  // In `astro dev`, an edit to any file a script is built from rebuilds it.
                  for (const input of inputs) this.addWatchFile(input);
                  return `export const firstPaintScripts = ${JSON.stringify(scripts)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
