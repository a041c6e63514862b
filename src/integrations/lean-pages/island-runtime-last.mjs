// @ts-check
// Astro writes its island runtime (the <astro-island> element) and each client directive as
// inline scripts just before a page's first island, where they can push the island's own
// markup out of the first round trip (/manage: about 1.3 KB gzip, tests/e2e/first-flight.spec.ts).
// Nothing on the first screen needs them: an island hydrates only once its component's file
// has arrived, a later round trip anyway, and a custom element defined at the end of the body
// still upgrades every <astro-island> above it. So they move, in their order, to the body's end.

/** An inline runtime script: the island element's definition, or a directive registering itself. */
const RUNTIME =
  /<script>(?:(?!<\/script>)[\s\S])*?(?:customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\))(?:(?!<\/script>)[\s\S])*<\/script>/g;

/**
 * The page with Astro's inline island runtime moved to just before `</body>`; unchanged when it has none.
 * @param {string} html
 */
export function islandRuntimeLast(html) {
  const scripts = html.match(RUNTIME);
  if (!scripts) return html;
  const without = html.replace(RUNTIME, '');
  const end = without.lastIndexOf('</body>');
  return end < 0 ? without + scripts.join('') : without.slice(0, end) + scripts.join('') + without.slice(end);
}
