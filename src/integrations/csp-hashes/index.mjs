// @ts-check
// After a build: firebase.json's script-src hashes become exactly those of the inline scripts the
// built pages carry, so a changed inline script never ships blocked by a stale policy (and a
// removed one leaves no hash behind). A change shows in `git diff`; commit it with the change.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes, withScriptHashes } from './hashes.mjs';

/** @param {string} dir @returns {string[]} */
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );

/** @returns {import('astro').AstroIntegration} */
export function cspHashes() {
  let root = '';
  return {
    name: 'csp-hashes',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const hashes = htmlFiles(fileURLToPath(dir)).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
        const path = join(root, 'firebase.json');
        const before = readFileSync(path, 'utf8');
        // The policy's text is replaced where it stands, so the file keeps its own formatting.
        let after = before;
        // The site's policy (source "**"); /admin's own policy allows no inline script.
        for (const rule of JSON.parse(before).hosting.headers.filter((/** @type {{ source: string }} */ r) => r.source === '**'))
          for (const header of rule.headers)
            if (header.key === 'Content-Security-Policy')
              after = after.replace(JSON.stringify(header.value), JSON.stringify(withScriptHashes(header.value, hashes)));
        if (after === before) return;
        writeFileSync(path, after);
        logger.info(`firebase.json: script-src now lists the ${new Set(hashes).size} inline scripts' hashes`);
      },
    },
  };
}
