// Certificates end to end: staff award one from a child's enrollment in the console, a
// stranger's browser opens its public page and sees it valid (with the child's mentor), staff
// revoke it with a reason, and the page then says revoked. The printable page and the two
// widths are looked at.
import { test, expect, axe, desktop, phone } from '../support/e2e/fixtures';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs } from '../support/e2e/google-sign-in';
import { staffCli, uniqueEmail } from '../support/e2e/staff-cli';
import { writeDoc } from '../support/firestore';
import { siteCourses } from '../support/site-plans';
import { teamMentors } from '../support/e2e/class-helpers';
import { staffMessages } from '../../src/domain/staff/messages';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('staff award a certificate, a stranger verifies it, staff revoke it and the page says so', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const enrollmentId = `cert${Date.now()}`.padEnd(20, 'x').slice(0, 20);
  const course = siteCourses[0]!;
  const mentor = teamMentors.find((t) => t.meetingLink)!;
  await writeDoc(`enrollments/${enrollmentId}`, {
    studentName: 'Neema Achieng Otieno',
    email: uniqueEmail('family'),
    course: course.id,
    plan: 'starter',
    period: 'monthly',
    currency: 'KES',
    amount: 1,
    status: 'active',
    paidUntil: '2099-01-01',
    mentorId: mentor.id,
  });
  const email = uniqueEmail('mentor');
  await page.goto('/staff#enrollments');
  await signInAs(page, email, 'Baraka Mwangi');
  await expect(page.getByText(staffMessages.notStaff)).toBeVisible({ timeout: 20_000 });
  await staffCli('grant', email);
  await page.reload();
  const card = page.locator(`[data-enrollment-id="${enrollmentId}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: /^Award a certificate/ }).click();
  await card.getByRole('button', { name: 'Award the certificate' }).click();
  await expect(card.getByRole('alert')).toContainText('Name the level');
  await card.getByLabel('Level completed').fill('Level 1');
  await card.getByRole('button', { name: 'Award the certificate' }).click();
  const link = card.getByRole('link', { name: /^JC-/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const number = (await link.textContent())!.trim();
  expect(await axe(page)).toEqual([]);

  // A stranger: another browser, no account.
  const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visit = await stranger.newPage();
  await visit.goto(`/certificates/${number}`);
  await expect(visit.getByText('Valid certificate')).toBeVisible();
  await expect(visit.getByText('Neema O.')).toBeVisible();
  await expect(visit.getByText(course.title)).toBeVisible();
  await expect(visit.getByRole('definition').filter({ hasText: mentor.name })).toBeVisible();
  await expect(visit.locator('body')).not.toContainText('Achieng');
  for (const [size, name] of [
    [phone, 'certificate-360'],
    [desktop, 'certificate-1280'],
  ] as const) {
    await visit.setViewportSize(size);
    expect(await axe(visit)).toEqual([]);
    expect(await visit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await visit.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/${name}.png`, fullPage: true });
  }
  await visit.getByRole('link', { name: 'Print or save the certificate' }).click();
  await expect(visit.getByRole('img', { name: /^QR code of / })).toBeVisible();
  await expect(visit.getByText(`with mentor ${mentor.name}`)).toBeVisible();
  expect(await axe(visit)).toEqual([]);
  await stranger.close();

  await page.getByRole('link', { name: 'Certificates' }).click();
  const listed = page.locator(`[data-certificate="${number}"]`);
  await expect(listed).toContainText('valid', { timeout: 30_000 });
  await listed.getByRole('button', { name: /^Revoke/ }).click();
  await listed.getByLabel(/Why is it revoked/).fill('Awarded for the wrong level.');
  await listed.getByRole('button', { name: 'Revoke the certificate' }).click();
  await expect(listed).toContainText('revoked', { timeout: 30_000 });
  expect(await axe(page)).toEqual([]);

  const later = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const again = await later.newPage();
  await again.goto(`/certificates/${number}`);
  await expect(again.getByRole('status')).toHaveText(/Revoked on \d{1,2} \w+ \d{4}/);
  await expect(again.getByText('Valid certificate')).toHaveCount(0);
  await later.close();
});
