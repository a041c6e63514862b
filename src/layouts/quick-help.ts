// The floating buttons (FloatingButtons.astro) step aside while a form's control passes under
// them: on a phone a form spans the screen, and a tap meant for Confirm Booking, a field or a
// box must never open WhatsApp instead. An IntersectionObserver whose root is the buttons' own
// corner of the screen watches every control; the buttons come back once none is under them.
// Controls an island adds later (a result screen, a form that opens) are watched as they come.

/** Text fields, lists, buttons, and the labels that stand for a box or a radio. */
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, label';

function isControl(element: Element): boolean {
  if (!(element instanceof HTMLLabelElement)) return true;
  const control = element.control;
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

export function stepAsideForControls(corner: HTMLElement) {
  const under = new Set<Element>();
  let observer: IntersectionObserver | null = null;

  const show = () => {
    for (const element of under) if (!element.isConnected) under.delete(element);
    corner.toggleAttribute('data-aside', under.size > 0);
  };
  const watch = () => {
    for (const element of document.querySelectorAll(CONTROLS)) {
      if (!corner.contains(element) && isControl(element)) observer?.observe(element);
    }
  };
  // The root is the corner the buttons take (the back-to-top keeps its place while unseen),
  // measured again when the screen or the corner changes size (a phone turned, its keyboard
  // opened, the page's styles arrived).
  const start = () => {
    observer?.disconnect();
    under.clear();
    const box = corner.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    const inset = [box.top, clientWidth - box.right, clientHeight - box.bottom, box.left];
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        show();
      },
      { rootMargin: inset.map((px) => `${-Math.max(0, Math.round(px))}px`).join(' ') },
    );
    watch();
    show();
    // Says the buttons now step aside (browser tests wait for it instead of a quiet network).
    corner.dataset.watching = '';
  };

  const later = (then: () => void) => {
    let queued = false;
    return () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        then();
      });
    };
  };
  const restart = later(start);
  window.addEventListener('resize', restart, { passive: true });
  // The page's CSS may arrive after this runs (lean-pages): the corner takes its place then.
  new ResizeObserver(restart).observe(corner);
  const changed = later(() => {
    watch();
    show();
  });
  new MutationObserver(changed).observe(document.body, { childList: true, subtree: true });
  start();
}
