// /admin, the editors' form (Sveltia CMS), with no network: every request leaving 127.0.0.1
// fails the test. The form works on a local folder ("Work with Local Repository"): here an
// origin-private folder holding a throwaway copy of src/content/, handed to the CMS in place
// of the folder picker. It changes Starter's prices and saves the file the build then reads,
// and refuses a price of 0 and a broken discount, naming the field, without saving.
import yaml from 'js-yaml';
import * as prettier from 'prettier';
import type { Page } from '@playwright/test';
import { test, expect, desktop } from '../support/e2e/fixtures';
import { contentText, offline, openCollection, readContentFile, withLocalFolder } from '../support/e2e/admin-folder';
import { checkedEntries } from '../../src/content/entries';
import { planSchema } from '../../src/content/schemas';
import { discountedPrice, type PricedPlan } from '../../src/domain/pricing';

const plans = yaml.load(contentText('plans.yaml')) as PricedPlan[];
const starterIndex = plans.findIndex((plan) => plan.id === 'starter');
const starter = plans[starterIndex];
if (!starter) throw new Error('src/content/plans.yaml has no plan "starter"');

/** A price field of Starter's entry, e.g. ('Quarterly', 'KES'); the form draws a group once it is in view. */
async function priceField(page: Page, period: string, currency: string) {
  const group = page.getByRole('group', { name: new RegExp(`^“.?${period}.?” Field$`) }).nth(starterIndex);
  await group.scrollIntoViewIfNeeded();
  return group.getByRole('spinbutton', { name: currency, exact: true });
}

test.use({ viewport: desktop });

test('/admin has its own security headers, is not indexed and is not in the sitemap', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toContain('noindex');
  const csp = headers['content-security-policy'] ?? '';
  // Its own policy: GitHub's API for publishing, none of the parents' pages' third parties.
  expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
  expect(csp).not.toContain('paystack.co');
  expect(csp).not.toContain('apis.google.com');
  expect(csp).not.toContain("'unsafe-eval'");
  expect(await response.text()).toContain('<meta name="robots" content="noindex');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/admin');
});

test('/admin edits the content offline in a local folder, and refuses a broken price naming the field', async ({ page }) => {
  const foreign = await offline(page);
  // Anything /admin's own Content-Security-Policy blocks (firebase.json) is a fault too.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text().slice(0, 200));
  });
  await withLocalFolder(page);
  await openCollection(page, 'Plans and prices');

  // A new monthly price in shillings, and the quarterly and yearly prices that keep the badges' discounts.
  const monthly = starter.monthly.kes + 500;
  const quarterly = Math.round(discountedPrice(monthly, 'quarterly', starter.quarterly.off ?? 0));
  const yearly = Math.round(discountedPrice(monthly, 'yearly', starter.yearly.off ?? 0));
  await (await priceField(page, 'Monthly', 'KES')).fill(String(monthly));
  await (await priceField(page, 'Quarterly', 'KES')).fill(String(quarterly));
  await (await priceField(page, 'Yearly', 'KES')).fill(String(yearly));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (yaml.load(await readContentFile(page, 'plans.yaml')) as PricedPlan[])[starterIndex]?.monthly.kes)
    .toBe(monthly);

  const saved = await readContentFile(page, 'plans.yaml');
  const savedPlans = checkedEntries('src/content/plans.yaml', yaml.load(saved), planSchema);
  expect(savedPlans[starterIndex]).toMatchObject({
    monthly: { kes: monthly },
    quarterly: { kes: quarterly },
    yearly: { kes: yearly },
  });
  // What the form writes passes `npm run lint` as it is.
  const options = await prettier.resolveConfig('src/content/plans.yaml');
  expect(await prettier.check(saved, { ...options, filepath: 'src/content/plans.yaml' }), saved).toBe(true);

  // A price of 0: the field says why, and nothing is saved. (Saving closed the file: open it again.)
  await page.getByRole('row', { name: 'Plans and prices' }).click();
  await (await priceField(page, 'Monthly', 'KES')).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  const monthlyKes = page.getByRole('group', { name: /^“.?Monthly.?” Field$/ }).nth(starterIndex);
  await expect(monthlyKes.getByRole('alert')).toContainText('must be greater than or equal to 1');
  await expect(monthlyKes.getByRole('spinbutton', { name: 'KES', exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A quarterly price that breaks its discount: the schemas' own check names the plan and the field.
  await (await priceField(page, 'Monthly', 'KES')).fill(String(monthly));
  await (await priceField(page, 'Quarterly', 'KES')).fill(String(monthly * 3));
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText(`"starter": Quarterly › KES must be about`);
  await page.screenshot({ path: test.info().outputPath('admin-refusal.png') });
  await refusal.getByRole('button', { name: 'OK' }).click();
  expect(await readContentFile(page, 'plans.yaml'), 'neither refusal saved').toBe(saved);

  expect(foreign).toEqual([]);
  expect(blocked).toEqual([]);
});

test('/admin reorders the FAQs with the keyboard and saves them in the new order', async ({ page }) => {
  const foreign = await offline(page);
  await withLocalFolder(page);
  await openCollection(page, 'FAQs');
  const before = (yaml.load(contentText('faqs.yaml')) as { id: string }[]).map((faq) => faq.id);
  // The first FAQ moves down one place.
  await page.getByRole('button', { name: 'Reorder Item' }).first().press('ArrowDown');
  await page.getByRole('button', { name: 'Save' }).click();
  const order = async () => (yaml.load(await readContentFile(page, 'faqs.yaml')) as { id: string }[]).map((faq) => faq.id);
  await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);
  const saved = await readContentFile(page, 'faqs.yaml');
  const options = await prettier.resolveConfig('src/content/faqs.yaml');
  expect(await prettier.check(saved, { ...options, filepath: 'src/content/faqs.yaml' }), saved).toBe(true);
  expect(foreign).toEqual([]);
});
