// The editors' whole chain, offline, in a throwaway copy of the project: /admin changes
// Starter's prices and adds a team member with an uploaded photo (refusing one over the size
// limit) in a local folder; the copy is rebuilt with the saved files; the landing page shows the
// photo, /pricing the new price, /pay charges it through the Paystack stand-in, and the payment
// function's own steps (with the copy's plans) accept the charge. The checkout and the site
// the emulators serve are left as they are.
import yaml from 'js-yaml';
import * as prettier from 'prettier';
import { test, expect, desktop } from '../support/e2e/fixtures';
import {
  contentText,
  offline,
  openCollection,
  png,
  readContentFile,
  readLocalBytes,
  withLocalFolder,
} from '../support/e2e/admin-folder';
import { IMAGE_MAX_BYTES, kilobytes, UPLOADS } from '../../src/content/images';
import { buildSite, projectCopy, serveBuilt, serverCheck } from '../support/e2e/project-copy';
import { discountedPrice, formatMoney, type PricedPlan } from '../../src/domain/pricing';
import { localSetup, STANDIN_SECRET } from '../../scripts/lib/local.mjs';

const plans = yaml.load(contentText('plans.yaml')) as PricedPlan[];
const starterIndex = plans.findIndex((plan) => plan.id === 'starter');
const starter = plans[starterIndex];
if (!starter) throw new Error('src/content/plans.yaml has no plan "starter"');
const { paystackUrl } = localSetup(Number(process.env.TEST_PORT_OFFSET || 0));

test.use({ viewport: desktop });
// The copy's build takes most of the time, and longer beside other builds on the machine.
test.setTimeout(240_000);

test('/admin: a new Starter price and a team photo saved offline are built into the site, and the price charged and accepted on /pay', async ({
  page,
}) => {
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

  // A new team member with an uploaded photo; one over the size limit is refused first.
  await page.goto('/admin#/collections/team/entries/team');
  await page.getByRole('button', { name: /^Add .?Team.?$/ }).click();
  const member = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'Reorder Item' }) })
    .last();
  const newcomer = { id: 'e2e-newcomer', name: 'Neema Newcomer' };
  // The form draws a list item's fields once they are in view: scroll to each before using it.
  const field = async (label: string) => {
    const group = member.getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`) });
    await group.scrollIntoViewIfNeeded();
    return group;
  };
  await member.scrollIntoViewIfNeeded();
  await (await field('ID')).getByRole('textbox').fill(newcomer.id);
  await (await field('Name')).getByRole('textbox').fill(newcomer.name);
  await (await field('Title')).getByRole('textbox').fill('Mentor');
  await (await field('Bio')).getByRole('textbox').fill('Teaches Scratch on Saturdays.');
  await (await field('Image')).getByRole('textbox').first().fill('#0f766e');
  /** Uploads a file into the photo field; the form checks its size when it is inserted. */
  const insertPhoto = async (name: string, buffer: Buffer) => {
    await (await field('Photo')).getByRole('button', { name: 'Browse' }).click();
    const library = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
    await library.getByRole('option', { name }).waitFor();
    await library.getByRole('button', { name: 'Insert' }).click();
  };
  const large = png(400, true);
  expect(large.length).toBeGreaterThan(IMAGE_MAX_BYTES);
  await insertPhoto('too-large.png', large);
  const refusal = page.getByRole('alertdialog', { name: 'Large File' });
  // The form wraps the figures in bidirectional isolates (U+2066 to U+2069).
  await expect
    .poll(async () => (await refusal.textContent())?.replace(/[\u2066-\u2069]/g, ''))
    .toContain(`exceeds the maximum size of ${kilobytes(IMAGE_MAX_BYTES)}`);
  await refusal.getByRole('button', { name: 'OK' }).click();
  const photo = png(96);
  await insertPhoto(`${newcomer.id}.png`, photo);
  // The field takes the photo a moment after the library closes: a Save before that saves none.
  await expect((await field('Photo')).getByText('Drop an image file here')).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  const photoPath = `${UPLOADS.publicPath}/${newcomer.id}.png`;
  await expect
    .poll(async () => (yaml.load(await readContentFile(page, 'team.yaml')) as { id: string; photo?: string }[]).at(-1))
    .toMatchObject({ ...newcomer, photo: photoPath });
  expect(await readLocalBytes(page, `${UPLOADS.folder}/${newcomer.id}.png`)).toEqual(photo);
  // What the form writes passes `npm run lint` as it is.
  const savedTeam = await readContentFile(page, 'team.yaml');
  const options = await prettier.resolveConfig('src/content/team.yaml');
  expect(await prettier.check(savedTeam, { ...options, filepath: 'src/content/team.yaml' }), savedTeam).toBe(true);

  // The saved files go into the copy, which is rebuilt as `npm start` rebuilds after a save.
  const copy = projectCopy();
  const stops = [async () => copy.remove()];
  try {
    for (const name of ['plans.yaml', 'team.yaml']) copy.write(`src/content/${name}`, await readContentFile(page, name));
    copy.write(`${UPLOADS.folder}/${newcomer.id}.png`, photo);
    const built = await buildSite(copy.dir);
    expect(built.code, built.output.slice(-2000)).toBe(0);

    const site = await serveBuilt(copy.dir);
    stops.push(site.close);
    await page.goto(site.url);
    const newcomerPhoto = page.getByRole('img', { name: newcomer.name }).first();
    await newcomerPhoto.scrollIntoViewIfNeeded();
    await expect(newcomerPhoto).toHaveAttribute('src', photoPath);
    await expect.poll(() => newcomerPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
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
