// /sw/dashboard's family panel and /sw/move in Kiswahili: a signed-in parent with an active
// enrollment picks the weekly class time in Kiswahili, sees the next class read both ways
// with its Kiswahili buttons; a move link opens /sw/move in Kiswahili. Axe passes, and both
// pages are looked at in two widths.
import { createHash, randomBytes } from 'node:crypto';
import { test, expect } from '../support/e2e/fixtures';
import { shots } from '../support/e2e/class-helpers';
import { newParent, unique } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInFromLogin, uidOf } from '../support/e2e/google-sign-in';
import { where, writeDoc } from '../support/firestore';
import { siteCourses, siteGrades, sitePlans } from '../support/site-plans';
import { localized } from '../../src/content/localized';
import { words as familyWordsSw } from '../../src/i18n/sw/family';
import { words as moveWordsSw } from '../../src/i18n/sw/move';
import { words as classMessagesSw } from '../../src/i18n/sw/classes';
import { addMonths } from '../../src/domain/enrollment/paid-until';
import { nairobiDate } from '../../src/domain/slots';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('a parent chooses a class time on /sw/dashboard and opens /sw/move, all in Kiswahili', async ({ page }) => {
  test.setTimeout(300_000);
  const plan = sitePlans.find((p) => (p as { classes?: number }).classes === 1) as unknown as { id: string; name: string };
  const parent = newParent('KE', 'Zawadi Mwangi');
  const child = 'Baraka Mwangi';
  await signInFromLogin(page, parent.email, parent.parent);
  await page.goto('/sw/dashboard');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: familyWordsSw.panel.add }) });
  await expect(form).toBeVisible({ timeout: 90_000 });
  await form.getByRole('textbox').first().fill(child);
  await form.getByRole('combobox').first().selectOption('K-2');
  await form.getByRole('button', { name: familyWordsSw.panel.add }).click();
  await expect(page.locator(`[data-child="${child}"]`)).toBeVisible({ timeout: 60_000 });

  const enrollmentId = `sw${unique()}`.padEnd(20, 'x').slice(0, 20);
  const familyUid = await uidOf(parent.email);
  await writeDoc(`enrollments/${enrollmentId}`, {
    studentName: child,
    email: parent.email,
    familyUid,
    whatsapp: '+254712345678',
    course: 'prodigy',
    plan: plan.id,
    period: 'monthly',
    currency: 'KES',
    amount: 1,
    status: 'active',
    paidUntil: addMonths(nairobiDate(new Date()), 2),
  });
  await page.reload();
  const card = page.locator(`[data-child="${child}"]`);
  const choose = card.getByRole('group', { name: familyWordsSw.times.legend });
  await expect(choose).toBeVisible({ timeout: 90_000 });
  await expect(card).toContainText(familyWordsSw.child.status.active);
  // The grade, plan and course names the content gives in Kiswahili (English where it has none).
  await expect(
    card.getByText(
      localized(
        siteGrades.find((g) => g.id === 'K-2')!,
        'label',
        'sw',
      ),
      { exact: true },
    ),
  ).toBeVisible();
  await expect(card).toContainText(localized(plan, 'name', 'sw'));
  await expect(card).toContainText(
    localized(
      siteCourses.find((c) => c.id === 'prodigy')!,
      'title',
      'sw',
    ),
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await card.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/kiswahili-child-card-360.png` });
  // A submit with nothing picked is refused in Kiswahili.
  await card.getByRole('button', { name: familyWordsSw.times.save }).click();
  await expect(card.getByRole('alert')).toHaveText(classMessagesSw.wrongCount(1));
  const list = choose.getByRole('combobox').first();
  await expect(list.locator('option').nth(1)).toContainText(/\(saa [a-z ]+\)/);
  await list.selectOption({ index: 1 });
  await card.getByRole('button', { name: familyWordsSw.times.save }).click();
  const next = card.locator('[data-class]');
  await expect(next.first()).toBeVisible({ timeout: 60_000 });
  await expect(next.first()).toContainText(/\(saa [a-z ]+\) EAT/);
  await expect(next.first().getByRole('button', { name: new RegExp(`^${familyWordsSw.classes.move}`) })).toBeVisible();
  await expect(card).toContainText(familyWordsSw.classes.next);
  await shots(page, 'kiswahili-dashboard');

  // A move link of the next class, as a "Can't make it" answer hands one over.
  const [scheduled] = (await where('classes', 'enrollmentId', enrollmentId)).filter((c) => c.status === 'scheduled');
  const token = randomBytes(32).toString('base64url');
  await writeDoc(`moveLinks/${createHash('sha256').update(token, 'utf8').digest('hex')}`, {
    classId: String(scheduled!.id),
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  await page.goto(`/sw/move#${token}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('button', { name: moveWordsSw.move })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-move-class]')).toContainText(/\(saa [a-z ]+\) EAT/);
  await expect(page.getByLabel(moveWordsSw.newTime)).toBeVisible();
  await shots(page, 'kiswahili-move');
});
