// A family's messages in Kiswahili: a trial booked with the language `sw` (posted to /api/book
// as the Kiswahili booking page sends it) brings the mail in Kiswahili, its time read both
// ways, readable on a 360 px phone, and the WhatsApp confirmation under the `sw` template.
import { test, expect, axe, desktop, phone } from '../support/e2e/fixtures';
import { nairobiDay, storedByEmail } from '../support/e2e/booking-helpers';
import { words as familyLanguage } from '../../src/i18n/en/familyLanguage';
import { swahiliClockReading } from '../../src/i18n/swahili-clock';

const inbox = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';
const standin = process.env.MESSAGING_STANDIN_URL ?? 'http://127.0.0.1:5066';

interface Received {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { filename: string }[];
}
interface StandinMessage {
  to: string;
  template: string | null;
  language: string | null;
  parameters: string[];
  text: string;
}

/** Polls `url` until `pick` finds the item, and returns it. */
async function arrived<T>(url: string, pick: (all: T[]) => T | undefined): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        found = pick((await (await fetch(url)).json()) as T[]);
        return Boolean(found);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return found!;
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

test.setTimeout(180_000);

test('kiswahili messages: a trial booked in Kiswahili brings the Kiswahili mail and the sw WhatsApp template, the time read both ways', async ({
  request,
  browser,
}, testInfo) => {
  const email = `kiswahili-${Date.now()}@example.com`;
  const typed = `0712${digits(6)}`;
  const number = `+254${typed.slice(1)}`;
  // The latest slot with a seat: the booking specs take the early days' slots.
  let booked: { date: string; time: string } | null = null;
  for (let day = 6; day >= 1 && !booked; day -= 1) {
    const date = nairobiDay(day);
    const availability = await (await request.get(`/api/availability?date=${date}`)).json();
    if (availability.closed) continue;
    for (const [time, slot] of Object.entries(availability.slots as Record<string, { seats: number; taken: number }>).reverse()) {
      if (slot.taken >= slot.seats) continue;
      const res = await request.post('/api/book', {
        data: {
          studentName: 'Baraka',
          studentGrade: '3-5',
          parentName: 'Neema Mwangi',
          email,
          phone: typed,
          countryCode: 'KE',
          date,
          time,
          language: 'sw',
        },
      });
      if (res.status() === 200) {
        booked = { date, time };
        break;
      }
      expect((await res.json()).status).toBe('full');
    }
  }
  expect(booked).not.toBeNull();
  const { time } = booked!;
  const reading = swahiliClockReading(time);

  const mail = await arrived<Received>(`${inbox}/api/email`, (all) => all.find((m) => m.to.some((to) => to.address === email)));
  expect(mail.subject).toMatch(/^Darasa lako la majaribio \(bure\) limewekwa: /);
  expect(mail.subject).toContain(`${time} (${reading}) EAT`);
  expect(mail.text).toContain('Habari Neema Mwangi,');
  expect(mail.attachments?.map((a) => a.filename)).toEqual([`darasa-la-majaribio-${booked!.date}.ics`]);

  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await page.goto(`${inbox}/api/email/${mail.id}/html`);
  await expect(page.getByText(`${time} (${reading}) EAT`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Simamia nafasi uliyoweka' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('kiswahili-mail-360.png'), fullPage: true });

  const message = await arrived<StandinMessage>(`${standin}/__standin/messages`, (all) =>
    all.find((m) => m.to === number && m.template === 'trial_booked'),
  );
  expect(message.language).toBe('sw');
  expect(message.parameters[2]).toContain(`${time} (${reading}) EAT`);
  expect(message.text).toMatch(/^Habari Neema Mwangi, nafasi ya darasa la majaribio/);
  await page.goto(standin);
  await expect(page.getByText(/nafasi ya darasa la majaribio/).first()).toBeVisible();
  await page.setViewportSize(desktop);
  await page.screenshot({ path: testInfo.outputPath('kiswahili-whatsapp-1280.png') });

  // The mail's private link opens the booking, its language chosen; the family changes it there.
  const link = /(https?:\/\/\S+\/manage#\S+)/.exec(mail.text)![1]!;
  await page.goto(link);
  const choice = page.getByLabel(familyLanguage.label);
  await expect(choice).toHaveValue('sw', { timeout: 30_000 });
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`manage-language-${size.width}.png`) });
    expect(await axe(page)).toEqual([]);
  }
  await choice.selectOption('en');
  await expect(page.getByRole('status').filter({ hasText: familyLanguage.saved })).toBeVisible();
  await expect.poll(async () => (await storedByEmail('bookings', email))[0]?.data.language, { timeout: 30_000 }).toBe('en');
  await page.close();
});
