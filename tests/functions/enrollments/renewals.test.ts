// Renewals by reminder, against the emulators and the Paystack stand-in: an M-Pesa enrollment
// run at paidUntil - settings.yaml's first reminder days, - 1 day, + 1 day and + 8 days gets exactly the right mails,
// WhatsApp messages and statuses, each once however often the job runs; the reminder's pay
// link opens the enrollment's payment, and paying through it continues from the old date.
// The job runs as of chosen times (localJobs' `now`), close to today so other suites'
// enrollments (paid a month or more ahead) are not in its window.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOfferGlance } from '../../../src/domain/enrollment/offer-glance';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { callEnrollment } from '../../support/functions/enrollment-helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { functionsUrl, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { runJobs } from '../../support/functions/mail-helpers';
import { freshNumber } from '../../support/functions/whatsapp-helpers';
import { sitePrice } from '../../support/site-plans';
import { siteEnrollment } from '../../support/site-settings';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
/** The first reminder's lead, as the functions read it. */
const { firstReminderDays } = siteEnrollment;
const today = nairobiDate(new Date());
/** 08:00 in Nairobi on a date, as the daily job runs. */
const at = (date: string) => `${date}T05:00:00.000Z`;

beforeAll(() => warmUp(), WARM_UP_MS);

async function enrollment(paidUntil: string) {
  const id = randomBytes(16).toString('hex');
  const email = `renew-${randomBytes(4).toString('hex')}@example.com`;
  const whatsapp = freshNumber();
  await adminDb()
    .doc(`enrollments/${id}`)
    .create({
      studentName: 'Achieng Otieno',
      nameKey: 'achieng otieno',
      email,
      whatsapp,
      plan: 'starter',
      period: 'monthly',
      currency: 'KES',
      amount: sitePrice('starter', 'monthly', 'KES'),
      status: 'active',
      paidUntil,
      anchorDay: Number(paidUntil.slice(8)),
      payments: [],
      createdAt: admin.Timestamp.now(),
    });
  return { id, email, whatsapp };
}

/** The mail ids of this enrollment's renewal mails, sorted. */
async function renewalMails(id: string): Promise<string[]> {
  const all = await adminDb()
    .collection('mail')
    .where(admin.FieldPath.documentId(), '>=', `enrollment-${id}`)
    .where(admin.FieldPath.documentId(), '<', `enrollment-${id}~`)
    .get();
  return all.docs.map((d) => d.id).sort();
}

