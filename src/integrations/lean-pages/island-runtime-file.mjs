// @ts-check
// Astro writes its island runtime (the <astro-island> element) and each client directive as
// inline scripts before a page's first island: about 2.7 KB gzip on every island page, which
// pushed the whole document past TCP's first window (docs/decisions.md). Nothing on the first
// screen needs them: every island waits for the parent's intent or the idle time after the
// largest paint, and a custom element defined later still upgrades every <astro-island>
// already parsed. So they move, in their order, into one hashed file under /_astro/ (cached a
// year, precached by the offline worker), loaded as the page's own scripts are: after the
// first paint (after-paint.mjs), whose loader holds a press on an island until they have run.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An inline runtime script: the island element's definition, or a directive registering itself. */
const RUNTIME =
  /<script>((?:(?!<\/script>)[\s\S])*?(?:customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\))(?:(?!<\/script>)[\s\S])*)<\/script>/g;

/**
 * The runtime's file for a page: its address and text; undefined when the page has no island.
 * @param {string} html
 */
export function islandRuntimeOf(html) {
  const scripts = [...html.matchAll(RUNTIME)].map((m) => m[1]);
  if (!scripts.length) return undefined;
  const text = scripts.join('\n');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  return { url: `/_astro/island-runtime.${hash}.js`, text };
}

/**
 * The page with Astro's inline island runtime replaced by a module script tag for its file
 * at the body's end (after-paint.mjs then loads it after the first paint); unchanged when it
 * has none. Writes the file into `dist`.
 * @param {string} html
 * @param {string} dist
 */
export function islandRuntimeInFile(html, dist) {
  const runtime = islandRuntimeOf(html);
  if (!runtime) return html;
  const file = join(dist, runtime.url);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, runtime.text);
  const without = html.replace(RUNTIME, '');
  const tag = `<script type="module" src="${runtime.url}"></script>`;
  const end = without.lastIndexOf('</body>');
  return end < 0 ? without + tag : without.slice(0, end) + tag + without.slice(end);
}
