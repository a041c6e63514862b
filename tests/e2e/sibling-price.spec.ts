// The sibling price as a family meets it: /pricing states a plan's sibling price, and a family
// with one child enrolled that follows its second child's /enroll link is shown that price,
// pays it in the Paystack stand-in's popup, and the server records exactly it. The enrolled
// child and the recommendation are written straight to the emulator: the trial and the staff
// steps before them are enroll.spec.ts's.
import { createHash, randomBytes } from 'node:crypto';
import { test, expect } from '../support/e2e/fixtures';
import { unique } from '../support/e2e/booking-helpers';
import { writeDoc } from '../support/firestore';
import { siteCourses, sitePlans } from '../support/site-plans';
import { familyPrice, totalAmount } from '../../src/domain/family-price';
import { formatMoney } from '../../src/domain/pricing';
import { words as home } from '../../src/i18n/en/home';
import { words as enroll } from '../../src/i18n/en/enroll';
import { popup, storedPayment, verifiedReference, verifyTimeout } from './payments-setup';

test('/pricing’s sibling price is what /enroll shows a second child and the stand-in charges', async ({ page }) => {
  test.setTimeout(240_000);
  const plan = sitePlans.find((p) => p.siblingDiscount);
  if (!plan) throw new Error('src/content/plans.yaml: this test needs a plan with a siblingDiscount');
  const rule = plan.siblingDiscount!;
  const amount = totalAmount(familyPrice({ plan: plan, period: 'monthly', currency: 'KES', childPlace: rule.fromChild }));
  const sibling = formatMoney(amount, 'KES');

  await page.goto('/pricing');
  const card = page.locator(`[data-plan="${plan.id}"]`);
  await expect(card.locator('[data-sibling-rule]')).toHaveText(home.pricing.grid.sibling(rule.percent, rule.fromChild));
  await expect(card.locator('[data-currency="KES"][data-period="monthly"] [data-sibling-price]')).toHaveText(
    home.pricing.grid.siblingPrice(sibling),
  );

  // A family with one child enrolled, recommended the same plan for a second child.
  const email = `siblings.${unique()}@example.com`;
  const id = unique()
    .padEnd(20, '0')
    .slice(0, 20)
    .replace(/[^A-Za-z0-9]/g, '0');
  const plain = { email, plan: plan.id, period: 'monthly', currency: 'KES', course: siteCourses[0]!.id };
  await writeDoc(`enrollments/${id}older`, {
    ...plain,
    studentName: 'Neema Mwangi',
    nameKey: 'neema mwangi',
    amount: 1,
    status: 'active',
    paidUntil: '2999-01-01',
    createdAt: new Date(Date.now() - 86_400_000),
  });
  const token = randomBytes(32).toString('base64url');
  await writeDoc(`recommendations/${id}`, {
    ...plain,
    studentName: 'Juma Mwangi',
    nameKey: 'juma mwangi',
    note: '',
    createdAt: new Date(),
  });
  await writeDoc(`recommendationSecrets/${id}`, { enrollTokenHash: createHash('sha256').update(token).digest('hex') });

  await page.goto(`/enroll#${token}`);
  const offer = page.locator('[data-enroll="ready"]');
  await expect(offer).toBeVisible({ timeout: 60_000 });
  await expect(offer.locator('[data-slot="price"]')).toHaveText(sibling);
  await expect(offer.locator('[data-sibling-discount]')).toHaveText(
    enroll.siblingOff(rule.percent, formatMoney(plan.monthly.kes, 'KES')),
  );
  const pay = page.locator('[data-payment-card="plan"][data-ready]');
  const reference = verifiedReference(page);
  await pay.getByRole('button', { name: 'Pay Now (KES)' }).click();
  await expect(popup(page)).toContainText(sibling);
  await popup(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/paysuccess$/, { timeout: verifyTimeout });
  const stored = await storedPayment(await reference);
  expect([stored('status'), stored('amount'), stored('recommendationId')]).toEqual(['success', amount, id]);
});
