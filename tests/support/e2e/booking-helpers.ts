// Shared steps of the booking tests: filling the form as a parent does, numbers no other
// test uses (one trial per family), and the emulator's slots/bookings read and seeded
// straight through its REST API (bypassing rules).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { read, where, writeDoc } from '../firestore';

// Nairobi is UTC+3 all year. Worked out here rather than imported from src/domain, so the
// tests check the app against an independent computation.
export const NAIROBI_MS = 3 * 3_600_000;
/** The Nairobi date `days` after today, YYYY-MM-DD. */
export const nairobiDay = (days: number) => new Date(Date.now() + NAIROBI_MS + days * 86_400_000).toISOString().slice(0, 10);
/** The instant a Nairobi date and HH:MM start. */
export const nairobiInstant = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - NAIROBI_MS);

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A valid mobile number of each country, different on every call. */
export const phones = {
  KE: () => ({ typed: `0712 ${digits(6)}`, e164: (t: string) => `+254${t.replace(/\D/g, '').slice(1)}` }),
  NG: () => ({ typed: `0803 ${digits(7)}`, e164: (t: string) => `+234${t.replace(/\D/g, '').slice(1)}` }),
  ZA: () => ({ typed: `082 ${digits(7)}`, e164: (t: string) => `+27${t.replace(/\D/g, '').slice(1)}` }),
  TZ: () => ({ typed: `0754 ${digits(6)}`, e164: (t: string) => `+255${t.replace(/\D/g, '').slice(1)}` }),
  UG: () => ({ typed: `0772 ${digits(6)}`, e164: (t: string) => `+256${t.replace(/\D/g, '').slice(1)}` }),
};

export interface Parent {
  student: string;
  grade: string;
  parent: string;
  email: string;
  countryCode: string;
  phone: string;
}

export function newParent(countryCode: keyof typeof phones = 'KE', name = 'Wanjiru Kamau'): Parent {
  return {
    student: 'Baraka',
    grade: '3-5',
    parent: name,
    email: `e2e-${unique()}@example.com`,
    countryCode,
    phone: phones[countryCode]().typed,
  };
}

export async function fillForm(page: Page, p: Parent) {
  // The date strip's seven days are in the server's HTML (as offsets until the island reads
  // the parent's clock).
  await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('radio')).toHaveCount(7);
  await page.getByLabel('Student name').fill(p.student);
  await page.getByLabel('Grade').selectOption(p.grade);
  await page.getByLabel('Parent name').fill(p.parent);
  await page.getByLabel('Parent email').fill(p.email);
  await page.getByLabel('Country').selectOption(p.countryCode);
  await page.getByLabel('WhatsApp number').fill(p.phone);
}

// The radios are visually hidden behind their labels' chips: press the chip, as a parent does.
export async function pickDay(page: Page, days: number, group = 'Choose a day') {
  const strip = page.getByRole('group', { name: group });
  await strip.locator('label').nth(days).click();
  await expect(strip.getByRole('radio').nth(days)).toBeChecked();
}

export async function pickSlot(page: Page, name: string, group = 'Choose a time') {
  const row = page.getByRole('group', { name: group });
  await row
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect(row.getByRole('radio', { name, exact: true })).toBeChecked();
}

export const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm Booking' });

/** Books a class through the form and waits for /success. */
export async function book(page: Page, p: Parent, days: number, slot: string) {
  await page.goto('/book-class');
  await fillForm(page, p);
  await pickDay(page, days);
  await pickSlot(page, slot);
  await confirm(page).click();
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });
}

// The functions and the Firestore emulator answer their first requests slowly on a busy
// machine (cold start, rules compilation): saving gets a generous wait.
export const SAVE_WAIT = 90_000;

/** The documents of `collection` with this email, each as its id and plain data. */
export async function storedByEmail(collection: string, email: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
  return (await where(collection, 'email', email)).map(({ id, ...data }) => ({ id: String(id), data }));
}

/** Seats taken at a Nairobi date and slot, as slots/{date} holds them. */
export async function seatsTaken(date: string, time: string): Promise<number> {
  return (await read<{ taken?: Record<string, number> }>(`slots/${date}`))?.taken?.[time] ?? 0;
}

/** Fills a slot (or sets any count) straight in the emulator, leaving the day's other slots alone. */
export async function seedTaken(date: string, time: string, count: number) {
  await writeDoc(`slots/${date}`, { taken: { [time]: count } }, { merge: [`taken.\`${time}\``] });
}

/** Writes a booking document straight into the emulator (e.g. a class long past). */
export async function seedBooking(id: string, fields: Record<string, string | Record<string, string>>) {
  await writeDoc(`bookings/${id}`, { ...fields, createdAt: new Date() });
}
