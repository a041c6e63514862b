// @ts-check
// The inline loader that ./after-paint.mjs puts on every page, bundled and minified.
import { holdPresses } from '../shared/hold-presses.js';
import { markLeftFields } from '../shared/mark-left.js';

/**
 * Runs inline on every page, as a classic script (classic, so it can find its own tag and
 * read the list of scripts from it). Until the scripts have run, a press on a button or a
 * form's submit is held, then replayed, so a parent's first tap on the menu is not lost.
 * An island holds its own once the island runtime (one of these scripts) has started it
 * (../client-intent/directive.ts): a replayed press then reaches the island's hold.
 */
const self = /** @type {HTMLScriptElement} */ (document.currentScript);
const urls = String(self.getAttribute('data-after-paint')).split(' ');
const release = holdPresses(document, (target) => Boolean(target.closest('astro-island') && customElements.get('astro-island')));
// A field left in an island before its directive runs is marked as the directive would.
markLeftFields(document, (field) => Boolean(field.closest('astro-island')));
let started = false;
function go() {
  if (started) return;
  started = true;
  const loads = urls.map((url) => import(url).catch(() => {}));
  void Promise.all(loads).then(() => {
    // Marks the tag once every script has run, so the browser tests can wait for the
    // page's behaviour rather than guess (tests/e2e/routes.spec.ts).
    self.setAttribute('data-loaded', '');
    release();
  });
}
const Observer = window.PerformanceObserver;
if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
  new Observer((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    go();
  }).observe({ type: 'paint', buffered: true });
} else {
  addEventListener('load', go);
}
