// The staff console end to end: Google sign-in through the Auth emulator, the claim granted
// with `npm run staff`, a booking made in another browser context appearing live, an
// outcome recorded, the CSV export, and an account without the claim seeing nothing.
import { test, expect, axe, desktop, phone } from '../support/e2e/fixtures';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs } from '../support/e2e/google-sign-in';
import { words as messages } from '../../src/i18n/en/messages';
import { nairobiDay } from '../support/e2e/booking-helpers';
import { words as staffMessages } from '../../src/i18n/en/console/staff';
import { staffCli, uniqueEmail } from '../support/e2e/staff-cli';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

const random = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/**
 * Books a trial through /api/book from a request context, in the latest slot with a seat:
 * the booking specs take the early days' slots, and seats are shared across the run.
 */
async function bookElsewhere(request: import('@playwright/test').APIRequestContext, studentName: string, parentName: string) {
  for (let day = 6; day >= 1; day -= 1) {
    const date = nairobiDay(day);
    const availability = await (await request.get(`/api/availability?date=${date}`)).json();
    if (availability.closed) continue;
    for (const [time, slot] of Object.entries(availability.slots as Record<string, { seats: number; taken: number }>).reverse()) {
      if (slot.taken >= slot.seats) continue;
      const res = await request.post('/api/book', {
        data: {
          studentName,
          studentGrade: '6-8',
          parentName,
          email: uniqueEmail('family'),
          phone: `0803${random(7)}`,
          countryCode: 'NG',
          date,
          time,
        },
      });
      const body = await res.json();
      if (res.status() === 200) return { id: body.id as string, date, time };
      if (body.status !== 'full') throw new Error(`book: ${res.status()} ${JSON.stringify(body)}`);
    }
  }
  throw new Error('no free seat in the window');
}

test('signed out: /staff offers Google sign-in, and its static HTML holds no data', async ({ page, request }) => {
  const html = await (await request.get('/staff')).text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('@example.com');
  expect(html).not.toContain('data-booking-id');
  await page.goto('/staff');
  await expect(page.getByRole('button', { name: messages.login.button })).toBeEnabled();
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
  }
});

test('no other page loads the console: its script and styles are on /staff only', async ({ request }) => {
  const staffHtml = await (await request.get('/staff')).text();
  // Listed on the page's after-paint loader, like every page's own scripts (src/integrations/lean-pages/after-paint.mjs).
  const src = /<script data-after-paint="[^"]*(\/_astro\/staff-console\.\w+\.js)/.exec(staffHtml)?.[1];
  expect(src).toBeTruthy();
  const script = await request.get(src!);
  expect(script.ok()).toBe(true);
  expect(await script.text()).toContain('onSnapshot');
  for (const path of ['/', '/book-class', '/login', '/dashboard', '/pricing', '/pay', '/donate', '/contact', '/about', '/faq']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('staff-console');
  }
});

test('a signed-in account without the claim sees "This area is for school staff." and no data', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/staff');
  await signInAs(page, uniqueEmail('parent'), 'Amina Otieno');
  await expect(page.getByText(staffMessages.notStaff)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-booking-id]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});

test('staff: granted with npm run staff, sees a booking from another browser appear live, marks it attended, exports it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('mentor');
  await page.goto('/staff');
  await signInAs(page, email, 'Baraka Mwangi');
  await expect(page.getByText(staffMessages.notStaff)).toBeVisible({ timeout: 20_000 });

  expect(await staffCli('grant', email)).toContain(`${email} is staff`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Classes' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');

  // Another family books in another browser while the console is open.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const booked = await bookElsewhere(elsewhere.request, 'Mũthoni', "Wanjiru Ng'ang'a");
  await elsewhere.close();
  const card = page.locator(`[data-booking-id="${booked.id}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.locator('[data-student]')).toContainText('Mũthoni');
  await expect(card).toContainText("Wanjiru Ng'ang'a");
  // A family in Lagos reads the class two hours earlier, in West Africa Time.
  const lagos = `${String(Number(booked.time.slice(0, 2)) - 2).padStart(2, '0')}:00 WAT for the family`;
  await expect(card).toContainText(`${booked.time} EAT Nairobi`);
  await expect(card).toContainText(lagos);
  const whatsapp = card.getByRole('link', { name: /^WhatsApp \+234803/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/234803\d{7}\?text=Hello%20Wanjiru%20Ng'ang'a%2C.*WAT%20\(\d\d%3A00%20in%20Nairobi\)\.$/,
  );

  for (const [size, name] of [
    [phone, 'staff-classes-360'],
    [desktop, 'staff-classes-1280'],
  ] as const) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/${name}.png`, fullPage: false });
  }

  await card.getByRole('button', { name: /^Attended/ }).click();
  await expect(card.locator('[data-status]')).toHaveText('Attended', { timeout: 20_000 });
  await expect(card.getByRole('button', { name: /^Attended/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of classes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^classes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const row = bytes
    .toString('utf8')
    .split('\r\n')
    .find((line) => line.endsWith(`,${booked.id}`));
  expect(row).toBeDefined();
  expect(row).toContain(`${booked.date},${booked.time},`);
  expect(row).toContain("Mũthoni,Grades 6 to 8,Wanjiru Ng'ang'a,");
  expect(row).toContain(",'+234803");
  expect(row).toContain(',Attended,');

  // The other sections render for staff too.
  await page.getByRole('link', { name: 'Seats' }).click();
  await expect(page.getByRole('heading', { name: /^Seats/ })).toBeVisible();
  // The booked seat shows on its slot, live from slots/{date}.
  await expect(page.locator(`[data-seat="${booked.date} ${booked.time}"] td`)).toContainText(/[12] of 2/);
  for (const [link, heading] of [
    ['Leads', 'Leads'],
    ['Payments', 'Payments and donations'],
    ['Reports', 'Progress reports'],
    ['Erase a family', 'Erase a family'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^${heading}`) })).toBeVisible();
  }
  await page.setViewportSize(phone);
  expect(await axe(page)).toEqual([]);
  await page.goto('/staff#leads');
  await expect(page.getByRole('heading', { name: /^Leads/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  // Phone-first: long emails wrap instead of pushing the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/staff-leads-360.png` });
  // The booking's lead, marked handled through staffAction; the list follows live.
  const lead = page.locator('[data-row-id]', { hasText: booked.id });
  await lead.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(lead.getByText('Handled', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(lead.getByRole('button', { name: /^Mark handled/ })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});
