// The recommendation mail's /enroll link carries the offer as mailed (domain/enrollment/
// offer-glance.ts): opened with the server's answer and every module script held back, the
// page already shows the offer, marked "as of" the mail, drawn by its inline first-paint
// script (services/first-paint/enroll-offer.ts); the answer then takes its place without
// moving the heading. Without a link the page's own HTML says so, with no script at all.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { Page } from '@playwright/test';
import { test, expect, axe, phone } from '../support/e2e/fixtures';
import { afterIdle } from '../support/e2e/settled';
import { SAVE_WAIT, newParent } from '../support/e2e/booking-helpers';
import { holdScripts } from '../support/e2e/hold-scripts';
import { heldVisit, holdAnswers, mailedLink } from '../support/e2e/mailed-links';
import { recommendedTrial } from '../support/e2e/recommended';
import { sitePrice } from '../support/site-plans';
import { shiftsSoFar } from '../support/e2e/layout-shifts';
import { enrollMessages } from '../../src/domain/enrollment/messages';
import { enrollMessagesSw } from '../../src/domain/enrollment/messages.sw';
import { offerGlanceSuffix } from '../../src/domain/enrollment/offer-glance';
import { formatMoney } from '../../src/domain/pricing';

test.describe.configure({ timeout: 360_000 });

const MAX_CLS = 0.01;
/** The entries of a data file in src/content/, as the editors left them. */
const contentEntries = (name: string) =>
  yaml.load(readFileSync(new URL(`../../src/content/${name}.yaml`, import.meta.url), 'utf8')) as Record<string, unknown>[];

const headingBox = async (page: Page) => (await page.locator('#enroll-title').boundingBox())!;

test('the recommendation mail’s link shows the offer before the server answers, then the answer in its place', async ({
  page,
  browser,
  baseURL,
}) => {
  const parent = { ...newParent('KE', 'Achieng Odhiambo'), student: 'Imani Wambui' };
  const plan = contentEntries('plans')[0] as { id: string; name: string; monthly: { kes: number } };
  const course = contentEntries('courses')[0] as { id: string };
  await recommendedTrial(page, baseURL!, parent, 6, '15:00 EAT', {
    course: course.id,
    plan: plan.id,
    period: 'monthly',
    currency: 'KES',
  });
  const link = await mailedLink(parent.email, /\/enroll#[A-Za-z0-9._~-]+/);
  expect(link).toMatch(/^\/enroll#[A-Za-z0-9_-]{43}~o1\.[A-Za-z0-9_-]+$/);

  const { visit, errors, held, scripts } = await heldVisit(browser, baseURL!, link, '/api/enrollment');
  const heading = visit.getByRole('heading', { name: enrollMessages.heading(false, 'Imani') });
  await expect(heading).toBeVisible({ timeout: SAVE_WAIT });
  // No module script has run: the page's own HTML and inline script drew this.
  expect(await visit.evaluate(() => document.querySelector('astro-island')?.hasAttribute('ssr'))).toBe(true);
  await expect(visit.locator('[data-slot="plan"]')).toHaveText(plan.name);
  await expect(visit.locator('[data-slot="price"]')).toHaveText(formatMoney(plan.monthly.kes, 'KES'));
  await expect(visit.locator('[data-as-of]')).toContainText(/^As of our message of \w+ \d+ \w+, \d\d:\d\d EAT\./);
  await expect(visit.getByText(enrollMessages.loading)).toBeHidden();
  await expect(visit.getByText(enrollMessages.notFound)).toBeHidden();
  expect(held.answered).toBe(0);
  expect(await axe(visit)).toEqual([]);
  const drawnAt = await headingBox(visit);

  // React arrives and hydrates: the drawn offer stays while the answer is still held.
  await scripts.release();
  await expect(visit.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: SAVE_WAIT });
  await expect(visit.locator('[data-as-of]')).toHaveCount(1);
  await expect(visit.getByText(enrollMessages.loading)).toBeHidden();

  held.release();
  await expect(visit.locator('[data-enroll="ready"]')).toBeVisible({ timeout: SAVE_WAIT });
  await expect(visit.locator('[data-as-of]')).toHaveCount(0);
  await expect(heading).toHaveCount(1);
  await expect(visit.locator('[data-slot="course"]')).not.toBeEmpty();
  expect(await headingBox(visit)).toEqual(drawnAt);
  const { cls, shifts } = await shiftsSoFar(visit);
  expect(cls, shifts.join('\n')).toBeLessThanOrEqual(MAX_CLS);
  expect(errors).toEqual([]);
});

test('/sw/enroll draws the offer in Kiswahili at first paint; a wrong link then says so in Kiswahili', async ({ page }) => {
  const plan = contentEntries('plans')[0] as { id: string; sw?: { name?: string }; name: string };
  const offer = {
    studentName: 'Amani Otieno',
    plan: plan.id,
    period: 'monthly',
    currency: 'USD',
    amount: sitePrice(plan.id, 'monthly', 'USD'),
    renews: true,
  } as const;
  await page.setViewportSize(phone);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const held = await holdAnswers(page, '/api/enrollment');
  const scripts = await holdScripts(page);
  await page.goto(`/sw/enroll#${'x'.repeat(43)}${offerGlanceSuffix(offer, new Date('2026-11-26T09:12:00Z'))}`);
  await expect(page.getByRole('heading', { name: enrollMessagesSw.heading(true, 'Amani') })).toBeVisible();
  await expect(page.locator('[data-slot="plan"]')).toHaveText(plan.sw?.name ?? plan.name);
  await expect(page.locator('[data-as-of]')).toContainText(
    /^Kama ilivyokuwa kwenye ujumbe wetu wa Alhamisi, 26 Novemba 2026, 12:12/,
  );
  expect(await axe(page)).toEqual([]);
  await scripts.release();
  held.release();
  await expect(page.getByRole('alert').filter({ hasText: enrollMessagesSw.notFound })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page.locator('[data-as-of]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: enrollMessagesSw.heading(true, 'Amani') })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/enroll without a link says so in its own HTML, before any script, and keeps saying it', async ({ page }) => {
  await page.setViewportSize(phone);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const scripts = await holdScripts(page);
  await page.goto('/enroll');
  await expect(page.getByRole('alert').filter({ hasText: enrollMessages.notFound })).toBeVisible();
  await expect(page.getByText(enrollMessages.loading)).toBeHidden();
  await afterIdle(page);
  // Nothing asked for the island or React: the island waits for a move.
  const island = await page.locator('astro-island').getAttribute('component-url');
  const renderer = await page.locator('astro-island').getAttribute('renderer-url');
  expect(asked).not.toContain(island);
  expect(asked).not.toContain(renderer);
  await scripts.release();
  await page.mouse.move(10, 10);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: enrollMessages.notFound })).toBeVisible();
  await expect(page.getByText(enrollMessages.loading)).toBeHidden();
});
