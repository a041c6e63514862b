// WhatsApp beyond the trial, against the emulators and both stand-ins: the school's
// recommendation and a plan payment reach the family's WhatsApp (the number of the trial),
// beside their mails; and the dashboard's switches (POST family, action notify) turn the
// family's WhatsApp or email off for what is about the family and for its upcoming trials.
import { beforeAll, describe, expect, it } from 'vitest';
import { words as outbox } from '../../../src/i18n/en/console/outbox';
import { calendarDate } from '../../../src/domain/zone-clock';
import { contactId } from '../../../functions/src/notices/messages';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { readOfferGlance } from '../../../src/domain/enrollment/offer-glance';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { functionsUrl, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { bookTrial } from '../../support/functions/staff-helpers';
import { queuedMessage, waitForMessage, waitForReceived } from '../../support/functions/whatsapp-helpers';
import { sitePlan, sitePriceText } from '../../support/site-plans';
import { siteSchoolName } from '../../support/site-settings';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;

let staff: string;
beforeAll(async () => {
  await warmUp();
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

async function whatsappOf(bookingId: string): Promise<string> {
  const number = (await read(`bookings/${bookingId}`))?.whatsapp;
  if (typeof number !== 'string') throw new Error('the booking has no WhatsApp number');
  return number;
}

interface FamilyAnswer {
  status?: string;
  notify?: { whatsapp: boolean; mail: boolean; number: string | null };
}

describe('the enrollment on WhatsApp', () => {
  it(
    'a recommendation sends the private enroll link on WhatsApp; the payment for it sends "payment received"',
    async () => {
      const { booked, recommendationId, enrollToken } = await recommendedTrial(staff, {
        plan: 'starter',
        period: 'monthly',
        currency: 'KES',
      });
      const to = await whatsappOf(booked.id);
      const [offer] = await waitForReceived((m) => m.to === to && m.template === 'recommendation', 1, 120_000);
      expect(offer!.parameters[3]).toBe(
        `${sitePlan('starter').name} plan (Monthly, ${sitePriceText('starter', 'monthly', 'KES')})`,
      );
      // The private link, with the offer as sent after its token (for /enroll's first paint).
      const [link, glance] = String(offer!.parameters[4]).split('~');
      expect(link).toBe(`${process.env.SITE_URL}/enroll#${enrollToken}`);
      expect(readOfferGlance(glance ?? '')).toMatchObject({ plan: 'starter', period: 'monthly', currency: 'KES', renews: false });
      // Once delivered, the stored copy no longer holds the link.
      const stored = await waitForMessage(
        `recommendation-${recommendationId}`,
        (m) => m.whatsapp?.status === 'delivered',
        60_000,
      );
      expect(stored.parameters.enroll_link).toBe(outbox.dropped);
      expect(stored.bookingId).toBe(booked.id);

      const view = (await callEnrollment({ token: enrollToken })).body.recommendation as {
        amount: number;
        studentName: string;
        planCode: string | null;
      };
      // The stand-in's plans are synced before the tests: a card may renew this one by itself.
      expect(view.planCode).toMatch(/^PLN_/);
      const reference = await seed({
        amount: view.amount * 100,
        currency: 'KES',
        email: booked.email,
        metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName: view.studentName, recommendationId },
      });
      expect((await verify({ reference, studentName: view.studentName })).body.status).toBe('success');
      const paidUntil = String((await read(`payments/${reference}`))?.paidUntil);
      const [receipt] = await waitForReceived((m) => m.to === to && m.template === 'payment_received', 1, 150_000);
      expect(receipt!.text).toBe(
        `Thank you: ${siteSchoolName} received ${sitePriceText('starter', 'monthly', 'KES')} for ${view.studentName}'s ${sitePlan('starter').name} plan. ` +
          `Classes are paid until ${calendarDate(paidUntil)}. Your receipt is in your email.`,
      );
      expect((await read(`enrollments/${String((await read(`payments/${reference}`))?.enrollmentId)}`))?.whatsapp).toBe(to);
    },
    SLOW,
  );
});

describe("the dashboard's switches", () => {
  it(
    "turn the family's WhatsApp off for its own messages and its upcoming trials; on again never lifts a STOP",
    async () => {
      const booked = await bookTrial(functionsUrl(), { studentName: 'Neema Achieng' });
      const number = await whatsappOf(booked.id);
      const { uid, token } = await parentAccount(booked.email);

      const loaded = await callFamily<FamilyAnswer>({ action: 'load' }, token);
      expect(loaded.body.notify).toEqual({ whatsapp: true, mail: true, number });

      const off = await callFamily<FamilyAnswer>({ action: 'notify', notify: { whatsapp: false } }, token);
      expect(off.http).toBe(200);
      expect(off.body.notify).toEqual({ whatsapp: false, mail: true, number });
      expect((await read(`families/${uid}`))?.notify).toEqual({ whatsapp: false });
      expect((await read(`bookings/${booked.id}`))?.notify).toMatchObject({ whatsapp: false });

      // A message about the family (no booking named) is finished unsent at the claim.
      const id = `test-family-${uid}`;
      await adminDb()
        .collection('messages')
        .doc(id)
        .create({ ...queuedMessage(number, new Date()), familyUid: uid });
      const skipped = await waitForMessage(id, (m) => typeof m.skipped === 'string', 60_000);
      expect(skipped.skipped).toMatch(/dashboard/);
      expect(skipped.whatsapp).toBeUndefined();

      // The number had replied STOP: the dashboard's switch records the family's choice but
      // never lifts it (anyone can type a number into a booking); only START from it does.
      const contact = adminDb().doc(`contacts/${contactId(number)}`);
      await contact.set({ whatsappOff: true, stoppedAt: admin.Timestamp.now() }, { merge: true });
      expect((await callFamily<FamilyAnswer>({ action: 'load' }, token)).body.notify?.whatsapp).toBe(false);
      const on = await callFamily<FamilyAnswer>({ action: 'notify', notify: { whatsapp: true, mail: false } }, token);
      expect(on.body.notify).toEqual({ whatsapp: false, mail: false, number });
      expect((await contact.get()).get('whatsappOff')).toBe(true);
      expect((await read(`families/${uid}`))?.notify).toEqual({ whatsapp: true, mail: false });
      expect((await read(`bookings/${booked.id}`))?.notify).toEqual({ whatsapp: true, mail: false });
      await contact.set({ whatsappOff: false, startedAt: admin.Timestamp.now() }, { merge: true });
      expect((await callFamily<FamilyAnswer>({ action: 'load' }, token)).body.notify?.whatsapp).toBe(true);

      // Anything but the two switches is unreadable, and changes nothing.
      const bad = await callFamily<FamilyAnswer>({ action: 'notify', notify: { sms: true } }, token);
      expect(bad.http).toBe(400);
      expect((await read(`families/${uid}`))?.notify).toEqual({ whatsapp: true, mail: false });
    },
    SLOW,
  );
});
