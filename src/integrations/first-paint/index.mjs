// @ts-check
// Scripts that draw a parent's own data in a page's first frame (src/services/first-paint/<name>.ts,
// whose default export draws it: /manage's glance, /enroll's offer), each with the words of
// every language folder that has src/i18n/<language>/firstPaint/<name>.ts: each pair is
// bundled here, minified, into the text of an inline script, one per language, and
// handed to the pages through the virtual module `virtual:first-paint`. Inline, so nothing
// waits on a request; classic, so it runs where the parser meets it, before the first paint.
// Its text holds no editor's data (countries come from the page, countries-from-page.ts),
// so the CSP's hash for it (firebase.json) changes only when its code does.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const VIRTUAL = 'virtual:first-paint';
const RESOLVED = `\0${VIRTUAL}`;
const FOLDER = 'src/services/first-paint';
const LANGUAGES = 'src/i18n';

/**
 * Each language folder's first-paint words, e.g. ['sw', 'manage-glance', '…/sw/firstPaint/manage-glance.ts'].
 * @param {string} root the project's folder
 * @returns {[string, string, string][]} language, script name, words file
 */
function wordFiles(root) {
  const base = path.join(root, LANGUAGES);
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(base, d.name, 'firstPaint')))
    .flatMap((d) =>
      readdirSync(path.join(base, d.name, 'firstPaint'))
        .map((file) => /^([a-z-]+)\.ts$/.exec(file)?.[1] ?? 'index')
        .filter((name) => name !== 'index' && existsSync(path.join(root, FOLDER, `${name}.ts`)))
        .map(
          (name) => /** @type {[string, string, string]} */ ([d.name, name, path.join(base, d.name, 'firstPaint', `${name}.ts`)]),
        ),
    );
}

/**
 * Bundles each script with each language's words:
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
  for (const [language, name, words] of wordFiles(root)) {
    const draw = path.join(folder, `${name}.ts`);
    const result = await build({
      stdin: {
        contents: `import { words } from ${JSON.stringify(words)};\nimport draw from ${JSON.stringify(draw)};\ndraw(words);\n`,
        resolveDir: folder,
        loader: 'ts',
      },
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
    for (const input of Object.keys(result.metafile.inputs)) if (input !== '<stdin>') inputs.add(path.resolve(root, input));
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
