// The waiting list as families walk it: a full trial slot offers "Tell me if a seat frees", a
// second family joins it from the booking form, the first cancels from its manage link, the
// seat stays held and the offer arrives on the WhatsApp stand-in, and its link books the seat
// in one tap, ending on /success.
import { test, expect } from '../support/e2e/fixtures';
import {
  SAVE_WAIT,
  book,
  fillForm,
  nairobiDay,
  newParent,
  phones,
  pickDay,
  seatsTaken,
  seedTaken,
  storedByEmail,
} from '../support/e2e/booking-helpers';

const standin = process.env.MESSAGING_STANDIN_URL ?? 'http://127.0.0.1:5066';

interface StandinMessage {
  to: string;
  template: string | null;
  parameters: string[];
}

async function offerTo(to: string): Promise<StandinMessage> {
  let found: StandinMessage | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${standin}/__standin/messages`)).json()) as StandinMessage[];
        found = all.find((m) => m.to === to && m.template === 'waitlist_offer');
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

test.setTimeout(180_000);

test('waitlist: a full slot, a family waiting, a cancellation, the offer on WhatsApp, one tap, /success', async ({ page }) => {
  // Day 5 at 16:00 Nairobi, which no other test books: one seat taken here, the other by the first family.
  const date = nairobiDay(5);
  await seedTaken(date, '16:00', 1);
  await book(page, newParent('KE', 'Akinyi Odhiambo'), 5, '16:00 EAT');
  const manage = (await page.getByRole('link', { name: 'Change or cancel this class' }).getAttribute('href'))!;
  expect(await seatsTaken(date, '16:00')).toBe(2);

  const waiting = newParent('KE', 'Wanjiru Kamau');
  await page.goto('/book-class');
  await fillForm(page, waiting);
  await pickDay(page, 5);
  await page.getByRole('button', { name: 'Tell me if a seat frees: 16:00 EAT' }).click();
  await page.getByRole('button', { name: 'Tell me if a seat frees', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are on the waiting list' })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page.getByText('Number 1 in line.')).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel('Parent email')).toHaveValue(waiting.email);

  await page.goto(manage);
  await page.getByRole('button', { name: 'Cancel this class' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(page.locator('[data-booking-status]')).toHaveText('Cancelled', { timeout: SAVE_WAIT });
  // The freed seat is held for the family waiting, not given back to the slot.
  expect(await seatsTaken(date, '16:00')).toBe(2);

  const offer = await offerTo(phones.KE().e164(waiting.phone));
  const link = offer.parameters[4]!;
  expect(link).toMatch(/\/waitlist#[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  await expect(page.getByText(/A seat is held for Baraka until/)).toBeVisible({ timeout: SAVE_WAIT });
  await page.getByRole('button', { name: 'Book this seat' }).click();
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });
  await expect(page.getByRole('heading', { name: 'Booking Successful!' })).toBeVisible();
  const [booked] = await storedByEmail('bookings', waiting.email);
  expect(booked!.data).toMatchObject({ date, time: '16:00', status: 'upcoming' });
  expect(await seatsTaken(date, '16:00')).toBe(2);
});
