// The free trial booking, end to end on the emulators: parents in Kenya and Nigeria book and
// the stored documents are read back; invalid input keeps Confirm off; a failed save leads
// to /error and Try Again restores the draft; the .ics file holds the right instant; axe.
import type { Page } from '@playwright/test';
import { test, expect, axe, emulatorList, phone as phoneViewport } from './fixtures';

// Nairobi is UTC+3 all year. Worked out here rather than imported from src/domain, so the
// test checks the app against an independent computation.
const NAIROBI_MS = 3 * 3_600_000;
/** Tomorrow's date in Nairobi, YYYY-MM-DD. */
const nairobiTomorrow = () => new Date(Date.now() + NAIROBI_MS + 86_400_000).toISOString().slice(0, 10);
/** The instant a Nairobi date and HH:MM start. */
const nairobiInstant = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - NAIROBI_MS);

type Value = { stringValue?: string; timestampValue?: string; mapValue?: { fields: Record<string, Value> } };
type Doc = { name: string; fields: Record<string, Value> };

/** A REST document's fields as plain values (strings, maps; timestamps as ISO strings). */
function plain(fields: Record<string, Value>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, v]) => [
      key,
      v.mapValue ? plain(v.mapValue.fields) : (v.stringValue ?? v.timestampValue ?? v),
    ]),
  );
}

async function storedByEmail(collection: string, email: string): Promise<(Doc & { data: Record<string, unknown> })[]> {
  const docs = (await emulatorList(collection)) as unknown as Doc[];
  return docs.map((d) => ({ ...d, data: plain(d.fields) })).filter((d) => d.data.email === email);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Parent {
  student: string;
  grade: string;
  parent: string;
  email: string;
  countryCode: string;
  phone: string;
}

async function fillForm(page: Page, p: Parent) {
  // The date strip renders once the form has hydrated (it needs the parent's clock).
  await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio')).toHaveCount(7);
  await page.getByLabel('Student name').fill(p.student);
  await page.getByLabel('Grade').selectOption(p.grade);
  await page.getByLabel('Parent name').fill(p.parent);
  await page.getByLabel('Parent email').fill(p.email);
  await page.getByLabel('Country').selectOption(p.countryCode);
  await page.getByLabel('WhatsApp number').fill(p.phone);
}

/** Tomorrow in Nairobi: every slot is open whatever the hour the test runs. */
// The radios are visually hidden behind their labels' chips: press the chip, as a parent does.
async function pickTomorrow(page: Page) {
  const group = page.getByRole('group', { name: 'Choose a day' });
  await group.locator('label').nth(1).click();
  await expect(group.getByRole('radio').nth(1)).toBeChecked();
}

async function pickSlot(page: Page, name: string) {
  const group = page.getByRole('group', { name: 'Choose a time' });
  await group.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) }).click();
  await expect(group.getByRole('radio', { name, exact: true })).toBeChecked();
}

// The Firestore emulator answers its first writes slowly on a busy machine (JVM warm-up,
// rules compilation): saving gets a generous wait.
const SAVE_WAIT = 90_000;
test.describe.configure({ timeout: 150_000 });

const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm Booking' });

