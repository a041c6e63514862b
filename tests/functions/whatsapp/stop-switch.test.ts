// Only a WhatsApp number lifts its own STOP. Anyone can type a number into a booking, so the
// manage page's switch (the booking's link) turns WhatsApp on for that class but never
// lifts a STOP the number sent; START from the number does. The dashboard's switch is
// tested beside the family's other switches (enrollment-messages.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactId } from '../../../functions/src/notices/messages';
import { read } from '../../support/firestore';
import { bookingBody, family, post, tokenOf } from '../../support/functions/booking-helpers';
import { giveBack, openSlot } from '../../support/functions/challenge-helpers';
import { freshNumber, inbound, postWebhook } from '../../support/functions/whatsapp-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const madeIds: string[] = [];
afterAll(() => giveBack(madeIds), 120_000);

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

const stopped = async (number: string) => (await read(`contacts/${contactId(number)}`))?.whatsappOff;

describe('a STOP and the manage page', () => {
  it('switching WhatsApp on for a booking made with a stopped number keeps the STOP; START lifts it', async () => {
    const number = freshNumber();
    expect(await postWebhook(inbound(number, { type: 'text', text: { body: 'STOP' } }))).toBe(200);
    expect(await stopped(number)).toBe(true);

    // Someone books with that number (anyone can type it) and gets the booking's link.
    const slot = await openSlot();
    const made = await post('book', { ...bookingBody(slot.date, slot.time, family()), phone: `0${number.slice(4)}` });
    expect(made.http, JSON.stringify(made.body)).toBe(200);
    madeIds.push(String(made.body.id));
    expect(made.body.booking).toMatchObject({ whatsapp: number });
    const token = tokenOf(String(made.body.manageUrl));

    const on = await post('manage', { token, action: 'notify', notify: { whatsapp: true } });
    expect(on.http).toBe(200);
    expect(on.body.notify).toMatchObject({ whatsapp: false });
    expect(await stopped(number)).toBe(true);
    // Off works for anyone: it is only this booking's choice.
    const off = await post('manage', { token, action: 'notify', notify: { whatsapp: false } });
    expect(off.body.notify).toMatchObject({ whatsapp: false });
    expect(await post('manage', { token, action: 'notify', notify: { whatsapp: true } })).toMatchObject({ http: 200 });

    // The number itself says START: messages are on again, for this booking too.
    expect(await postWebhook(inbound(number, { type: 'text', text: { body: 'START' } }))).toBe(200);
    expect(await stopped(number)).toBe(false);
    const view = await post('manage', { token, action: 'view' });
    expect(view.body.notify).toMatchObject({ whatsapp: true });
  }, 180_000);
});
