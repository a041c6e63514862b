// The free trial booking, end to end on the emulators (the book and availability functions
// behind Hosting): parents in Kenya and Nigeria book and the stored documents are read back;
// a slot fills and the next parent sees "Full"; a family's second trial is refused; invalid
// input keeps Confirm off; a failed request leads to /error and Try Again restores the
// draft; the .ics file holds the right instant; axe; no Firebase code for signed-out parents.
// Each test books its own day and slot (seats are shared across the run).
import { test, expect, axe, phone as phoneViewport } from '../support/e2e/fixtures';
import { afterIdle } from '../support/e2e/settled';
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
  seedTaken,
  storedByEmail,
  unique,
} from '../support/e2e/booking-helpers';
import { messages } from '../../src/domain/messages';

test.describe.configure({ timeout: 150_000 });

const cases = [
  {
    title: 'a parent in Kenya',
    countryCode: 'KE' as const,
    parent: { student: "Mũthoni Ng'ang'a", grade: '3-5', parent: 'Wanjiru Kamau' },
    slotLabel: '10:00 EAT',
    nairobiTime: '10:00',
    country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  },
  {
    title: 'a parent in Nigeria',
    countryCode: 'NG' as const,
    parent: { student: 'Anne-Marie Adébáyọ̀', grade: '6-8', parent: 'Chidi Okafor' },
    slotLabel: '14:00 WAT', // 16:00 in Nairobi
    nairobiTime: '16:00',
    country: { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
  },
];

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

test('invalid input keeps Confirm disabled and explains itself', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  await page.goto('/book-class');
  await fillForm(page, {
    student: 'Amina2 <b>',
    grade: '9-12',
    parent: 'Otieno#1',
    email: 'amina@example',
    countryCode: 'KE',
    phone: '0712 34',
  });
  await expect(page.getByLabel('Student name')).toHaveValue('Amina b');
  await expect(page.getByLabel('Parent name')).toHaveValue('Otieno');
  await pickDay(page, 1);
  await pickSlot(page, '11:00 EAT');

  // Left as a parent leaves it (focus, then away): typed before the form hydrated, it was not yet checked.
  const email = page.getByLabel('Parent email');
  await email.focus();
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address.');

  const phone = page.getByLabel('WhatsApp number');
  await phone.focus();
  await phone.blur();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid WhatsApp number for Kenya.')).toBeVisible();
  await expect(confirm(page)).toBeDisabled();

  await email.fill('amina@example.com');
  await expect(confirm(page)).toBeDisabled();
  await phone.fill('0712 345 678');
  await expect(page.getByText('Enter a valid WhatsApp number for Kenya.')).toHaveCount(0);
  await expect(confirm(page)).toBeEnabled();
  // A Kenyan number is not valid once Nigeria is chosen.
  await page.getByLabel('Country').selectOption('NG');
  await expect(confirm(page)).toBeDisabled();
  await expect(page.getByText('Enter a valid WhatsApp number for Nigeria.')).toBeVisible();
});

test('an unreachable booking function leads to /error, and Try Again restores the draft', async ({ page }) => {
  await page.route('**/api/book', (route) => route.abort('internetdisconnected'));
  const parent = { ...newParent('TZ', 'Halima Said'), student: 'Zawadi', grade: '6-8' };
  await page.goto('/book-class');
  await fillForm(page, parent);
  await pickDay(page, 1);
  await pickSlot(page, '15:00 EAT');
  await confirm(page).click();

  await page.waitForURL('**/error', { timeout: SAVE_WAIT });
  await expect(page.getByRole('heading', { name: 'Booking Failed' })).toBeVisible();
  await page.unroute('**/api/book');
  await page.getByRole('link', { name: 'Try Again' }).click();

  await page.waitForURL('**/book-class');
  await expect(page.getByLabel('Student name')).toHaveValue('Zawadi');
  await expect(page.getByLabel('Grade')).toHaveValue('6-8');
  await expect(page.getByLabel('Parent name')).toHaveValue('Halima Said');
  await expect(page.getByLabel('Parent email')).toHaveValue(parent.email);
  await expect(page.getByLabel('Country')).toHaveValue('TZ');
  await expect(page.getByLabel('WhatsApp number')).toHaveValue(parent.phone);
  await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByRole('radio', { name: '15:00 EAT', exact: true })).toBeChecked();
  await expect(confirm(page)).toBeEnabled();
  expect(await storedByEmail('bookings', parent.email)).toHaveLength(0);
});

test('the booking page passes axe: empty, with a Full slot, and filled in with errors shown', async ({ page }) => {
  await seedTaken(nairobiDay(5), '10:00', 2);
  await page.goto('/book-class');
  await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio')).toHaveCount(7);
  expect(await axe(page)).toEqual([]);
  await pickDay(page, 5);
  await expect(page.getByRole('radio', { name: '10:00 EAT, Full', exact: true })).toBeDisabled({ timeout: SAVE_WAIT });
  expect(await axe(page)).toEqual([]);
  await fillForm(page, { student: 'Amina', grade: '3-5', parent: 'Otieno', email: 'bad', countryCode: 'UG', phone: '1' });
  await page.getByLabel('Parent email').blur();
  await page.getByLabel('WhatsApp number').focus();
  await page.getByLabel('WhatsApp number').blur();
  await pickSlot(page, '12:00 EAT');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('the proof of work starts only once the parent acts, and the booking carries it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/challenge')) asked.push(r.url());
  });
  // A cold function answers Hosting too late on a busy machine: wake it first, off the page.
  for (let i = 0; i < 60 && (await page.request.get('/api/challenge')).status() !== 200; i += 1) await page.waitForTimeout(2000);
  await page.goto('/book-class');
  await afterIdle(page);
  expect(asked).toHaveLength(0);
  const parent = newParent('KE', 'Akinyi Odhiambo');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/book') && r.method() === 'POST', { timeout: SAVE_WAIT });
  await fillForm(page, parent);
  await pickDay(page, 1);
  await pickSlot(page, '17:00 EAT');
  await confirm(page).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(asked.length).toBeGreaterThanOrEqual(1);
  expect(typeof body.altcha).toBe('string');
  expect(JSON.parse(Buffer.from(String(body.altcha), 'base64').toString())).toMatchObject({ algorithm: 'SHA-256' });
  // The server checks a solution whenever one is sent: this one was good.
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });
  expect(await storedByEmail('bookings', parent.email)).toHaveLength(1);
});

test('the booking page loads no Firebase code for a parent who is not signed in, even to book', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await book(page, newParent('KE', 'Wambui Njeri'), 1, '12:00 EAT');
  const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
  for (const body of bodies) {
    expect(body).not.toContain('firestore.googleapis.com');
    expect(body).not.toContain('identitytoolkit.googleapis.com');
  }
});
