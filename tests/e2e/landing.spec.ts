// The landing page as a parent meets it: every section and count from the spec, the top bar,
// back-to-top, the phone menu, the icon strip's timing, and the pricing grid's toggles.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { test, expect, axe, phone } from '../support/e2e/fixtures';
import { frames } from '../support/e2e/settled';
import type { Page } from '@playwright/test';
import { sitePlan, sitePlans, sitePriceText } from '../support/site-plans';
import { classesText, currencies, formatMoney, periodBadge, periods, struckPrice } from '../../src/domain/pricing';
import { homeSw } from '../../src/domain/i18n/pages/home.sw';
import type { PlanRuleFields } from '../../src/domain/classes/plan-rules';
import { ruleText } from '../../src/domain/classes/rule-text';

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
const firstIcon = (page: Page) => page.locator('[data-tech-track] > li').first().getAttribute('data-tech');

/** The entries of a data file in src/content/, as the editors left them. */
const contentEntries = (name: string) =>
  yaml.load(readFileSync(new URL(`../../src/content/${name}.yaml`, import.meta.url), 'utf8')) as Record<string, unknown>[];

test('shows the sections in the spec order, each with as many entries as its data file holds', async ({ page }) => {
  // Editors change how many there are (/admin): the counts come from the files, not from here.
  const team = contentEntries('team');
  await page.goto('/');
  await expect(page.locator('[data-tech]')).toHaveCount(contentEntries('tech').length);
  await expect(page.locator('[data-team-photo]')).toHaveCount(team.length);
  await expect(page.locator('[data-team-card]')).toHaveCount(team.filter((member) => member.card !== false).length);
  await expect(page.locator('#programs [data-course-card]')).toHaveCount(contentEntries('courses').length);
  await expect(page.locator('#pricing [data-plan]')).toHaveCount(contentEntries('plans').length);
  await expect(page.locator('[data-step]')).toHaveCount(4);
  await expect(page.locator('details[data-admissions-faq]')).toHaveCount(
    contentEntries('faqs').filter((faq) => faq.admissions === true).length,
  );

  const order = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
  expect(order).toEqual([
    'hero-title',
    'tech-title',
    'programs',
    'pricing',
    'who-title',
    'faculty-title',
    'admissions-title',
    'projects-title',
    'testimonials-title',
    'contact',
  ]);

  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('listitem')).toHaveCount(4);
  await expect(hero.getByRole('link', { name: 'Book a Free Trial' })).toHaveAttribute('href', '/book-class');
  await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('link', { name: 'See more FAQs' })).toHaveAttribute('href', '/faq');
  await expect(page.getByRole('link', { name: 'Contact Our Admissions Team' })).toHaveAttribute('href', '/contact');
  for (const step of [
    'Fill out the online application form',
    'Schedule a free trial class',
    'Get a personalised program recommendation',
    'Complete enrollment',
  ]) {
    await expect(page.locator('[data-step]', { hasText: step })).toHaveCount(1);
  }
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
});

test('each course card carries every field', async ({ page }) => {
  await page.goto('/');
  // The first course of courses.yaml, whatever the editors made it.
  const course = contentEntries('courses')[0] as Record<string, string | number | string[]>;
  const card = page.locator('#programs [data-course-card]', { hasText: String(course.title) });
  const outcomes = course.outcomes as string[];
  for (const text of [
    `Ages ${course.age}`,
    `Grades ${course.grade}`,
    course.activities,
    course.lessons,
    course.duration,
    ...outcomes,
  ]) {
    await expect(card).toContainText(String(text));
  }
  await expect(card.getByRole('link', { name: 'Book a Free Trial' })).toHaveAttribute('href', '/book-class');
  await expect(card.getByRole('link', { name: /View Curriculum/ })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('width', '400');
});

test('an admissions FAQ opens and closes without script', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('details[data-admissions-faq]').first();
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');
  await expect(faq).toContainText('6 to 18');
});

test('contact shows the phone and email as text and the six labelled fields', async ({ page }) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact.locator('[data-contact-phone]')).toHaveText(/^\+\d[\d ]+$/);
  await expect(contact.locator('[data-contact-email]')).toContainText('@');
  for (const label of ['First name', 'Last name', /^Phone/, /^Email/, /^Group or company/, 'How can we help?']) {
    await expect(contact.getByLabel(label)).toHaveCount(1);
  }
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('the top bar turns solid past 50 px and not before', async ({ page }) => {
  await page.goto('/');
  const bar = page.locator('[data-topbar]');
  await scrollTo(page, 40);
  await frames(page);
  await expect(bar).not.toHaveAttribute('data-solid');
  await scrollTo(page, 60);
  await expect(bar).toHaveAttribute('data-solid', '');
  await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await scrollTo(page, 0);
  await expect(bar).not.toHaveAttribute('data-solid');
});

