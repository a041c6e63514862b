// A parent books a free trial in Kiswahili from /sw/book-class: the form, its refusal of a
// wrong WhatsApp number and the booked class on /sw/success are all in Kiswahili, with the
// class time read both ways; the request named its language. axe passes at 360 and 1280.
import { test, expect, axe, phone as phoneViewport, desktop } from '../support/e2e/fixtures';
import { SAVE_WAIT, phones, pickDay, pickSlot, storedByEmail, unique } from '../support/e2e/booking-helpers';
import { words as messagesSw } from '../../src/i18n/sw/messages';
import { words as bookingWordsSw } from '../../src/i18n/sw/booking';
import { words as successWordsSw } from '../../src/i18n/sw/success';
import { swahiliTime } from '../../src/i18n/swahili-clock';

test.describe.configure({ timeout: 150_000 });

const w = bookingWordsSw;

for (const [size, viewport] of [
  ['360', phoneViewport],
  ['1280', desktop],
] as const) {
  test(`a parent books in Kiswahili at ${size}, after a Kiswahili refusal of a wrong number`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `e2e-sw-${unique()}@example.com`;
    const number = phones.KE();
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/book')) bodies.push(request.postDataJSON() as Record<string, unknown>);
    });
    await page.goto('/sw/book-class');
    await expect(page.getByRole('group', { name: w.days.legend }).getByRole('radio')).toHaveCount(7);
    await page.getByLabel(w.fields.studentName).fill('Baraka Otieno');
    await page.getByLabel(w.fields.grade).selectOption('3-5');
    await page.getByLabel(w.fields.parentName).fill('Neema Otieno');
    await page.getByLabel(w.fields.email).fill(email);
    await page.getByLabel(w.fields.country).selectOption('KE');
    // A number too short for Kenya: refused in Kiswahili once the field is left, Confirm stays off.
    const whatsapp = page.getByLabel(w.fields.phone);
    await whatsapp.fill('0712 34');
    await whatsapp.blur();
    await expect(page.getByText(messagesSw.booking.invalidPhone('Kenya'))).toBeVisible();
    await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    const confirm = page.getByRole('button', { name: messagesSw.booking.confirm });
    await expect(confirm).toBeDisabled();

    await whatsapp.fill(number.typed);
    await expect(page.getByText(messagesSw.booking.invalidPhone('Kenya'))).toHaveCount(0);
    await pickDay(page, 3, w.days.legend);
    await pickSlot(page, swahiliTime('15:00') + ' EAT', w.times.legend);
    const summary = page.getByRole('complementary', { name: w.summary.title });
    await expect(summary).toContainText(swahiliTime('15:00'));
    await expect(summary).not.toContainText(/Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/);
    expect(await axe(page)).toEqual([]);
    if (size === '360') await page.screenshot({ path: 'test-results/kiswahili-booking-360.png', fullPage: true });
    else await page.screenshot({ path: 'test-results/kiswahili-booking-1280.png', fullPage: true });
    await confirm.click();

    await page.waitForURL('**/sw/success', { timeout: SAVE_WAIT });
    await expect(page.getByRole('heading', { name: successWordsSw.title('Baraka Otieno') })).toBeVisible();
    await expect(page.locator('[data-booked-when]')).toContainText(swahiliTime('15:00'));
    // Focus on the link holds the page's countdown home while axe looks.
    await page.getByRole('link', { name: successWordsSw.change }).focus();
    expect(await axe(page)).toEqual([]);
    expect(bodies.at(-1)).toMatchObject({ language: 'sw', email });
    expect(await storedByEmail('bookings', email)).toHaveLength(1);
  });
}
