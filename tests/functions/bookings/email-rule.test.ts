// The email rule on the server: /api/book and /api/message refuse an address that is not
// one plain mailbox (a display name, a list, a quoted part), with the form's own words,
// and store nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, bookingBody, family, post, slotSupply } from '../../support/functions/booking-helpers';
import { where } from '../../support/firestore';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const freshSlot = slotSupply([5]);
const tag = () => Math.random().toString(36).slice(2, 9);

const notOneMailbox = (who: string): [string, string][] => [
  [`Bob<${who}@example.com>`, '"<"'],
  [`${who}@example.com,other@example.com`, '",": please give one address only'],
  [`victim,${who}@example.com`, '",": please give one address only'],
  [`a;${who}@example.com`, '";": please give one address only'],
  [`"${who}"@example.com`, 'quotation marks'],
  [`${who}(x)@example.com`, '"("'],
];

beforeAll(async () => {
  await warmUp('bookings');
}, WARM_UP_MS);

describe('addresses that are not one mailbox', () => {
  it('/api/book refuses each, naming the character, and books nothing', async () => {
    const { date, time } = freshSlot();
    for (const [email, named] of notOneMailbox(`fam${tag()}`)) {
      const answer = await post('book', { ...bookingBody(date, time, family()), email });
      expect(answer.http, email).toBe(400);
      expect(answer.body).toMatchObject({
        status: 'invalid',
        field: 'email',
        message: `Enter a valid email address. It cannot contain ${named}.`,
      });
      expect((await adminDb().collection('bookings').where('email', '==', email).get()).size).toBe(0);
    }
  });

  it('/api/message refuses each, for the contact form and the questions box, and stores nothing', async () => {
    for (const [email, named] of notOneMailbox(`msg${tag()}`)) {
      const message = `Enter a valid email address. It cannot contain ${named}.`;
      const contact = await post('message', {
        kind: 'contact',
        firstName: 'Amina',
        lastName: 'Otieno',
        phone: '',
        email,
        company: '',
        message: 'Hello',
      });
      expect(contact.http, email).toBe(400);
      expect(contact.body).toMatchObject({ status: 'invalid', field: 'email', message });
      const question = await post('message', { kind: 'question', email });
      expect(question.http, email).toBe(400);
      expect(question.body).toMatchObject({ status: 'invalid', field: 'email', message });
      expect(await where('contactMessages', 'email', email)).toHaveLength(0);
      expect(await where('questions', 'email', email)).toHaveLength(0);
    }
  });
});
