// The landing page's pricing grid: right in the HTML, its toggles without script and from the
// keyboard, the rescheduling rule, /sw/pricing, and axe after a choice.
import { test, expect, axe, phone } from '../support/e2e/fixtures';
import { sitePlan, sitePlans, sitePriceText } from '../support/site-plans';
import { classesText, currencies, formatMoney, periodBadge, periods, struckPrice } from '../../src/domain/pricing';
import { words as homeSw } from '../../src/i18n/sw/home';
import type { PlanRuleFields } from '../../src/domain/classes/plan-rules';
import { ruleText } from '../../src/messages/rule-text';
import { makeUpText } from '../../src/messages/make-up-text';
import type { MakeUpRule } from '../../src/domain/credits/rule';

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
        // And the plan's make-up credit rule, from the same entry.
        const makeUp = makeUpText((plan as unknown as { makeUp: MakeUpRule }).makeUp, language);
        await expect(page.locator(`#pricing [data-plan="${plan.id}"] li`).filter({ hasText: makeUp })).toHaveCount(1);
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
