// @ts-check
// An icon drawn many times on a page (a star per testimonial, a tick per bullet, a brand
// mark per faculty card) is written once: the first time its drawing is met it moves into
// one hidden <defs> block at the end of the page, and every copy becomes <use href="#…">.
// Each <svg> keeps its own attributes (size, colour, class), so nothing looks different.
// React islands are left as they are: their HTML must match what React renders to hydrate.
import { createHash } from 'node:crypto';

/** Smaller drawings cost less written out than referenced. */
const MIN_DRAWING_CHARS = 80;

/**
 * [start, end) ranges of the outermost <astro-island> elements.
 * @param {string} html
 */
function islandRanges(html) {
  /** @type {[number, number][]} */
  const ranges = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(/<(\/?)astro-island\b/g)) {
    if (match[1]) {
      depth--;
      if (depth === 0) ranges.push([start, /** @type {number} */ (match.index) + match[0].length]);
    } else {
      if (depth === 0) start = /** @type {number} */ (match.index);
      depth++;
    }
  }
  return ranges;
}

/**
 * A drawing can move into <defs> when nothing inside it is addressed on its own: no class,
 * id or style (CSS and scripts would not reach the copy), no nested <svg> or <use>.
 * @param {string} inner
 */
const shareable = (inner) => inner.length >= MIN_DRAWING_CHARS && !/\s(class|id|style)=|<(svg|use|symbol)\b/.test(inner);

/**
 * @param {string} html a built page
 * @returns {string} the page with each repeated drawing defined once
 */
export function shareRepeatedSvg(html) {
  const islands = islandRanges(html);
  const inIsland = (/** @type {number} */ at) => islands.some(([start, end]) => at >= start && at < end);
  const svgPattern = /<svg\b([^>]*)>([\s\S]*?)<\/svg>/g;
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const match of html.matchAll(svgPattern)) {
    const inner = match[2] ?? '';
    if (inIsland(/** @type {number} */ (match.index)) || !shareable(inner)) continue;
    counts.set(inner, (counts.get(inner) ?? 0) + 1);
  }
  /** @type {Map<string, string>} drawing -> id */
  const ids = new Map();
  for (const [inner, count] of counts) {
    if (count < 2) continue;
    ids.set(inner, `icon-${createHash('sha256').update(inner).digest('hex').slice(0, 8)}`);
  }
  if (!ids.size) return html;
  const rewritten = html.replace(svgPattern, (whole, attributes, inner, offset) => {
    const id = ids.get(inner);
    return id && !inIsland(offset) ? `<svg${attributes}><use href="#${id}"></use></svg>` : whole;
  });
  const defs = [...ids].map(([inner, id]) => `<g id="${id}">${inner}</g>`).join('');
  const block = `<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>${defs}</defs></svg>`;
  return rewritten.replace(/<\/body>/, () => `${block}</body>`);
}
