// A family that booked in Kiswahili gets its WhatsApp message with the `sw` template (the
// Cloud API's language code) and its mail in Kiswahili, each time read both ways; SIMAMISHA
// stops WhatsApp as STOP does and ANZA starts it again; a typed NITAKUWEPO confirms the
// number's next class. Against the emulators, MailDev and the messaging stand-in.
import { formatInTimeZone } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactId } from '../../../functions/src/notices/messages';
import { swahiliTime } from '../../../src/domain/i18n/swahili-clock';
import { classTimeSw } from '../../../src/domain/mail/sw-words';
import { addDays, nairobiDate, SLOTS } from '../../../src/domain/slots';
import { read } from '../../support/firestore';
import { availabilityOf, bookingBody, bookingDoc, family, post } from '../../support/functions/booking-helpers';
import { attachment, sentTo, waitForMail } from '../../support/functions/mail-helpers';
import { freshNumber, reply, storedBooking, waitForReceived } from '../../support/functions/whatsapp-helpers';
import { until } from '../../support/functions/wait';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

/** A free seat on day 6, from its last slots (as whatsapp.test.ts does on day 5). */
async function freshSlot(): Promise<{ date: string; time: string }> {
  const date = addDays(nairobiDate(new Date()), 6);
  const day = (await availabilityOf(date)).body as { slots: Record<string, { seats: number; taken: number }> };
  const time = [...SLOTS].reverse().find((t) => day.slots[t] && day.slots[t].taken < day.slots[t].seats);
  if (!time) throw new Error(`no free seat left on ${date}`);
  return { date, time };
}

describe('a booking made in Kiswahili', () => {
  it('sends the sw WhatsApp template and the Kiswahili mail, each with the time read both ways', async () => {
    const slot = await freshSlot();
    const who = family();
    const n = freshNumber().slice(-7);
    const lagos = { ...who, phone: `0803${n}`, whatsapp: `+234803${n}` };
    const answer = await post('book', { ...bookingBody(slot.date, slot.time, lagos), countryCode: 'NG', language: 'sw' });
    expect(answer.http).toBe(200);
    const when = classTimeSw(slot.date, slot.time, 'Africa/Lagos');

    const [message] = await waitForReceived((m) => m.to === lagos.whatsapp, 1, 90_000);
    expect(message!.template).toBe('trial_booked');
    expect(message!.language).toBe('sw');
    expect(message!.parameters[2]).toBe(when.local);
    expect(message!.parameters[2]).toMatch(/\d\d:00 \(saa [a-z ]+\) WAT$/);
    expect(message!.parameters[3]).toBe(`${swahiliTime(slot.time)} EAT`);
    expect(message!.text).toContain('kwa saa za Nairobi');
    expect(message!.text).not.toContain('is booked');

    const [mail] = await waitForMail((m) => sentTo(m, lagos.email), 1, 90_000);
    expect(mail!.subject).toContain('Darasa lako la majaribio');
    expect(mail!.text).toContain(when.full);
    expect(mail!.text).toContain(`Nairobi: ${swahiliTime(slot.time)}`);
    expect(mail!.html).toContain('<html lang="sw">');
    const ics = await attachment(mail!, `darasa-la-majaribio-${slot.date}.ics`);
    expect(ics).toContain('SUMMARY:Darasa la majaribio');
  });
});

const stopped = async (number: string) => (await read(`contacts/${contactId(number)}`))?.whatsappOff;

describe('replies in Kiswahili', () => {
  it('SIMAMISHA stops WhatsApp as STOP does, answered in Kiswahili; ANZA turns it back on', async () => {
    const from = freshNumber();
    await reply(from, { text: 'Simamisha' });
    await until('the number to be stopped', async () => (await stopped(from)) === true, { timeoutMs: 60_000 });
    const [stop] = await waitForReceived((m) => m.to === from, 1, 60_000);
    expect(stop!.text).toMatch(/Hutapokea tena ujumbe wa WhatsApp/);
    expect(stop!.text).toContain('ANZA');

    await reply(from, { text: 'ANZA' });
    await until('the number to be on again', async () => (await stopped(from)) === false, { timeoutMs: 60_000 });
    const answers = await waitForReceived((m) => m.to === from, 2, 60_000);
    expect(answers.some((m) => /umewashwa tena/.test(m.text))).toBe(true);
  });

  it("a typed NITAKUWEPO confirms the number's next class, and says so in Kiswahili", async () => {
    const from = freshNumber();
    const start = new Date(Date.now() + 20 * 3_600_000);
    const date = nairobiDate(start);
    const time = formatInTimeZone(start, 'Africa/Nairobi', 'HH:00');
    const id = await storedBooking(from, date, time, { language: 'sw' });
    await reply(from, { text: 'NITAKUWEPO' });
    await until('the class to be confirmed', async () => (await bookingDoc(id)).get('confirmation') !== undefined, {
      timeoutMs: 60_000,
    });
    expect((await bookingDoc(id)).get('confirmation')).toMatchObject({ via: 'whatsapp', date, time });
    const [answer] = await waitForReceived((m) => m.to === from, 1, 60_000);
    expect(answer!.text).toMatch(/tumeandika kwamba utakuwepo/);
  });
});
