// The editors' whole chain, offline, in a throwaway copy of the project: /admin changes
// Starter's prices in a local folder, the copy is rebuilt with the saved file, its /pricing
// shows the new price, and its /pay charges it through the Paystack stand-in and the payment
// function's own steps (with the copy's plans) accept the charge. The checkout and the site
// the emulators serve are left as they are.
import yaml from 'js-yaml';
import { test, expect, desktop } from '../support/e2e/fixtures';
import { contentText, offline, openCollection, readContentFile, withLocalFolder } from '../support/e2e/admin-folder';
import { buildSite, projectCopy, serveBuilt, serverCheck } from '../support/e2e/project-copy';
import { discountedPrice, formatMoney, type PricedPlan } from '../../src/domain/pricing';
import { localSetup, STANDIN_SECRET } from '../../scripts/lib/local.mjs';

const plans = yaml.load(contentText('plans.yaml')) as PricedPlan[];
const starterIndex = plans.findIndex((plan) => plan.id === 'starter');
const starter = plans[starterIndex];
if (!starter) throw new Error('src/content/plans.yaml has no plan "starter"');
const { paystackUrl } = localSetup(Number(process.env.TEST_PORT_OFFSET || 0));

test.use({ viewport: desktop });
test.setTimeout(150_000);

test('/admin: a new Starter price saved offline is built into /pricing and charged and accepted on /pay', async ({ page }) => {
  const foreign = await offline(page);
  await withLocalFolder(page);
  await openCollection(page, 'Plans and prices');
  // A new monthly price in shillings, and the quarterly and yearly prices that keep the badges' discounts.
  const monthly = starter.monthly.kes + 500;
  const quarterly = Math.round(discountedPrice(monthly, 'quarterly', starter.quarterly.off ?? 0));
  const yearly = Math.round(discountedPrice(monthly, 'yearly', starter.yearly.off ?? 0));
  for (const [period, price] of [
    ['Monthly', monthly],
    ['Quarterly', quarterly],
    ['Yearly', yearly],
  ] as const) {
    const group = page.getByRole('group', { name: new RegExp(`^“.?${period}.?” Field$`) }).nth(starterIndex);
    await group.scrollIntoViewIfNeeded();
    await group.getByRole('spinbutton', { name: 'KES', exact: true }).fill(String(price));
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (yaml.load(await readContentFile(page, 'plans.yaml')) as PricedPlan[])[starterIndex]?.monthly.kes)
    .toBe(monthly);

  // The saved file goes into the copy, which is rebuilt as `npm start` rebuilds after a save.
  const copy = projectCopy();
  const stops = [async () => copy.remove()];
  try {
    copy.write('src/content/plans.yaml', await readContentFile(page, 'plans.yaml'));
    const built = await buildSite(copy.dir);
    expect(built.code, built.output.slice(-2000)).toBe(0);

    const site = await serveBuilt(copy.dir);
    stops.push(site.close);
    await page.goto(`${site.url}/pricing`);
    await expect(page.locator('[data-plan="starter"]')).toContainText(formatMoney(monthly, 'KES'));

    // /pay asks the stand-in for the new price; the browser's verify call is held back (the
    // emulators' function carries the checkout's prices) and the copy's steps judge the charge.
    const verify = page.waitForRequest((r) => r.url().endsWith('/api/verifyPayment') && r.method() === 'POST');
    await page.route('**/api/verifyPayment', (route) => route.abort());
    await page.goto(`${site.url}/pay?plan=starter&period=monthly&currency=KES`);
    const card = page.locator('[data-payment-card="plan"][data-ready]');
    await expect(card.locator('[data-amount]')).toHaveText(formatMoney(monthly, 'KES'));
    await card.getByLabel('Full name').fill('Amani Otieno');
    await card.getByLabel('Email').fill(`admin-price-${Date.now()}@example.com`);
    await card.getByRole('button', { name: 'Pay Now (KES)' }).click();
    await page
      .getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    const { reference } = (await verify).postDataJSON() as { reference: string };

    const server = await serverCheck(copy.dir);
    expect(server.plans.find((plan) => plan.id === 'starter')?.monthly.kes).toBe(monthly);
    const outcome = await server.verifyTransaction(paystackUrl, STANDIN_SECRET, reference);
    if (outcome.kind !== 'found') throw new Error(`the stand-in has no charge ${reference}: ${outcome.kind}`);
    expect(outcome.data.amount).toBe(monthly * 100);
    const check = server.checkTransaction(outcome.data, reference, server.plans);
    expect(check).toMatchObject({ ok: true, record: { status: 'success', plan: 'starter', period: 'monthly', amount: monthly } });
    // The same charge against the checkout's plans would go to review: the copy's plans decided.
    expect(server.checkTransaction(outcome.data, reference, plans)).toMatchObject({ ok: true, record: { status: 'review' } });
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  expect(foreign).toEqual([]);
});
