// The proof of work follows the address that books (docs/security.md, "Booking abuse"): a
// parent whose address changes between the form's challenge and Confirm (a mobile network)
// to one that owes more work still books, because the form asks for a challenge again by
// itself. The page's requests carry the addresses Hosting would pass on (X-Forwarded-For).
import { test, expect } from '../support/e2e/fixtures';
import { SAVE_WAIT, confirm, fillForm, newParent, pickDay, pickSlot, storedByEmail } from '../support/e2e/booking-helpers';
import { read, writeDoc } from '../support/firestore';
import { addressId } from '../../functions/src/abuse/address';
import { CHEAP_BOOKINGS } from '../../functions/src/abuse/policy';

test.describe.configure({ timeout: 150_000 });

const n = () => Math.floor(Math.random() * 254) + 1;
const documentationAddress = () => `203.0.${n()}.${n()}`;

test('booking from a busier address than the one the challenge came from: the form asks again and books', async ({ page }) => {
  const fresh = documentationAddress();
  const busy = documentationAddress();
  // The busy address stored a few bookings today, so it owes more than the base work.
  const now = Date.now();
  await writeDoc(`addressBookings/${addressId(busy)}`, {
    at: Array.from({ length: CHEAP_BOOKINGS }, (_, i) => now - (i + 1) * 60_000),
  });
  // The first challenge comes from the fresh address; everything after from the busy one.
  let challenges = 0;
  await page.route('**/api/challenge', (route) => {
    const from = challenges++ === 0 ? fresh : busy;
    return route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': from } });
  });
  const answers: number[] = [];
  await page.route('**/api/book', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'x-forwarded-for': busy } });
    answers.push(response.status());
    await route.fulfill({ response });
  });

  const parent = newParent('KE', 'Neema Wambui');
  await page.goto('/book-class');
  await fillForm(page, parent);
  await pickDay(page, 2);
  await pickSlot(page, '12:00 EAT');
  await confirm(page).click();
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });
  expect(answers).toEqual([403, 200]);
  expect(challenges).toBe(2);
  const [stored] = await storedByEmail('bookings', parent.email);
  // The address is kept apart from the booking, for the abuse window only (docs/security.md).
  expect(await read(`bookingAddresses/${stored!.id}`)).toMatchObject({ address: busy });
});