const cases = [
  {
    title: 'a parent in Kenya',
    parent: { student: "Mũthoni Ng'ang'a", grade: '3-5', parent: 'Wanjiru Kamau', countryCode: 'KE', phone: '0712 345 678' },
    slotLabel: '10:00 EAT',
    nairobiTime: '10:00',
    whatsapp: '+254712345678',
    country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
    shownTime: '10:00 EAT',
  },
  {
    title: 'a parent in Nigeria',
    parent: { student: 'Anne-Marie Adébáyọ̀', grade: '6-8', parent: 'Chidi Okafor', countryCode: 'NG', phone: '0803 123 4567' },
    slotLabel: '14:00 WAT', // 16:00 in Nairobi
    nairobiTime: '16:00',
    whatsapp: '+2348031234567',
    country: { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
    shownTime: '14:00 WAT',
  },
];

for (const c of cases) {
  test(`${c.title} books a trial; both documents are stored exactly`, async ({ page }) => {
    const email = `e2e-${unique()}@example.com`;
    const before = Date.now();
    await page.goto('/book-class');
    await fillForm(page, { ...c.parent, email });
    await pickTomorrow(page);
    await pickSlot(page, c.slotLabel);

    const summary = page.getByRole('complementary', { name: 'Booking Summary' });
    await expect(summary).toContainText(c.shownTime);
    await expect(summary).toContainText(c.whatsapp);
    await expect(confirm(page)).toBeEnabled();
    await confirm(page).click();

    await page.waitForURL('**/success', { timeout: SAVE_WAIT });
    await expect(page.getByRole('heading', { name: 'Booking Successful!' })).toBeVisible();
    await expect(page.locator('[data-booked-when]')).toContainText(c.shownTime);

    const tomorrow = nairobiTomorrow();
    const bookings = await storedByEmail('bookings', email);
    expect(bookings).toHaveLength(1);
    const stored = bookings[0]!;
    expect(stored.name.split('/').at(-1)).toMatch(/^[A-Za-z0-9]{20}$/);
    const { createdAt, ...rest } = stored.data;
    expect(rest).toEqual({
      studentName: c.parent.student,
      studentGrade: c.parent.grade,
      parentName: c.parent.parent,
      email,
      whatsapp: c.whatsapp,
      country: c.country,
      date: tomorrow,
      time: c.nairobiTime,
      type: 'trial',
      status: 'upcoming',
    });
    const created = Date.parse(createdAt as string);
    expect(created).toBeGreaterThanOrEqual(before - 60_000);
    expect(created).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(Object.keys(stored.fields).sort()).toEqual(
      ['country', 'createdAt', 'date', 'email', 'parentName', 'status', 'studentGrade', 'studentName', 'time', 'type', 'whatsapp'],
    );
    expect(stored.fields.createdAt?.timestampValue).toBeTruthy();

    const leads = await storedByEmail('trialLeads', email);
    expect(leads).toHaveLength(1);
    expect(Object.keys(leads[0]!.data).sort()).toEqual(['createdAt', 'email', 'parentName']);
    expect(leads[0]!.data.parentName).toBe(c.parent.parent);
    expect(leads[0]!.fields.createdAt?.timestampValue).toBeTruthy();

    // Back on the form: reset, with today's date selected and no time.
    await page.goto('/book-class');
    await expect(page.getByLabel('Student name')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio').first()).toBeChecked();
    await expect(page.getByRole('group', { name: 'Choose a time' }).getByRole('radio', { checked: true })).toHaveCount(0);
  });
}

test('the .ics file on /success holds the class instant, one hour long', async ({ page }) => {
  await page.goto('/book-class');
  await fillForm(page, {
    student: 'Baraka',
    grade: 'K-2',
    parent: 'Nomvula Dlamini',
    email: `e2e-${unique()}@example.com`,
    countryCode: 'ZA',
    phone: '082 123 4567',
  });
  await pickTomorrow(page);
  await pickSlot(page, '13:00 SAST'); // 14:00 in Nairobi
  await confirm(page).click();
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });

  // Read the file the link downloads straight from the link: /success leaves for the home
  // page after 5 seconds, which a busy test machine can take to complete a download.
  const link = page.getByRole('link', { name: 'Add to calendar' });
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const start = nairobiInstant(nairobiTomorrow(), '14:00');
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(ics).toContain(`\r\nDTSTART:${stamp(start)}\r\n`);
  expect(ics).toContain(`\r\nDTEND:${stamp(new Date(start.getTime() + 3_600_000))}\r\n`);
  expect(await link.getAttribute('download')).toBe(`trial-class-${nairobiTomorrow()}.ics`);

  const google = new URL((await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe(`${stamp(start)}/${stamp(new Date(start.getTime() + 3_600_000))}`);
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
  await pickTomorrow(page);
  await pickSlot(page, '11:00 EAT');

  const email = page.getByLabel('Parent email');
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
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

test('an unreachable database leads to /error, and Try Again restores the draft', async ({ page }) => {
  const firestorePort = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')[1];
  const toFirestore = (url: URL) => url.port === firestorePort;
  await page.route(toFirestore, (route) => route.abort('internetdisconnected'));
  const email = `e2e-${unique()}@example.com`;
  await page.goto('/book-class');
  await fillForm(page, { student: 'Zawadi', grade: '6-8', parent: 'Halima Said', email, countryCode: 'TZ', phone: '0754 123 456' });
  await pickTomorrow(page);
  await pickSlot(page, '15:00 EAT');
  await confirm(page).click();

  await page.waitForURL('**/error', { timeout: SAVE_WAIT });
  await expect(page.getByRole('heading', { name: 'Booking Failed' })).toBeVisible();
  await page.unroute(toFirestore);
  await page.getByRole('link', { name: 'Try Again' }).click();

  await page.waitForURL('**/book-class');
  await expect(page.getByLabel('Student name')).toHaveValue('Zawadi');
  await expect(page.getByLabel('Grade')).toHaveValue('6-8');
  await expect(page.getByLabel('Parent name')).toHaveValue('Halima Said');
  await expect(page.getByLabel('Parent email')).toHaveValue(email);
  await expect(page.getByLabel('Country')).toHaveValue('TZ');
  await expect(page.getByLabel('WhatsApp number')).toHaveValue('0754 123 456');
  await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByRole('radio', { name: '15:00 EAT', exact: true })).toBeChecked();
  await expect(confirm(page)).toBeEnabled();
  expect(await storedByEmail('bookings', email)).toHaveLength(0);
});

test('the booking page passes axe, empty and filled in with errors shown', async ({ page }) => {
  await page.goto('/book-class');
  await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio')).toHaveCount(7);
  expect(await axe(page)).toEqual([]);
  await fillForm(page, { student: 'Amina', grade: '3-5', parent: 'Otieno', email: 'bad', countryCode: 'UG', phone: '1' });
  await page.getByLabel('Parent email').blur();
  await page.getByLabel('WhatsApp number').focus();
  await page.getByLabel('WhatsApp number').blur();
  await pickTomorrow(page);
  await pickSlot(page, '12:00 EAT');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('the booking page loads no Firebase code before the parent confirms', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/book-class');
  await fillForm(page, { student: 'Amina', grade: '3-5', parent: 'Otieno', email: 'amina@example.com', countryCode: 'KE', phone: '' });
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
  for (const body of bodies) expect(body).not.toContain('firestore.googleapis.com');
});
