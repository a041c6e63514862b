// Shared Playwright helpers: import { test, expect, axe, phone, desktop } from './fixtures'.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { test, expect };

export const phone = { width: 360, height: 800 };
export const desktop = { width: 1280, height: 800 };

/**
 * axe violations on the page as it stands (WCAG 2.x A and AA, plus best practices).
 * Only violations are collected, and axe runs in the page itself (legacy mode) rather than
 * finishing in a second page it opens: our pages embed no frames of their own, and the two
 * make a scan 3 to 5 times faster (/ at 1280 px: 6.1 s to 1.4 s on this machine).
 */
export async function axe(page: Page) {
  // The page as it stands once loaded: sections it lays out after load are laid out.
  await page.waitForFunction(() => !document.querySelector('main > .section:not(:first-child):not([data-laid-out])'));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** The project id the emulators run under (see scripts/lib/local.mjs). */
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-jengacode';
