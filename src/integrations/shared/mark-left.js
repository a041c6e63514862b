// @ts-check
// A field the parent leaves before the island's code has run is marked, so the island can
// show that field's verdict once it is live, as if the blur had come after (the form's own
// blur handlers do not exist yet). Used by the `client:intent` directive; the island reads the
// marks with useTypedBeforeHydration. Plain JavaScript, like hold-presses.js.

/** The attribute a left field carries. */
export const LEFT_ATTRIBUTE = 'data-left';

/**
 * Marks each named field inside `scope` that loses focus. It keeps marking after hydration:
 * the island may commit a moment after its code has run, and a blur in that moment must count.
 * @param {EventTarget} scope
 * @param {(field: Element) => boolean} [only] the fields to mark, of those in scope
 */
export function markLeftFields(scope, only) {
  scope.addEventListener(
    'focusout',
    (event) => {
      const field = /** @type {Element | null} */ (event.target);
      if (field && field.matches && field.matches('input[name], select[name], textarea[name]') && (!only || only(field)))
        field.setAttribute(LEFT_ATTRIBUTE, '');
    },
    { capture: true, passive: true },
  );
}
