// WhatsApp as a family receives it: book a trial from Lagos in the browser, and the
// messaging stand-in holds the WhatsApp confirmation with 08:00 WAT and 10:00 in Nairobi;
// a tap on "Change the time" answers with a link that opens the booking on /manage.
import { test, expect } from '../support/e2e/fixtures';
import { book, newParent, phones, storedByEmail } from '../support/e2e/booking-helpers';

const standin = process.env.MESSAGING_STANDIN_URL ?? 'http://127.0.0.1:5066';

interface StandinMessage {
  channel: string;
  to: string;
  template: string | null;
  parameters: string[];
  text: string;
  status: string;
}

async function messagesTo(to: string, match: (m: StandinMessage) => boolean): Promise<StandinMessage> {
  let found: StandinMessage | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${standin}/__standin/messages`)).json()) as StandinMessage[];
        found = all.find((m) => m.to === to && match(m));
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

test.setTimeout(180_000);

test('whatsapp: a trial booked from Lagos arrives on WhatsApp with 08:00 WAT and 10:00 Nairobi; "Change the time" answers with the manage link', async ({
  page,
}, testInfo) => {
  const parent = newParent('NG', 'Ngozi Okafor');
  const number = phones.NG().e164(parent.phone);
  // Day 2: booking.spec fills 10:00 Nairobi on day 5, and mail.spec books it on day 4.
  await book(page, parent, 2, '08:00 WAT');

  const confirmation = await messagesTo(number, (m) => m.template === 'trial_booked');
  expect(confirmation.channel).toBe('whatsapp');
  expect(confirmation.parameters[2]).toMatch(/^\w+ \d+ \w+, 08:00 WAT \(10:00 in Nairobi\)$/);
  expect(confirmation.text).toMatch(/08:00 WAT \(10:00 in Nairobi\)/);

  // The stand-in's page shows it to a person, as WhatsApp would.
  await page.goto(standin);
  await expect(page.getByText(`WhatsApp to ${number}`).first()).toBeVisible();
  await expect(page.getByText(/08:00 WAT \(10:00 in Nairobi\)/).first()).toBeVisible();

  const [booking] = await storedByEmail('bookings', parent.email);
  const tap = await fetch(`${standin}/__standin/reply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: number, payload: `change:${booking!.id}` }),
  });
  expect((await tap.json()).webhookStatus).toBe(200);
  const answer = await messagesTo(number, (m) => m.template === null && /\/manage#/.test(m.text));
  const link = /(https?:\/\/\S+\/manage#[A-Za-z0-9_-]{43})/.exec(answer.text)![1]!;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: "Baraka's free trial class" })).toBeVisible({ timeout: 30_000 });
  // The family can turn WhatsApp off right there.
  const whatsapp = page.getByLabel('WhatsApp messages about this class');
  await expect(whatsapp).toBeChecked();
  await whatsapp.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(whatsapp).not.toBeChecked();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('heading', { name: 'How we reach you' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('manage-channels-360.png') });
});
