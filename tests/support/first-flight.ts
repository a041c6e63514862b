// What a parent's phone holds after the first round trip: TCP's first flight carries about
// 14 KB (scripts/lib/html-budget.mjs, FIRST_FLIGHT_BYTES), so of a page served gzip it has the
// HTML that the first 14 KB of the compressed stream decode to, and nothing else yet.
import { gzipSync, inflateRawSync, constants } from 'node:zlib';

/** The HTML text carried by the first `bytes` of the page's gzip stream (level 6, as html-budget.mjs measures). */
export function firstFlightHtml(html: string, bytes: number): string {
  const gz = gzipSync(html, { level: 6 });
  if (gz.length <= bytes) return html;
  // A gzip stream is a 10-byte header around raw deflate: decode the prefix as far as it goes.
  const prefix = inflateRawSync(gz.subarray(10, bytes), { finishFlush: constants.Z_SYNC_FLUSH });
  const text = prefix.toString('utf8');
  // Drop a character cut in half at the boundary.
  return text.endsWith('\uFFFD') ? text.slice(0, -1) : text;
}

/** One thing a parent sees on the first screen: where it is, its path in the page, and its text. */
export interface Seen {
  path: string;
  text: string;
  box: [number, number, number, number];
}

/**
 * Runs in the page: every element on the first screen that shows something by itself (its own
 * text, an image, a field, an icon), with its box. Paths count element children from <body>,
 * so the same element has the same path in the whole page and in its first flight.
 */
export function seenOnFirstScreen(): Seen[] {
  const out: Seen[] = [];
  const pathOf = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const parent: Element | null = e.parentElement;
      parts.push(`${e.tagName.toLowerCase()}:${parent ? Array.prototype.indexOf.call(parent.children, e) : 0}`);
    }
    return parts.reverse().join('>');
  };
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) continue;
    const ownText = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    const shows = ownText !== '' || ['IMG', 'INPUT', 'SELECT', 'TEXTAREA', 'svg', 'BUTTON'].includes(el.tagName);
    if (!shows) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth)
      continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    out.push({ path: pathOf(el), text: ownText.slice(0, 60), box: [r.x, r.y, r.width, r.height].map(Math.round) as Seen['box'] });
  }
  return out;
}