test('back-to-top appears past 300 px and takes the parent back up', async ({ page }) => {
  await page.goto('/');
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await scrollTo(page, 290);
  await frames(page);
  await expect(toTop).toBeHidden();
  await scrollTo(page, 320);
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: phone });

  test('the menu opens and closes after choosing a section', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(() => page.locator('#pricing').evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

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

test.describe('the pricing grid', () => {
  test('is already right in the HTML, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const elite = page.locator('#pricing [data-plan="elite"]');
    await expect(elite).toContainText(sitePriceText('elite', 'monthly', 'KES'));
    await expect(elite).toContainText('Most Popular');
    await expect(elite).toContainText(classesText(sitePlan('elite').classes));
    await expect(elite.getByRole('link', { name: /Enroll/ })).toHaveAttribute(
      'href',
      '/pay?plan=elite&period=monthly&currency=KES',
    );
    await context.close();
  });

  test('every choice of currency and period shows one price and one Enroll per plan, with no script', async ({ browser }) => {
    // The grid is HTML and CSS only: the toggles work with JavaScript off.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const pricing = page.locator('#pricing');
    for (const currency of currencies) {
      await pricing.locator(`input[name="pricing-currency"][value="${currency}"]`).check();
      for (const period of periods) {
        await pricing.locator(`input[name="pricing-period"][value="${period}"]`).check();
        for (const plan of sitePlans) {
          const card = pricing.locator(`[data-plan="${plan.id}"]`);
          await expect(card.locator('[data-price]:visible')).toHaveText([sitePriceText(plan.id, period, currency)]);
          const struck = struckPrice(plan, period, currency);
          await expect(card.locator('[data-struck]:visible')).toHaveCount(struck === null ? 0 : 1);
          if (struck !== null) await expect(card.locator('[data-struck]:visible')).toContainText(formatMoney(struck, currency));
          await expect(card.getByRole('link', { name: /Enroll/ })).toHaveAttribute(
            'href',
            `/pay?plan=${plan.id}&period=${period}&currency=${currency}`,
          );
        }
      }
    }
    await context.close();
  });

  test('each card states its rescheduling rule with the hours before from plans.yaml, in English and Kiswahili', async ({
    page,
  }) => {
    const plans = sitePlans as unknown as (PlanRuleFields & { id: string; sw?: { features?: string[] } })[];
    for (const [path, language] of [
      ['/pricing', 'en'],
      ['/sw/pricing', 'sw'],
    ] as const) {
      await page.goto(path);
      for (const plan of plans) {
        const shown = language === 'sw' ? plan.sw?.features : undefined;
        const rule = ruleText(plan, shown, language)!;
        const hours = plan.rescheduleHoursBefore;
        expect(rule).toContain(language === 'sw' ? `hadi saa ${hours} kabla ya darasa kuanza` : `until ${hours} hour`);
        await expect(page.locator(`#pricing [data-plan="${plan.id}"] li`).filter({ hasText: rule })).toHaveCount(1);
      }
    }
  });

  test('the badge shows the discount and Enroll carries the choice to /pay', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    const elite = pricing.locator('[data-plan="elite"]');
    await pricing.getByRole('radio', { name: /USD/ }).check();
    await pricing.getByRole('radio', { name: /Yearly/ }).check();
    await expect(elite.locator('[data-badge]:visible')).toHaveText(periodBadge(sitePlans, 'yearly')!);
    await elite.getByRole('link', { name: /Enroll/ }).click();
    await expect(page).toHaveURL(/\/pay\?plan=elite&period=yearly&currency=USD$/);
  });

  test('the toggles work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.getByRole('radio', { name: /KES/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(pricing.getByRole('radio', { name: /USD/ })).toBeChecked();
    await expect(pricing.locator('[data-plan="starter"] [data-price]:visible')).toHaveText(
      sitePriceText('starter', 'monthly', 'USD'),
    );
  });

  test('the landing page loads no script for the grid, even once it is seen and used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('#pricing').getByRole('radio', { name: /USD/ }).check();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /react|client|Pricing/i.test(url))).toEqual([]);
  });

  test('on /sw/pricing the grid speaks Kiswahili and leads to /sw/pay', async ({ page }) => {
    await page.goto('/sw/pricing');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('group', { name: homeSw.pricing.grid.period })).toBeVisible();
    await pricing.getByRole('radio', { name: new RegExp(homeSw.pricing.grid.periods.yearly) }).check();
    await expect(pricing.locator('[data-plan="elite"] [data-badge]:visible')).toHaveText(
      periodBadge(sitePlans, 'yearly', homeSw.pricing.grid.off)!,
    );
    const enroll = pricing.locator('[data-plan="elite"]').getByRole('link', { name: new RegExp(homeSw.pricing.grid.enroll) });
    await expect(enroll).toHaveAttribute('href', '/sw/pay?plan=elite&period=yearly&currency=KES');
    await expect(pricing).not.toContainText(/Enroll|Monthly|per week|% off/);
  });
});

// a11y.spec.ts scans every route as loaded; this scans the grid after a change.
test('the grid with a yearly choice and an open FAQ has no axe violations', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  const pricing = page.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  await pricing.getByRole('radio', { name: /Yearly/ }).check();
  await expect(pricing.locator('[data-badge]:visible').first()).toHaveText(/% off/);
  await page.locator('details[data-admissions-faq] summary').first().click();
  expect(await axe(page)).toEqual([]);
});

test('the content pages reuse the landing sections under their own header band', async ({ page }) => {
  const pages: [string, string, string, number][] = [
    ['/programs', 'Our Programs', '[data-course-card]', 4],
    ['/pricing', 'Pricing', '[data-plan]', 4],
    ['/projects', 'Student Projects', '[data-project]', 6],
    ['/testimonials', 'Testimonials', '[data-testimonial]', 6],
    ['/contact', 'Contact Us', 'form[data-contact-form] :is(input, textarea)', 6],
  ];
  for (const [path, title, item, count] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator(item)).toHaveCount(count);
    // The band clears the fixed 64 px top bar.
    const top = await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(64);
  }
});
