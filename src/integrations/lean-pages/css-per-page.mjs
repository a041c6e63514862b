// @ts-check
// Each built page keeps only the CSS it can use. Tailwind writes one stylesheet for the
// whole site (every class found in src/), and Astro inlines it into every page; this
// drops each rule whose selector names a class the page never carries: not in its HTML,
// not in any script it loads (islands add classes when they render). Custom properties
// no remaining rule reads go too. Conservative by construction: a class that appears
// anywhere in the page's text or scripts keeps its rules.
import { transform } from 'lightningcss';

/**
 * Every whitespace- or quote-separated word of the page and its scripts: a superset of
 * the class names they can put on an element (Tailwind's own scanner reads them the same way).
 * @param {string[]} texts
 */
export function classTokens(texts) {
  const tokens = new Set();
  for (const text of texts) {
    for (const token of text.split(/[\s"'`\\]+|\$\{|[{}]/)) if (token) tokens.add(token.replaceAll('&amp;', '&'));
  }
  return tokens;
}

/**
 * Does a selector (lightningcss AST) match something on a page with these class words?
 * Every class of the compound must be present; inside :is()/:where()/:has() one of the
 * alternatives must match; :not() never removes a match.
 * @param {any[]} selector
 * @param {Set<string>} tokens
 * @returns {boolean}
 */
function selectorMayMatch(selector, tokens) {
  for (const part of selector) {
    if (part.type === 'class' && !tokens.has(part.name)) return false;
    if (part.type === 'pseudo-class' && ['is', 'where', 'has', 'any'].includes(part.kind) && Array.isArray(part.selectors)) {
      if (part.selectors.length && !part.selectors.some((/** @type {any[]} */ inner) => selectorMayMatch(inner, tokens)))
        return false;
    }
  }
  return true;
}

/**
 * The names of custom properties read through var() in a stylesheet, followed through
 * the declarations that define them (a theme colour read by a utility, a font read by a
 * default). `extraText` is the page itself: inline style attributes and scripts may read them too.
 * @param {string} css
 * @param {string} extraText
 */
function customPropertiesInUse(css, extraText) {
  /** @type {Map<string, string[]>} name -> values it is given anywhere */
  const definitions = new Map();
  for (const [, name = '', value = ''] of css.matchAll(/(--[\w-]+)\s*:([^;}]*)/g)) {
    const list = definitions.get(name) ?? [];
    list.push(value);
    definitions.set(name, list);
  }
  const used = new Set();
  const queue = [
    ...[...css.replace(/(--[\w-]+)\s*:([^;}]*)/g, '').matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]),
    // A script may read one with getPropertyValue('--x'): any mention in the page counts.
    ...[...extraText.matchAll(/--[\w-]+/g)].map((m) => m[0]),
  ];
  while (queue.length) {
    const name = /** @type {string} */ (queue.pop());
    if (used.has(name)) continue;
    used.add(name);
    for (const value of definitions.get(name) ?? []) for (const m of value.matchAll(/var\(\s*(--[\w-]+)/g)) queue.push(m[1]);
  }
  return used;
}

/**
 * @param {string} css minified CSS as Astro inlines it
 * @param {Set<string>} tokens from classTokens()
 * @param {string} pageText the page's HTML and scripts, for var() reads outside CSS
 * @returns {string}
 */
export function cssForPage(css, tokens, pageText = '') {
  // lightningcss cannot hand back every rule it parsed (some fail to deserialise), so a
  // rule is kept untouched or removed whole: one matching selector keeps the whole list.
  const pruned = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          return rule.value.selectors.some((selector) => selectorMayMatch(selector, tokens)) ? undefined : [];
        },
      },
    },
  }).code.toString();
  // Second pass, on the minified text: custom properties nothing left reads. Theme tokens
  // are declared on :root, Tailwind's internals on `*` (a fallback for browsers without
  // @property) and in @property rules. A rule that only declares custom properties loses
  // the unread ones; an unread custom property changes nothing on screen.
  const used = customPropertiesInUse(pruned, pageText);
  return pruned
    .replace(/@property (--[\w-]+)\{[^{}]*\}/g, (rule, name) => (used.has(name) ? rule : ''))
    .replace(/([{}]|^)([^{}@;]+)\{((?:--[\w-]+:[^;{}]*;?)+)\}/g, (rule, before, selector, /** @type {string} */ body) => {
      const kept = body
        .split(';')
        .filter((/** @type {string} */ declaration) => declaration && used.has(declaration.slice(0, declaration.indexOf(':'))));
      return kept.length ? `${before}${selector}{${kept.join(';')}}` : before;
    });
}
