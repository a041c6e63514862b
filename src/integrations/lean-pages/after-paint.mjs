// @ts-check
// A page's own small scripts (the site chrome, the back link, the tech strip, the result
// screens' countdown) are not needed to show the page, only to act on it. Fetched with the
// document, they share a slow line with it, and the first paint waits on that line. So after
// the build their <script type="module" src> tags become one inline loader that imports them
// just after the first contentful paint. The page shows the same thing, sooner. Islands are
// untouched: their own directives decide when they load.
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const [loader] = buildSync({
  entryPoints: [fileURLToPath(new URL('./after-paint-loader.js', import.meta.url))],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  write: false,
  legalComments: 'none',
}).outputFiles;

/** The loader's text, bundled, minified and identical on every page, so the CSP allows it by one hash (firebase.json). */
export const AFTER_PAINT_LOADER = String(loader?.text).trim();

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"\s]+\.js)"><\/script>/g;

/**
 * Moves a page's own module scripts behind its first paint. Returns the page unchanged
 * when it has none.
 * @param {string} html
 */
export function scriptsAfterPaint(html) {
  const urls = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]))];
  if (!urls.length) return html;
  const without = html.replace(MODULE_SCRIPT, '');
  const loader = `<script data-after-paint="${urls.join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  const end = without.lastIndexOf('</body>');
  return end < 0 ? without + loader : without.slice(0, end) + loader + without.slice(end);
}
