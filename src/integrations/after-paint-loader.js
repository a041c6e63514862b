// @ts-check
// The inline loader that src/integrations/after-paint.mjs puts on every page, minified.
/**
 * Runs inline on every page, as the source of a classic script (classic, so it can find its
 * own tag and read the list of scripts from it). Until the scripts have run, a press on a
 * button outside the islands (which hold their own, see client-intent.ts) or a form's submit
 * is held, then replayed, so a parent's first tap on the menu is not lost.
 */
(function (self) {
  var urls = String(self.getAttribute('data-after-paint')).split(' ');
  /** @type {null | (() => void)} */
  var held = null;
  /** @param {Event} event */
  function hold(event) {
    var target = /** @type {Element} */ (event.target);
    if (!target.closest || target.closest('astro-island')) return;
    if (event.type === 'submit') {
      event.preventDefault();
      held = function () {
        if (target.isConnected) /** @type {HTMLFormElement} */ (target).requestSubmit();
      };
      return;
    }
    var button = target.closest('button');
    if (!button) return;
    var pressed = button;
    event.preventDefault();
    held = function () {
      if (pressed.isConnected) pressed.click();
    };
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  var started = false;
  function go() {
    if (started) return;
    started = true;
    var loads = urls.map(function (url) {
      return import(url).catch(function () {});
    });
    Promise.all(loads).then(function () {
      // Marks the tag once every script has run, so the browser tests can wait for the
      // page's behaviour rather than guess (tests/e2e/routes.spec.ts).
      self.setAttribute('data-loaded', '');
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      if (held) held();
    });
  }
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new Observer(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  } else {
    addEventListener('load', go);
  }
})(/** @type {HTMLScriptElement} */ (document.currentScript));
