// @ts-check
// The CSP's script-src lists a hash for each inline script a built page carries (Hosting sends
// one policy for every page). Pure: what the build's pages need, and the policy that allows it.
import { createHash } from 'node:crypto';

const INLINE = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The 'sha256-…' source of each inline script in `html` (JSON-LD is data, not script).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE)) {
    if (/type=["']?application\/ld\+json/.test(attributes ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * `csp` with its script-src hashes replaced by `hashes` (sorted, each once), its other sources kept.
 * @param {string} csp
 * @param {Iterable<string>} hashes
 */
export function withScriptHashes(csp, hashes) {
  return csp.replace(/script-src ([^;]+)/, (_, sources) => {
    const list = /** @type {string} */ (sources).split(/\s+/).filter(Boolean);
    const kept = list.filter((s) => !s.startsWith("'sha256-"));
    const self = kept.filter((s) => s === "'self'");
    const others = kept.filter((s) => s !== "'self'");
    return `script-src ${[...self, ...[...new Set(hashes)].sort(), ...others].join(' ')}`;
  });
}
