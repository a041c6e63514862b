// Retention against the emulators: every document of personal data the functions create
// carries the `expiresAt` its collection's TTL policy deletes it by (src/domain/retention.ts),
// and a rescheduled booking's moves with its class. tests/unit/domain/retention.test.ts checks the
// policies themselves are declared for each of these collections.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, UNKNOWN_REFERENCE_SECONDS, type LimitName } from '../../../functions/src/platform/rate-limit';
import { bookingExpiresAt, mailExpiresAt, messageExpiresAt } from '../../../src/domain/retention';
import { addDays, nairobiDate, SLOTS } from '../../../src/domain/slots';
import { admin, adminDb, bookingBody, family, post, takenAt, tokenOf } from '../../support/functions/booking-helpers';
import { uniqueReference, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { waitForDelivery } from '../../support/functions/mail-helpers';
import { clientAddress } from '../../support/firestore';
import { familyLockIds } from '../../../functions/src/bookings/token';

type Timestamp = InstanceType<typeof admin.Timestamp>;
const ms = (value: unknown) => (value as Timestamp).toMillis();
const MINUTE = 60_000;

/** Free class times late in the window (other files take theirs from the start of each day). */
async function freeSlots(count: number): Promise<{ date: string; time: string }[]> {
  const found: { date: string; time: string }[] = [];
  for (const day of [3, 4, 5]) {
    const date = addDays(nairobiDate(new Date()), day);
    for (const time of [...SLOTS].reverse()) {
      if ((await takenAt(date, time)) === 0) found.push({ date, time });
      if (found.length === count) return found;
    }
  }
  throw new Error('not enough free class times on days 3 to 5');
}

async function one(collection: string, field: string, value: string) {
  const snap = await adminDb().collection(collection).where(field, '==', value).get();
  expect(snap.size, `${collection} where ${field} == ${value}`).toBeGreaterThan(0);
  return snap.docs.map((doc) => doc.data());
}

beforeAll(async () => {
  await warmUp('bookings');
}, WARM_UP_MS);

describe('every document of personal data carries its expiresAt', () => {
  it('a booking two years after its class (moved with it), its family keys with it, its lead a year, its mail 30 days after delivery', async () => {
    const [slot, later] = await freeSlots(2);
    const who = family();
    const before = Date.now();
    const answer = await post('book', bookingBody(slot!.date, slot!.time, who));
    expect(answer.http).toBe(200);
    const id = answer.body.id as string;

    const booking = (await adminDb().collection('bookings').doc(id).get()).data()!;
    expect(ms(booking.expiresAt)).toBe(bookingExpiresAt(slot!.date, slot!.time));
    const keys = familyLockIds(booking.email as string, booking.whatsapp as string);
    for (const key of [keys.email, keys.whatsapp]) {
      const lock = (await adminDb().collection('familyLocks').doc(key).get()).data()!;
      expect(lock.children).toBeDefined();
      expect(ms(lock.expiresAt)).toBe(ms(booking.expiresAt));
    }
    const [lead] = await one('trialLeads', 'bookingId', id);
    expect(ms(lead!.expiresAt)).toBeGreaterThanOrEqual(messageExpiresAt(before));
    expect(ms(lead!.expiresAt)).toBeLessThanOrEqual(messageExpiresAt(Date.now()));

    const mailId = `booking-${id}-booked`;
    const queued = (await adminDb().collection('mail').doc(mailId).get()).data()!;
    expect(ms(queued.expiresAt)).toBeGreaterThanOrEqual(mailExpiresAt(before));
    await waitForDelivery(mailId, 'SUCCESS', 60_000);
    const sent = (await adminDb().collection('mail').doc(mailId).get()).data()!;
    const ended = ms(sent.delivery.endTime);
    expect(Math.abs(ms(sent.expiresAt) - mailExpiresAt(ended))).toBeLessThan(MINUTE);

    const token = tokenOf(answer.body.manageUrl);
    expect((await post('manage', { token, action: 'reschedule', ...later })).http).toBe(200);
    const moved = (await adminDb().collection('bookings').doc(id).get()).data()!;
    expect(ms(moved.expiresAt)).toBe(bookingExpiresAt(later!.date, later!.time));
  });

  it('a contact message and a question a year after they arrived', async () => {
    const tag = Math.random().toString(36).slice(2, 9);
    const contactEmail = `keep-c-${tag}@example.com`;
    const questionEmail = `keep-q-${tag}@example.com`;
    const before = Date.now();
    const contact = await post('message', {
      kind: 'contact',
      firstName: 'Amina',
      lastName: 'Otieno',
      phone: '',
      email: contactEmail,
      company: '',
      message: 'Hello',
    });
    expect(contact.http).toBe(200);
    expect((await post('message', { kind: 'question', email: questionEmail })).http).toBe(200);
    for (const [collection, email] of [
      ['contactMessages', contactEmail],
      ['questions', questionEmail],
    ] as const) {
      const [doc] = await one(collection, 'email', email);
      expect(ms(doc!.expiresAt)).toBeGreaterThanOrEqual(messageExpiresAt(before));
      expect(ms(doc!.expiresAt)).toBeLessThanOrEqual(messageExpiresAt(Date.now()));
      expect(Math.abs(ms(doc!.expiresAt) - messageExpiresAt(ms(doc!.createdAt)))).toBeLessThan(MINUTE);
    }
  });

  it('rate-limit windows when the window ends, unknown payment references when the check ends', async () => {
    const reference = uniqueReference('keep');
    const before = Date.now();
    const reply = await verify(
      { reference, studentName: 'Amina' },
      { headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() } },
    );
    expect(reply.body).toMatchObject({ status: 'failed' });
    const unknown = (await adminDb().collection('unknownReferences').doc(reference).get()).data()!;
    expect(ms(unknown.expiresAt)).toBeGreaterThanOrEqual(before + UNKNOWN_REFERENCE_SECONDS * 1000);
    expect(ms(unknown.expiresAt)).toBeLessThanOrEqual(Date.now() + UNKNOWN_REFERENCE_SECONDS * 1000);

    const windows = await adminDb().collection('rateLimits').get();
    expect(windows.size).toBeGreaterThan(0);
    for (const doc of windows.docs) {
      const limit = doc.id.slice(0, doc.id.lastIndexOf('-')) as LimitName;
      const { windowStart, expiresAt } = doc.data() as { windowStart: number; expiresAt: Timestamp };
      expect(ms(expiresAt), doc.id).toBe(windowStart + LIMITS[limit].windowSeconds * 1000);
    }
  });
});
