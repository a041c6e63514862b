// POST /api/manage answers a refusal in the language the page asked in (the body's
// `language`), and in English when it names none we speak. Nothing here is stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { words as messages } from '../../../src/i18n/en/messages';
import { words as messagesSw } from '../../../src/i18n/sw/messages';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { post } from '../../support/functions/booking-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

// Shaped like a real link's token (43 characters), held by no booking.
const unknownToken = 'a'.repeat(43);

describe('manage refuses in the language of the request', () => {
  it('a link that leads nowhere, in Kiswahili when asked in Kiswahili', async () => {
    const reply = await post('manage', { token: unknownToken, action: 'view', language: 'sw' });
    expect(reply.http).toBe(404);
    expect(reply.body).toMatchObject({ status: 'not-found', message: messagesSw.manage.notFound });
  });

  it('the same link in English when asked in English, without a language, or in one we do not speak', async () => {
    for (const language of ['en', undefined, 'fr']) {
      const reply = await post('manage', { token: unknownToken, action: 'view', language });
      expect(reply.http).toBe(404);
      expect(reply.body.message).toBe(messages.manage.notFound);
    }
  });

  // A day gone by is refused by the request's reader, before any booking is read (a day past the
  // window is refused once the booking is found, against settings.yaml: book-refusals, change).
  it('a move to a day gone by and a signed-out owner, in Kiswahili too', async () => {
    const late = addDays(nairobiDate(new Date()), -1);
    const move = await post('manage', { token: unknownToken, action: 'reschedule', date: late, time: '10:00', language: 'sw' });
    expect(move.http).toBe(400);
    expect(move.body).toMatchObject({ field: 'date', message: messagesSw.booking.invalidDate });
    const owner = await post('manage', { bookingId: 'abcdefghij0123456789', action: 'view', language: 'sw' });
    expect(owner.http).toBe(401);
    expect(owner.body.message).toBe(messagesSw.manage.signIn);
  });
});
