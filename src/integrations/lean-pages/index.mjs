// @ts-check
// After the build, each HTML page is trimmed to what it uses: the site-wide stylesheet
// Astro inlines into every page loses the rules this page cannot match, and its own small
// scripts load after its first paint (after-paint.mjs), Astro's inline island runtime among
// them (island-runtime-file.mjs). All keep what is on screen identical.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classTokens, cssForPage } from './css-per-page.mjs';
import { scriptsAfterPaint } from './after-paint.mjs';
import { islandRuntimeInFile } from './island-runtime-file.mjs';

/**
 * The text of every script a page can run: its module scripts, its islands' components
 * and everything they import, statically or on demand. `dist` is the build folder.
 * @param {string} dist
 * @param {string} html
 */
async function scriptsOf(dist, html) {
  const pending = [
    // Any script of this site, hashed under /_astro/ or not (the staff console is /staff-console.js).
    ...[...html.matchAll(/<script[^>]+src="(\/(?!\/)[^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\s(?:component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]),
  ];
  /** @type {Map<string, string>} */
  const seen = new Map();
  while (pending.length) {
    const url = /** @type {string} */ (pending.pop());
    if (seen.has(url)) continue;
    const text = await readFile(join(dist, url), 'utf8').catch(() => '');
    seen.set(url, text);
    // Imports name a sibling ("./x.js"); Vite's list of what a lazy import preloads names "_astro/x.js".
    for (const m of text.matchAll(/["'`](?:\.\/|\/?_astro\/)([\w.-]+\.js)["'`]/g)) pending.push(`/_astro/${m[1]}`);
  }
  return [...seen.values()];
}

/**
 * @param {string} dist
 * @param {string} html
 */
export async function leanPage(dist, html) {
  const scripts = await scriptsOf(dist, html);
  const tokens = classTokens([html, ...scripts]);
  const pageText = [html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''), ...scripts].join('\n');
  const withCss = html.replace(/<style>([\s\S]*?)<\/style>/g, (_, css) => `<style>${cssForPage(css, tokens, pageText)}</style>`);
  return scriptsAfterPaint(islandRuntimeInFile(withCss, dist));
}

/** @returns {import('astro').AstroIntegration} */
export function leanPages() {
  return {
    name: 'lean-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const pages = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
        let before = 0;
        let after = 0;
        for (const page of pages) {
          const file = join(dist, page);
          const html = await readFile(file, 'utf8');
          const lean = await leanPage(dist, html);
          before += html.length;
          after += lean.length;
          await writeFile(file, lean);
        }
        logger.info(
          `${pages.length} pages trimmed to the CSS they use: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`,
        );
      },
    },
  };
}
