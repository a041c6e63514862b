// Google sign-in and the parent's dashboard, end to end: the real Auth SDK popup flow
// against the Auth emulator's account chooser, bookings in the Firestore emulator under
// the real rules. Only Google's unreachable gapi script is replaced (see gapi-standin.ts).
import type { Page } from '@playwright/test';
import { test, expect, axe, desktop, phone, projectId } from '../support/e2e/fixtures';
import { phones, seedBooking, storedByEmail } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { uidOf } from '../support/e2e/google-sign-in';
import { words as messages } from '../../src/i18n/en/messages';

// The Firestore emulator compiles the rules on its first request, which can take many
// seconds on a busy machine; pay that once here rather than inside a test's expectations.
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  await fetch(`http://${host}/v1/projects/${projectId}/databases/(default)/documents/bookings/warm-up`).catch(() => {});
});

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

/** Every alert, confirm and prompt of the page (and its frames), accepted and recorded. */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

function newParent() {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return { name: 'Amina Otieno', email: `amina.${tag}@example.com` };
}

const signInButton = (page: Page) => page.getByRole('button', { name: messages.login.button });

/** Presses "Sign in with Google" and returns the emulator's account chooser popup. */
async function openChooser(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await signInButton(page).click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

/** Signs in through the chooser: a new account the first time, the listed one after. */
async function signInWith(page: Page, parent: { name: string; email: string }, { existing = false } = {}) {
  const popup = await openChooser(page);
  // The popup closes itself once the SDK has the result, which can end a click early.
  if (existing) {
    await popup
      .locator('.js-reuse-account', { hasText: parent.email })
      .click()
      .catch(() => {});
  } else {
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(parent.email);
    await popup.locator('#display-name-input').fill(parent.name);
    await popup
      .locator('#sign-in')
      .click()
      .catch(() => {});
  }
}

test('a new parent signs in, is welcomed, books prefilled, sees every booking on the dashboard, and cancels the upcoming one', async ({
  page,
}, info) => {
  // Sign-in twice, a booking, the dashboard's query and a cancel through a function that
  // may start cold: minutes on a busy machine.
  test.setTimeout(360_000);
  const dialogs = recordDialogs(page);
  const parent = newParent();

  await page.goto('/login');
  await expect(page.getByText('Learn. Build. Succeed.')).toBeVisible();
  await expect(page.getByRole('link', { name: messages.login.backToWebsite })).toHaveAttribute('href', '/');

  await signInWith(page, parent);
  await page.waitForURL(/\/book-class$/);
  expect(dialogs).toEqual([messages.login.welcome(parent.name)]);

  // The booking form is prefilled from the Google account (once the Auth SDK has loaded and
  // restored the session, which takes a while on a busy machine).
  await expect(page.getByLabel('Parent name')).toHaveValue(parent.name, { timeout: 30_000 });
  await expect(page.getByLabel('Parent email')).toHaveValue(parent.email);

  // A parent in Lagos books tomorrow's 11:00 class (09:00 WAT).
  await page.getByLabel('Student name').fill('Chidi');
  await page.getByLabel('Grade', { exact: true }).selectOption('6-8');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('WhatsApp number').fill(phones.NG().typed);
  await page.getByRole('group', { name: 'Choose a day' }).getByRole('radio').nth(1).check({ force: true });
  await page
    .getByRole('group', { name: 'Choose a time' })
    .getByRole('radio', { name: /^09:00 WAT/ })
    .check({ force: true });
  await page.getByRole('button', { name: messages.booking.confirm }).click();
  await page.waitForURL(/\/success$/, { timeout: 90_000 });

  // The booking carries the parent's uid, taken by the function from the ID token.
  const uid = await uidOf(parent.email);
  const stored = await storedByEmail('bookings', parent.email);
  expect(stored.map((b) => b.data.parentUid)).toEqual([uid]);

  // An earlier class of the same parent, long past, seeded straight into the database.
  await seedBooking(`past${uid.slice(0, 16)}`, {
    studentName: 'Ada',
    studentGrade: '3-5',
    parentName: parent.name,
    email: parent.email,
    whatsapp: '+2348030000000',
    country: { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
    date: '2025-01-06',
    time: '10:00',
    type: 'trial',
    status: 'upcoming',
    parentUid: uid,
  });

  // Signing in again goes straight to the dashboard, with no alert.
  await page.goto('/login');
  await signInWith(page, parent, { existing: true });
  await page.waitForURL(/\/dashboard$/);
  expect(dialogs).toHaveLength(1);

  // Auth restores the session, then Firestore answers the query: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Hello, Amina!' })).toBeVisible({ timeout: 30_000 });
  // Both bookings, each once, under its child (the family made each child from the booking);
  // the upcoming one's child first; the past one marked past, with no actions.
  await expect(page.locator('[data-family="ready"]')).toBeAttached({ timeout: 60_000 });
  const cards = page.locator('[data-booking]');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText("Chidi's free trial class");
  await expect(page.locator('[data-child="Chidi"]')).toContainText('Grades 6 to 8');
  await expect(page.locator('[data-child="Chidi"] [data-booking]')).toHaveCount(1);
  await expect(cards.nth(0).locator('[data-booking-status]')).toHaveText('Upcoming');
  await expect(cards.nth(0).getByText('Your time (Nigeria)')).toBeVisible();
  await expect(cards.nth(0).locator('[data-class-local]')).toContainText('09:00 WAT');
  await expect(cards.nth(0).locator('[data-class-nairobi]')).toContainText('11:00 EAT');
  await expect(cards.nth(1).getByRole('heading')).toHaveText("Ada's free trial class");
  await expect(cards.nth(1).locator('[data-booking-status]')).toHaveText('Past');
  await expect(cards.nth(1).getByRole('button')).toHaveCount(0);
  await expect(cards.nth(0).getByRole('button', { name: 'Change or cancel' })).toBeVisible();

  // Sign-in started the site's own session: a cookie scripts cannot read, sent to /api/session only.
  expect((await page.context().cookies()).find((c) => c.name === '__session')).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/api/session',
  });
  // The dashboard shows the bookings from that session alone: with Auth's server never
  // answering, the page's head still asks /api/session and the bookings appear.
  const peek = await page.context().newPage();
  await peek.route('**/identitytoolkit.googleapis.com/**', () => {});
  await peek.goto('/dashboard');
  await expect(peek.locator('[data-booking]')).toHaveCount(2, { timeout: 30_000 });
  await peek.close();

  // "Add to calendar" downloads the class as an .ics file.
  const download = page.waitForEvent('download');
  await cards.nth(0).getByRole('link', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^trial-class-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(ics).toString('utf8');
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toMatch(/DTSTART:\d{8}T080000Z/); // 11:00 Nairobi is 08:00 UTC

  await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);

  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`dashboard-${size.width}.png`), fullPage: true });
  }

  // The upcoming class is cancelled from the dashboard, as its owner.
  await cards.nth(0).getByRole('button', { name: 'Change or cancel' }).click();
  expect(await axe(page)).toEqual([]);
  await cards.nth(0).getByRole('button', { name: 'Cancel this class' }).click();
  await cards.nth(0).getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(cards.nth(0).getByText(messages.manage.cancelledNow)).toBeVisible({ timeout: 150_000 });
  await expect(page.locator('[data-booking-status]').filter({ hasText: 'Cancelled' })).toHaveCount(1);

  // Signing out shows the sign-in prompt, and stays signed out after a reload.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(page.locator('[data-booking]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('jc:signed-in'))).toBeNull();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__session');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('[data-booking]')).toHaveCount(0);
});