describe('renewal reminders', () => {
  it(
    'the first reminder (settings.yaml days before), the day before and on the day: one mail and one WhatsApp message each, past due in the grace; the link renews from the old date',
    async () => {
      const paidUntil = addDays(today, 3);
      const { id, whatsapp } = await enrollment(paidUntil);
      const mail = (which: string) => `enrollment-${id}-renewal-${which}-${paidUntil}`;

      await runJobs(at(addDays(paidUntil, -firstReminderDays)));
      await runJobs(at(addDays(paidUntil, -firstReminderDays + 1)));
      expect(await renewalMails(id)).toEqual([mail('week')]);
      const week = await read(`mail/${mail('week')}`);
      expect(String((week?.message as { subject: string }).subject)).toBe(
        `Achieng Otieno's Starter plan renews in ${firstReminderDays} days`,
      );
      expect((await read(`messages/${mail('week')}`))?.template).toBe('renewal_week');
      expect((await read(`messages/${mail('week')}`))?.to).toBe(whatsapp);

      await runJobs(at(addDays(paidUntil, -1)));
      await runJobs(at(addDays(paidUntil, 1)));
      await runJobs(at(addDays(paidUntil, 1)));
      expect(await renewalMails(id)).toEqual([mail('day'), mail('due'), mail('week')].sort());
      expect((await read(`enrollments/${id}`))?.status).toBe('past_due');

      // The family pays through the last reminder's link: /enroll shows the renewal, and the
      // payment continues from the old paid-until date.
      const text = String(((await read(`mail/${mail('due')}`))?.message as { text: string }).text);
      const token = /\/enroll#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      expect(token).toBeTruthy();
      // The link carries the renewal as mailed, for /enroll's first paint.
      const tail = /\/enroll#[A-Za-z0-9_-]{43}~(o1\.[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
      expect(readOfferGlance(tail)).toMatchObject({
        firstName: 'Achieng',
        plan: 'starter',
        period: 'monthly',
        currency: 'KES',
        amount: sitePrice('starter', 'monthly', 'KES'),
        renews: true,
      });
      const view = await callEnrollment({ token });
      expect(view.http).toBe(200);
      expect(view.body.recommendation).toMatchObject({
        renews: id,
        amount: sitePrice('starter', 'monthly', 'KES'),
        studentName: 'Achieng Otieno',
      });
      const reference = await seed({
        amount: sitePrice('starter', 'monthly', 'KES') * 100,
        currency: 'KES',
        email: `someone-else-${randomBytes(3).toString('hex')}@example.com`,
        metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName: 'Achieng Otieno', enrollmentId: id },
      });
      expect((await verify({ reference, studentName: 'Achieng Otieno' })).body.status).toBe('success');
      expect((await read(`payments/${reference}`))?.enrollmentId).toBe(id);
      expect(await read(`enrollments/${id}`)).toMatchObject({ status: 'active', paidUntil: addMonths(paidUntil, 1) });
    },
    SLOW,
  );

  it(
    "one enrollment the job cannot handle stops no other family's reminder",
    async () => {
      const paidUntil = addDays(today, 3);
      // Due earlier, so the job meets it first; a family id that is no document path makes
      // reading its family throw inside its transaction, as corrupt data would.
      const broken = await enrollment(addDays(today, 1));
      await adminDb().doc(`enrollments/${broken.id}`).update({ familyUid: 'not/a' });
      const { id } = await enrollment(paidUntil);
      try {
        const answer = await runJobs(at(addDays(paidUntil, -7)));
        expect((answer.renewals as { failed: number }).failed).toBeGreaterThanOrEqual(1);
        expect(await renewalMails(id)).toEqual([`enrollment-${id}-renewal-week-${paidUntil}`]);
        expect(await renewalMails(broken.id)).toEqual([]);
      } finally {
        // Other runs of the job need not meet it again.
        await adminDb().doc(`enrollments/${broken.id}`).delete();
      }
    },
    SLOW,
  );

  it(
    "after the grace it expires and the school is told once; a link that is no one's opens nothing",
    async () => {
      const paidUntil = addDays(today, -9);
      const { id } = await enrollment(paidUntil);
      await runJobs(at(today));
      await runJobs(at(today));
      expect((await read(`enrollments/${id}`))?.status).toBe('expired');
      const notice = await read(`mail/enrollment-${id}-expired-${paidUntil}`);
      expect(String(notice?.to)).not.toBe('');
      expect(await renewalMails(id)).toEqual([`enrollment-${id}-expired-${paidUntil}`]);
      expect((await callEnrollment({ token: 'x'.repeat(43) })).http).toBe(404);
    },
    SLOW,
  );

  it(
    'staff send a reminder again: a fresh link at once, not twice within the hour, never to a card that renews by itself',
    async () => {
      const staff = (await staffAccount()).token;
      const { id } = await enrollment(addDays(today, 2));
      const ask = () => callStaffAction(functionsUrl(), { action: 'remindRenewal', enrollmentId: id }, staff);
      const first = await ask();
      expect(first.http).toBe(200);
      // (Other suites run the jobs meanwhile: this one's own reminder may be there too.)
      const again = (await renewalMails(id)).filter((m) => m.includes('-again-'));
      expect(again).toHaveLength(1);
      expect(again[0]).toMatch(new RegExp(`^enrollment-${id}-renewal-again-\\d{10}$`));
      expect(String(((await read(`mail/${again[0]}`))?.message as { subject: string }).subject)).toContain('renews in 2 days');
      expect((await ask()).http).toBe(429);
      await adminDb()
        .doc(`enrollments/${id}`)
        .update({ subscription: { status: 'active', nextPaymentDate: null, card: null } });
      expect((await ask()).http).toBe(409);
      expect((await callStaffAction(functionsUrl(), { action: 'remindRenewal', enrollmentId: 'nope' }, staff)).http).toBe(400);
    },
    SLOW,
  );
});
