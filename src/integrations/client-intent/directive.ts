// `client:intent`: an island's code loads when the parent starts to act inside it (the
// first focus, press, key or touch) or, failing that, when the browser is idle after the
// largest paint: whichever comes first. Until then the island is its server HTML, which
// can be read and typed into at once; the form's own hook keeps what was typed.
import type { ClientDirective } from 'astro';
import { holdPresses } from '../shared/hold-presses.js';
import { markLeftFields } from '../shared/mark-left.js';

/** What counts as starting to act. focusin bubbles (focus does not), so a tab into a field counts. */
export const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * How long after load to wait for a largest paint the browser has not reported. It may
 * never report one: Chromium reported none at all on a reload of a scrolled /manage page
 * (tests/e2e/manage.spec.ts), and an island with nothing to touch, like /manage's loading
 * card, then never hydrated.
 */
export const LARGEST_PAINT_WAIT_MS = 1500;

/** Resolves once the page has loaded and the browser has reported its largest paint (or has not, in time). */
function afterLargestPaint(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    void loaded.then(() =>
      setTimeout(() => {
        observer.disconnect();
        resolve();
      }, LARGEST_PAINT_WAIT_MS),
    );
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

/** Runs `then` when the main thread has nothing else to do (or soon, where there is no idle callback). */
function whenIdle(then: () => void) {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(then, { timeout: 3000 });
  else setTimeout(then, 200);
}

const intent: ClientDirective = (load, _options, el) => {
  let started = false;
  // A press or submit before the code is live is held and replayed once the island is.
  const release = holdPresses(el);
  // A field left before then shows its verdict once the island is live.
  markLeftFields(el);
  const hydrateNow = async () => {
    const hydrate = await load();
    await hydrate();
    release();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, true);
    // Code that failed to arrive leaves the server HTML in place, which still reads and submits.
    hydrateNow().catch((error: unknown) => console.error('client:intent: the island could not start', error));
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  void afterLargestPaint().then(() => whenIdle(start));
};

export default intent;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the parent's first focus, press, key or touch, or when idle after the largest paint (or load). */
    'client:intent'?: boolean;
  }
}