test('a signed-in parent without a booking is invited to book', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = recordDialogs(page);
  const parent = newParent();
  await page.goto('/login');
  await signInWith(page, parent);
  await page.waitForURL(/\/book-class$/);
  expect(dialogs).toEqual([messages.login.welcome(parent.name)]);

  // A device whose session cookie is gone (one signed in before sessions existed, or expired)
  // is still signed in with Auth: the dashboard starts the session again from it.
  await page.context().clearCookies();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'No trial class booked yet' })).toBeVisible({ timeout: 30_000 });
  expect((await page.context().cookies()).map((c) => c.name)).toContain('__session');
  await expect(page.getByRole('link', { name: 'Book a free trial class' })).toHaveAttribute('href', '/book-class');
  expect(await axe(page)).toEqual([]);
});

test('a closed popup shows "Sign-in failed: …" and the button works again', async ({ page }) => {
  test.setTimeout(60_000);
  const dialogs = recordDialogs(page);
  await page.goto('/login');

  const popup = await openChooser(page);
  // Busy while the popup is open.
  const busy = page.getByRole('button', { name: messages.login.signingIn });
  await expect(busy).toBeDisabled();
  await popup.close();

  await expect(signInButton(page)).toBeEnabled({ timeout: 20_000 });
  expect(dialogs).toHaveLength(1);
  expect(dialogs[0]).toMatch(/^Sign-in failed: Firebase: .*\(auth\/popup-closed-by-user\)\.?$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a network failure during sign-in shows the SDK error, and a retry succeeds', async ({ page, context }) => {
  test.setTimeout(90_000);
  const dialogs = recordDialogs(page);
  const parent = newParent();
  // The emulator's sign-in endpoint is unreachable for the first attempt only.
  let failNext = true;
  await context.route('**/accounts:signInWithIdp*', (route) => {
    if (failNext) {
      failNext = false;
      return route.abort('internetdisconnected');
    }
    return route.fallback();
  });

  await page.goto('/login');
  await signInWith(page, parent);
  await expect(signInButton(page)).toBeEnabled({ timeout: 20_000 });
  expect(dialogs).toHaveLength(1);
  expect(dialogs[0]).toMatch(/^Sign-in failed: Firebase: .*\(auth\/network-request-failed\)\.?$/);

  await signInWith(page, parent);
  await page.waitForURL(/\/book-class$/);
  expect(dialogs[1]).toBe(messages.login.welcome(parent.name));
});

test('/dashboard when not signed in asks the parent to sign in, and loads no Firebase', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  const firebaseHosts: string[] = [];
  page.on('request', (request) => {
    if (/identitytoolkit|securetoken|firestore|:9099|:8080/.test(request.url())) firebaseHosts.push(request.url());
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  // The loading card is in the HTML for a device that signed in; here it is never shown.
  await expect(page.getByText('Loading your dashboard')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(firebaseHosts).toEqual([]);
  // The Auth SDK and Firestore Lite name their Google API hosts; neither was downloaded.
  expect(scripts.some((s) => s.includes('identitytoolkit.googleapis.com'))).toBe(false);
  expect(scripts.some((s) => s.includes('firestore.googleapis.com'))).toBe(false);

  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
  }
});

test('/login has no axe violations, on a phone and on a desktop', async ({ page }) => {
  await page.goto('/login');
  await expect(signInButton(page)).toBeEnabled();
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
  }
});
