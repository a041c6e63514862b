// POST /api/book answers a refusal in the language the page asked in (the body's
// `language`), and in English when it names none we speak.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { messagesSw } from '../../../src/domain/messages.sw';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { bookingBody, post, slotSupply } from '../../support/functions/booking-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

// Nothing here is stored, so the slot may be one another file books.
const freshSlot = slotSupply([4]);

describe('book refuses in the language of the request', () => {
  const { date, time } = freshSlot();
  const badPhone = { ...bookingBody(date, time), phone: '12' };

  it('a wrong WhatsApp number, in Kiswahili when asked in Kiswahili', async () => {
    const reply = await post('book', { ...badPhone, language: 'sw' });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({ status: 'invalid', field: 'phone', message: messagesSw.booking.invalidPhone('Kenya') });
  });

  it('the same number in English when asked in English, without a language, or in one we do not speak', async () => {
    for (const language of ['en', undefined, 'fr', 42]) {
      const reply = await post('book', { ...badPhone, language });
      expect(reply.http).toBe(400);
      expect(reply.body).toEqual({ status: 'invalid', field: 'phone', message: messages.booking.invalidPhone('Kenya') });
    }
  });

  it('a day outside the window and a bad email, in Kiswahili too', async () => {
    const late = await post('book', { ...bookingBody(addDays(nairobiDate(new Date()), 7), time), language: 'sw' });
    expect(late.body).toEqual({ status: 'invalid', field: 'date', message: messagesSw.booking.invalidDate });
    const email = await post('book', { ...bookingBody(date, time), email: 'amina@example', language: 'sw' });
    expect(email.body).toEqual({ status: 'invalid', field: 'email', message: messagesSw.email.invalid });
  });
});
