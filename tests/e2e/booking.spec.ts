// The free trial booking, end to end on the emulators (the book and availability functions
// behind Hosting): parents in Kenya and Nigeria book and the stored documents are read back;
// a slot fills and the next parent sees "Full"; a family's second trial is refused; the .ics
// file holds the right instant; /success pauses for the manage link.
// Each test books its own day and slot (seats are shared across the run).
import { test, expect } from '../support/e2e/fixtures';
import {
  SAVE_WAIT,
  book,
  confirm,
  fillForm,
  nairobiDay,
  nairobiInstant,
  newParent,
  phones,
  pickDay,
  pickSlot,
  seatsTaken,
  storedByEmail,
  unique,
} from '../support/e2e/booking-helpers';
import { words as messages } from '../../src/i18n/en/messages';
import { cases } from './booking-cases';

test.describe.configure({ timeout: 150_000 });

for (const c of cases) {
  test(`${c.title} books a trial; the booking and its lead are stored, the manage link shown`, async ({ page }) => {
    const email = `e2e-${unique()}@example.com`;
    const number = phones[c.countryCode]();
    const before = Date.now();
    await page.goto('/book-class');
    await fillForm(page, { ...c.parent, email, countryCode: c.countryCode, phone: number.typed });
    await pickDay(page, 1);
    await pickSlot(page, c.slotLabel);

    const summary = page.getByRole('complementary', { name: 'Booking Summary' });
    await expect(summary).toContainText(c.slotLabel);
    await expect(summary).toContainText(number.e164(number.typed));
    await confirm(page).click();

    await page.waitForURL('**/success', { timeout: SAVE_WAIT });
    await expect(page.getByRole('heading', { name: 'Booking Successful!' })).toBeVisible();
    await expect(page.locator('[data-booked-when]')).toContainText(c.slotLabel);
    await expect(page.getByRole('link', { name: 'Change or cancel this class' })).toHaveAttribute('href', /^\/manage#.{16,}$/);

    const bookings = await storedByEmail('bookings', email);
    expect(bookings).toHaveLength(1);
    const { createdAt, ...rest } = bookings[0]!.data;
    expect(rest).toMatchObject({
      studentName: c.parent.student,
      studentGrade: c.parent.grade,
      parentName: c.parent.parent,
      email,
      whatsapp: number.e164(number.typed),
      country: c.country,
      date: nairobiDay(1),
      time: c.nairobiTime,
      type: 'trial',
      status: 'upcoming',
    });
    expect(rest.parentUid).toBeUndefined();
    expect(rest.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const created = (createdAt as Date).getTime();
    expect(created).toBeGreaterThanOrEqual(before - 60_000);
    expect(created).toBeLessThanOrEqual(Date.now() + 60_000);

    const leads = await storedByEmail('trialLeads', email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.data.parentName).toBe(c.parent.parent);

    // Back on the form: reset, with today's date selected and no time.
    await page.goto('/book-class');
    await expect(page.getByLabel('Student name')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio').first()).toBeChecked();
    await expect(page.getByRole('group', { name: 'Choose a time' }).getByRole('radio', { checked: true })).toHaveCount(0);
  });
}

test('book until a slot is full: a second parent sees "Full", and a parent who was too slow is told so', async ({ browser }) => {
  // Three parents book one after another: on a busy machine that takes a while.
  test.setTimeout(360_000);
  const date = nairobiDay(2);
  // A parent opens the form before the slot fills, and waits.
  const slow = await browser.newPage();
  await slow.goto('/book-class');
  await fillForm(slow, newParent('UG', 'Nakato Sarah'));
  await pickDay(slow, 2);
  await pickSlot(slow, '11:00 EAT');

  for (const name of ['Amina Otieno', 'Halima Said']) {
    const page = await browser.newPage();
    await book(page, newParent('KE', name), 2, '11:00 EAT');
    await page.close();
  }
  expect(await seatsTaken(date, '11:00')).toBe(2);

  // A new visitor sees the slot Full, not selectable.
  const third = await browser.newPage();
  await third.goto('/book-class');
  await fillForm(third, newParent('KE', 'Otieno Brian'));
  await pickDay(third, 2);
  const full = third.getByRole('radio', { name: '11:00 EAT, Full', exact: true });
  await expect(full).toBeDisabled();
  await expect(third.getByRole('group', { name: 'Choose a time' }).locator('label').filter({ has: full })).toContainText('Full');

  // The slow parent confirms: the message at the slots, everything kept, never /error.
  await confirm(slow).click();
  await expect(slow.getByText(messages.booking.slotFull)).toBeVisible({ timeout: SAVE_WAIT });
  await expect(slow).toHaveURL(/\/book-class$/);
  await expect(slow.getByLabel('Parent name')).toHaveValue('Nakato Sarah');
  await expect(slow.getByRole('radio', { name: '11:00 EAT, Full', exact: true })).toBeDisabled({ timeout: SAVE_WAIT });
  await pickSlot(slow, '12:00 EAT');
  await confirm(slow).click();
  await slow.waitForURL('**/success', { timeout: SAVE_WAIT });
  expect(await seatsTaken(date, '11:00')).toBe(2);
});

test("a child's second trial is refused with the message, and nothing is stored", async ({ page }) => {
  const parent = newParent('TZ', 'Halima Juma');
  await book(page, parent, 2, '15:00 EAT');
  // The same WhatsApp number under another email: still the same family, and the same child
  // however the name is capitalised.
  const again = { ...parent, email: `e2e-${unique()}@example.com`, student: parent.student.toUpperCase() };
  await page.goto('/book-class');
  await fillForm(page, again);
  await pickDay(page, 2);
  await pickSlot(page, '16:00 EAT');
  await confirm(page).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.booking.family })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page).toHaveURL(/\/book-class$/);
  await expect(page.getByLabel('Student name')).toHaveValue(again.student);
  expect(await storedByEmail('bookings', again.email)).toHaveLength(0);
  expect(await seatsTaken(nairobiDay(2), '16:00')).toBe(0);
});

test('the .ics file on /success holds the class instant, one hour long', async ({ page }) => {
  await book(page, { ...newParent('ZA', 'Nomvula Dlamini'), grade: 'K-2' }, 1, '13:00 SAST'); // 14:00 in Nairobi
  // Read the file the link downloads straight from the link: /success leaves for the home
  // page after 5 seconds, which a busy test machine can take to complete a download.
  const link = page.getByRole('link', { name: 'Add to calendar' });
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const start = nairobiInstant(nairobiDay(1), '14:00');
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(ics).toContain(`\r\nDTSTART:${stamp(start)}\r\n`);
  expect(ics).toContain(`\r\nDTEND:${stamp(new Date(start.getTime() + 3_600_000))}\r\n`);
  expect(await link.getAttribute('download')).toBe(`trial-class-${nairobiDay(1)}.ics`);
});

test('/success pauses its redirect while the parent reads the manage link, and says so', async ({ page }) => {
  await book(page, newParent('KE', 'Akinyi Odhiambo'), 1, '17:00 EAT');
  const link = page.getByRole('link', { name: 'Change or cancel this class' });
  await link.focus();
  await expect(page.getByText('Redirect paused while you use the link above.')).toBeVisible();
  // Longer than the whole 5-second countdown: still here.
  await page.waitForTimeout(6_000);
  await expect(page).toHaveURL(/\/success$/);
  await page.getByRole('link', { name: 'Back to Home' }).focus();
  await expect(page.getByText(/Redirecting in \d seconds?…/)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
});
