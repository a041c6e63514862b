// @ts-check
// A press on a button, or a form's submit, made before the code that answers it has run,
// is held and replayed once it has: the parent's first tap is not lost, and a form never
// submits natively (reloading the page with its fields in the address). Used by the
// `client:intent` directive (one island) and by the after-paint loader (the page outside
// the islands); written as plain JavaScript so the loader can inline it.

/**
 * Holds presses and submits inside `scope` (capture phase) until `release` is called,
 * which stops holding and replays the last one held, if its element is still on the page.
 * @param {EventTarget} scope
 * @param {(target: Element) => boolean} [ignore] targets left alone (another part holds them)
 * @returns {() => void} release
 */
export function holdPresses(scope, ignore) {
  /** @type {null | (() => void)} */
  let held = null;
  /** @param {Event} event */
  const hold = (event) => {
    const target = /** @type {Element | null} */ (event.target);
    if (!target || !target.closest || (ignore && ignore(target))) return;
    if (event.type === 'submit') {
      if (!(target instanceof HTMLFormElement)) return;
      event.preventDefault();
      held = () => target.isConnected && target.requestSubmit();
      return;
    }
    const button = target.closest('button, [role="button"]');
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    held = () => button.isConnected && button.click();
  };
  scope.addEventListener('click', hold, true);
  scope.addEventListener('submit', hold, true);
  return () => {
    scope.removeEventListener('click', hold, true);
    scope.removeEventListener('submit', hold, true);
    const replay = held;
    held = null;
    if (replay) replay();
  };
}
