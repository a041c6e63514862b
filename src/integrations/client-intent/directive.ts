// `client:intent`: an island's code loads when the parent starts to act inside it (the
// first focus, press, key or touch) or, failing that, when the browser is idle after the
// largest paint: whichever comes first. Until then the island is its server HTML, which
// can be read and typed into at once; the form's own hook keeps what was typed.
// `client:intent="move"` waits for the parent's first move only: on a slow phone, React's
// code and the hydration of a large form are tasks too long to run while the parent only
// reads (the booking form), so they run when the parent starts to act. A page whose head
// found something of the parent's to restore (it marks the root element with
// PARENT_DATA_ATTRIBUTE: a kept draft, a device that signed in) hydrates as plain
// `client:intent` does, so the restored fields show without a move.
// `client:intent="data"` is for the pages that are the parent's data (/manage, /dashboard):
// at once when the page's head found the parent's data to ask for (a link's token, a device
// that signed in: it marks the root element with PARENT_DATA_ATTRIBUTE), else on the first
// move or a new address fragment, so a visitor with nothing to show gets the static HTML
// alone (their largest paint) and none of React's code.
import type { ClientDirective } from 'astro';
import { holdPresses } from '../shared/hold-presses.js';
import { LEFT_ATTRIBUTE, markLeftFields } from '../shared/mark-left.js';

/** What counts as starting to act. focusin bubbles (focus does not), so a tab into a field counts. */
export const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * How long after load to wait for a largest paint the browser has not reported. It may
 * never report one: Chromium reported none at all on a reload of a scrolled /manage page
 * (tests/e2e/manage.spec.ts), and an island with nothing to touch, like /manage's loading
 * card, then never hydrated.
 */
export const LARGEST_PAINT_WAIT_MS = 1500;

/** Set on the root element by a page's head script when there is parent's data to ask for or restore. */
export const PARENT_DATA_ATTRIBUTE = 'data-parent-data';

/**
 * A data page's server HTML holds both what a visitor with no data sees (data-when-no-data)
 * and the loading card (data-when-data); this style, in the page's head, shows one of them
 * from the first paint on, before any of the island's code.
 */
export function parentDataStyle(): string {
  return `html[${PARENT_DATA_ATTRIBUTE}] [data-when-no-data],html:not([${PARENT_DATA_ATTRIBUTE}]) [data-when-data]{display:none}`;
}

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

/**
 * Whether the parent already acted inside the island before this directive ran (it arrives
 * after the first paint, island-runtime-file.mjs): a field in it holds the focus, or was left
 * (the after-paint loader marks it meanwhile).
 */
function actedBefore(el: HTMLElement): boolean {
  return el.contains(document.activeElement) || el.querySelector(`[${LEFT_ATTRIBUTE}]`) !== null;
}

const intent: ClientDirective = (load, options, el) => {
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
  const hasData = document.documentElement.hasAttribute(PARENT_DATA_ATTRIBUTE);
  if (actedBefore(el)) return start();
  if (options.value === 'data') {
    if (hasData) return start();
    addEventListener('hashchange', start, { once: true });
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  const movesOnly = options.value === 'data' || (options.value === 'move' && !hasData);
  if (!movesOnly) void afterLargestPaint().then(() => whenIdle(start));
};

export default intent;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the parent's first focus, press, key or touch, or when idle after the largest paint (or load); "move": on the first move only; "data": at once when the head found the parent's data, else on the first move. */
    'client:intent'?: boolean | 'move' | 'data';
  }
}
