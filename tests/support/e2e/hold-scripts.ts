// Holds back the page's JavaScript, as a slow phone on a costly connection does: the
// server-rendered form is on screen and typable, the islands' code has not arrived.
//   const scripts = await holdScripts(page);
//   await page.goto('/pay?...');            // HTML and CSS arrive, every .js waits
//   await field.fill('...');                // the parent types before hydration
//   await scripts.release();                // the code arrives; then wait for hydration
import { expect, type Locator, type Page, type Route } from '@playwright/test';

export interface HeldScripts {
  /** Lets every held and later `.js` response through; resolves once the held ones are sent. */
  release(): Promise<void>;
  /** How many script requests are waiting (a test can wait until the page asked for its code). */
  waiting(): number;
}

const isScript = (url: URL) => url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs');

export async function holdScripts(page: Page): Promise<HeldScripts> {
  const held: Route[] = [];
  let released = false;
  const handler = async (route: Route) => {
    if (released) return route.fallback();
    held.push(route);
  };
  const matcher = (url: URL) => isScript(url);
  await page.route(matcher, handler);
  return {
    waiting: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
      await page.unroute(matcher, handler);
    },
  };
}

/**
 * Waits until the form(s) inside `scope` are hydrated and hold what was typed before:
 * `useTypedBeforeHydration` marks its root with `data-hydrated` after the island took the
 * typed values in, which is later than Astro dropping the island's `ssr` attribute.
 */
export async function hydrated(scope: Locator, timeout = 30_000): Promise<void> {
  await expect(scope.locator('[data-hydrated]').first()).toBeAttached({ timeout });
}
