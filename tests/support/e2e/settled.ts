// Waiting in the browser for an event, never for a fixed time: a check that nothing happens
// waits for the moment it would have happened by.
import type { Page } from '@playwright/test';

/** Waits until the page has rendered `count` more frames: scroll handlers and a render after a change have run. */
export const frames = (page: Page, count = 2): Promise<void> =>
  page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );

/**
 * Waits for the browser's next idle period, then two frames: by then an island that loads by
 * itself (client:idle, or client:intent once idle) has asked for its code.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
  await frames(page);
}
