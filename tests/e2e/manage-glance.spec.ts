// The mailed manage link carries the booking as mailed (domain/link-glance.ts): opened with
// the server's answer and every module script held back, the page already shows the class,
// marked "as of" the mail, drawn by its inline first-paint script
// (services/first-paint/manage-glance.ts); the answer then confirms it without moving what
// is on screen. A garbled or tampered glance shows nothing early and never breaks the page.
import { test, expect, axe, phone } from '../support/e2e/fixtures';
import { afterIdle } from '../support/e2e/settled';
import { SAVE_WAIT, book, newParent } from '../support/e2e/booking-helpers';
import { messages } from '../../src/domain/messages';
import { messagesSw } from '../../src/domain/messages.sw';
import { manageWordsSw } from '../../src/domain/manage-words.sw';
import { withGlance } from '../../src/domain/link-glance';
import { findCountry } from '../../src/domain/countries';
import { holdScripts } from '../support/e2e/hold-scripts';
import { heldVisit, holdAnswers, mailedLink } from '../support/e2e/mailed-links';
import { shiftsSoFar } from '../support/e2e/layout-shifts';

test.describe.configure({ timeout: 360_000 });

const MAX_CLS = 0.01;

test('the mailed link shows the booking before the server answers, then confirms it in place', async ({ page, browser }) => {
  const parent = newParent('NG', 'Ngozi Okafor');
  // A class no other suite books (manage.spec.ts counts the seats of day 3's 10:00).
  await book(page, parent, 6, '13:00 WAT');
  const link = await mailedLink(parent.email, /\/manage#[A-Za-z0-9._~-]+/);
  expect(link).toMatch(/^\/manage#[A-Za-z0-9_-]{43}~1\.[A-Za-z0-9_-]+$/);

  const { visit, errors, held, scripts } = await heldVisit(browser, new URL(page.url()).origin, link, '/api/manage');
  await expect(visit.getByRole('heading', { name: "Baraka's free trial class" })).toBeVisible({ timeout: SAVE_WAIT });
  // No module script has run: the page's own HTML and inline script drew this.
  expect(await visit.evaluate(() => document.querySelector('astro-island')?.hasAttribute('ssr'))).toBe(true);
  await expect(visit.getByRole('status').filter({ hasText: messages.manage.loading })).toBeHidden();
  await expect(visit.locator('[data-as-of]')).toContainText(/^As of our message of \w+ \d+ \w+, \d\d:\d\d WAT\./);
  await expect(visit.locator('[data-class-local]')).toContainText('13:00 WAT');
  await expect(visit.locator('[data-class-nairobi]')).toContainText('15:00 EAT');
  await expect(visit.getByRole('button', { name: 'Cancel this class' })).toHaveCount(0);
  expect(held.answered).toBe(0);
  expect(await axe(visit)).toEqual([]);
  // React arrives and hydrates: the drawn card stays while the answer is still held.
  await scripts.release();
  await expect(visit.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: SAVE_WAIT });
  await expect(visit.locator('[data-as-of]')).toHaveCount(1);
  await expect(visit.getByRole('status').filter({ hasText: messages.manage.loading })).toBeHidden();

  held.release();
  await expect(visit.getByRole('button', { name: 'Cancel this class' })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(visit.locator('[data-as-of]')).toHaveCount(0);
  await expect(visit.getByRole('heading', { name: "Baraka's free trial class" })).toHaveCount(1);
  const { cls, shifts } = await shiftsSoFar(visit);
  expect(cls, shifts.join('\n')).toBeLessThanOrEqual(MAX_CLS);
  expect(errors).toEqual([]);

  // A garbled or tampered glance shows nothing early; the token still opens the booking.
  const [token, glance] = link.split('#')[1]!.split('~');
  for (const bad of [`${glance!.slice(0, -4)}`, `1.${btoa('["Eve","3-5","2026-02-30","10:00","KE","upcoming",1]')}`, '9.x']) {
    const again = await browser.newPage({ viewport: phone, baseURL: new URL(page.url()).origin });
    again.on('pageerror', (e) => errors.push(e.message));
    const holding = await holdAnswers(again, '/api/manage');
    await again.goto(`/manage#${token}~${bad}`);
    await expect(again.getByRole('status').filter({ hasText: messages.manage.loading })).toBeVisible();
    await afterIdle(again);
    await expect(again.getByRole('heading', { name: /free trial class/ })).toHaveCount(0);
    holding.release();
    await expect(again.getByRole('heading', { name: "Baraka's free trial class" })).toBeVisible({ timeout: SAVE_WAIT });
    await again.close();
  }
  // A glance on a wrong token is shown, then the server's answer replaces it with the one message.
  const wrong = await browser.newPage({ viewport: phone, baseURL: new URL(page.url()).origin });
  await wrong.goto(`/manage#${'x'.repeat(43)}~${glance}`);
  await expect(wrong.getByRole('alert').filter({ hasText: messages.manage.notFound })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(wrong.getByRole('heading', { name: /free trial class/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/sw/manage draws the glance in Kiswahili at first paint; a wrong link then says so in Kiswahili', async ({ page }) => {
  const nigeria = findCountry('NG')!;
  const booking = {
    studentName: 'Amani Otieno',
    studentGrade: '6-8',
    date: '2026-12-03',
    time: '14:00',
    country: nigeria,
    status: 'upcoming',
  };
  const link = withGlance(`/sw/manage#${'x'.repeat(43)}`, booking, new Date('2026-11-26T09:12:00Z'));
  await page.setViewportSize(phone);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const held = await holdAnswers(page, '/api/manage');
  const scripts = await holdScripts(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: manageWordsSw.childsClass('Amani') })).toBeVisible();
  await expect(page.locator('[data-booking-status]')).toHaveText(manageWordsSw.status.upcoming);
  // Lagos is an hour behind Nairobi; the time is read both ways.
  await expect(page.locator('[data-class-local]')).toContainText('12:00 (saa sita mchana) WAT');
  await expect(page.locator('[data-as-of]')).toContainText(
    /^Kama ilivyokuwa kwenye ujumbe wetu wa Alhamisi, 26 Novemba 2026, 10:12 \(saa/,
  );
  expect(await axe(page)).toEqual([]);
  await scripts.release();
  held.release();
  await expect(page.getByRole('alert').filter({ hasText: messagesSw.manage.notFound })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page.locator('[data-glance-card]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: manageWordsSw.childsClass('Amani') })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the manage link /success shows carries the glance too: a bookmarked copy shows the booking at first paint', async ({
  page,
  browser,
}) => {
  // A class no other suite books.
  await book(page, newParent('NG', 'Chiamaka Eze'), 5, '14:00 WAT');
  const link = (await page.locator('[data-manage-link]').getAttribute('href')) ?? '';

  const { visit, errors, held, scripts } = await heldVisit(browser, new URL(page.url()).origin, link, '/api/manage');
  await expect(visit.getByRole('heading', { name: "Baraka's free trial class" })).toBeVisible({ timeout: 15_000 });
  expect(link).toMatch(/^\/manage#[A-Za-z0-9_-]{43}~1\.[A-Za-z0-9_-]+$/);
  await expect(visit.getByRole('status').filter({ hasText: messages.manage.loading })).toBeHidden();
  await expect(visit.locator('[data-class-local]')).toContainText('14:00 WAT');
  await expect(visit.locator('[data-class-nairobi]')).toContainText('16:00 EAT');
  expect(held.answered).toBe(0);
  await scripts.release();
  held.release();
  await expect(visit.getByRole('button', { name: 'Cancel this class' })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(visit.getByRole('heading', { name: "Baraka's free trial class" })).toHaveCount(1);
  expect(errors).toEqual([]);
});
