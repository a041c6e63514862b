// The landing page's technology strip: its marks from the sprite, its timing, and its pauses.
import { test, expect } from '../support/e2e/fixtures';
import { firstIcon, contentEntries } from './landing-setup';

test.describe('the technology strip', () => {
  test("draws every mark from the sprite, asked for by the strip's script, not by the HTML", async ({ page, request }) => {
    // A fetch the HTML starts comes before the largest paint on a slow phone; the script's comes after.
    const html = await (await request.get('/')).text();
    expect(/href="\/tech-icons\.svg/.test(html), 'the HTML asks for the sprite itself').toBe(false);
    await page.goto('/');
    const uses = page.locator('[data-tech-track] use');
    await expect(uses).toHaveCount(contentEntries('tech').length);
    await expect
      .poll(() =>
        uses.evaluateAll((all) => all.filter((u) => /^\/tech-icons\.svg\?v=\w+#/.test(u.getAttribute('href') ?? '')).length),
      )
      .toBe(contentEntries('tech').length);
    // Drawn: the sprite's symbol gives each mark its size.
    await expect.poll(() => uses.first().evaluate((u) => (u as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
  });

  test('advances every 2 seconds and loops', async ({ page }) => {
    await page.goto('/');
    const start = await firstIcon(page);
    // Time three advances in the page itself: each one moves the first icon to the end.
    const times = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const track = document.querySelector('[data-tech-track]')!;
          const seen: number[] = [];
          new MutationObserver(() => {
            seen.push(performance.now());
            if (seen.length === 3) resolve(seen);
          }).observe(track, { childList: true });
        }),
    );
    // Each step lands 450 ms after its 2 s tick, by a timer of its own. A busy test machine
    // can hold one landing back, and the next then follows sooner: the ticks keep their
    // rhythm. So each gap is checked for a step neither skipped nor doubled, and their mean
    // for the 2 s rhythm.
    const gaps = [times[1]! - times[0]!, times[2]! - times[1]!];
    const seen = `gaps ${gaps.map(Math.round).join(', ')}`;
    for (const gap of gaps) {
      expect(gap, seen).toBeGreaterThan(1000);
      expect(gap, seen).toBeLessThan(3000);
    }
    expect((gaps[0]! + gaps[1]!) / 2, seen).toBeGreaterThan(1700);
    expect((gaps[0]! + gaps[1]!) / 2, seen).toBeLessThan(2400);
    // Looping keeps every icon: the first one has gone to the back, behind the few that
    // followed it there (three, or four when a step came before the timing began).
    await expect(page.locator('[data-tech]')).toHaveCount(contentEntries('tech').length);
    const order = await page
      .locator('[data-tech-track] > li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-tech')));
    expect(order.indexOf(start)).toBeGreaterThanOrEqual(order.length - 5);
  });

  test('pauses while hovered and with the pause button', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-tech-strip]').hover();
    await page.waitForTimeout(600); // let a slide already under way finish
    const held = await firstIcon(page);
    await page.waitForTimeout(2800);
    expect(await firstIcon(page)).toBe(held);
    await page.mouse.move(0, 0);
    const pause = page.getByRole('button', { name: 'Pause the moving icons' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(600);
    const paused = await firstIcon(page);
    await page.waitForTimeout(2800);
    expect(await firstIcon(page)).toBe(paused);
  });

  test('does not move when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const start = await firstIcon(page);
    await page.waitForTimeout(2800);
    expect(await firstIcon(page)).toBe(start);
  });
});
