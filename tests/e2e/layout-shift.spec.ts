// Nothing on the form pages moves while the page arrives and its island hydrates: the
// cumulative layout shift the browser itself reports stays within the budget
// (scripts/lib/bench-budgets.mjs). The network and CPU are slowed as in the benchmark, so
// the HTML arrives in pieces and is painted in between, as on a parent's phone.
import { test, expect } from '../support/e2e/fixtures';

test.setTimeout(90_000);

const routes = [
  '/donate',
  '/pay?plan=elite&period=monthly&currency=KES',
  '/donatepay?amount=1000&currency=KES&planName=Donation',
  '/book-class',
];
const phones = [
  { width: 412, height: 823 },
  { width: 360, height: 800 },
];
const MAX_CLS = 0.01;

for (const viewport of phones) {
  for (const route of routes) {
    test(`${route} at ${viewport.width}x${viewport.height}: layout shift after load and hydration <= ${MAX_CLS}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Observed from the first script on, buffered, so no shift before it is missed.
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
            if (entry.hadRecentInput) continue;
            const nodes = entry.sources.map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 120) ?? '(text)');
            shifts.push({ value: entry.value, nodes });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      await page.goto(route, { waitUntil: 'load' });
      // /book-class hydrates on the parent's first move only (client:intent="move"): a focus
      // from script is a move that is no input, so what hydration shifts still counts.
      await page.evaluate(() => document.querySelector<HTMLElement>('[client="intent"] input')?.focus());
      // Every island hydrated (client:intent does so when idle after the largest paint).
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 45_000 });
      // The late shifters done: the fonts, and every image the page loads now (a lazy one
      // below the fold loads on scroll, which a parent's scroll makes input), decoded; then
      // two frames for whatever the last of them changes.
      await page.evaluate(async () => {
        await document.fonts.ready;
        const eager = [...document.images].filter((img) => img.loading !== 'lazy');
        await Promise.all(eager.map((img) => img.decode().catch(() => undefined)));
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });

      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
      );
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(cls, `layout shifts on ${route}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MAX_CLS);
    });
  }
}

/** The Layout Instability API's entry (not in TypeScript's DOM library). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}
