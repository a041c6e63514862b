// The reminder job against the emulators and MailDev, when parents move their classes:
// a class reminded the day before, then moved away and back, is not reminded again and
// does not stop the job, so another family's due reminder still goes out; a class moved
// to a new time gets that time's reminder.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { classTime } from '../../../src/domain/mail/class-time';
import { addDays, nairobiDate, slotInstant, SLOTS } from '../../../src/domain/slots';
import { formatInTimeZone } from 'date-fns-tz';
import { admin, adminDb, bookingBody, family, post, takenAt, tokenOf } from '../../support/functions/booking-helpers';
import { mailSettled, runJobs, sentTo, waitForMail } from '../../support/functions/mail-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const HOUR = 3_600_000;

/** Class times whose 24-hour reminder is due now, and that parents can still move, with a seat free. */
async function dueTomorrowish(count: number): Promise<{ date: string; time: string }[]> {
  const now = Date.now();
  const found: { date: string; time: string }[] = [];
  for (const day of [0, 1]) {
    const date = addDays(nairobiDate(new Date(now)), day);
    for (const time of SLOTS) {
      const start = slotInstant(date, time).getTime();
      if (start < now + 2.5 * HOUR || start > now + 23.5 * HOUR) continue;
      if ((await takenAt(date, time)) === 0) found.push({ date, time });
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} free class times within the next day`);
  return found.slice(0, count);
}

/** A free class time later in the window, away from the reminder times. */
async function laterSlot(): Promise<{ date: string; time: string }> {
  for (const day of [5, 4, 3]) {
    const date = addDays(nairobiDate(new Date()), day);
    for (const time of [...SLOTS].reverse()) if ((await takenAt(date, time)) === 0) return { date, time };
  }
  throw new Error('no free class time on days 3 to 5');
}

const isDayReminder = (email: string) => (m: { subject: string; to: { address: string }[] }) =>
  sentTo(m as never, email) && m.subject.startsWith('Reminder:');

beforeAll(async () => {
  await warmUp('bookings');
}, WARM_UP_MS);

describe('reminders when classes move', () => {
  it("moved away and back after its reminder: no second reminder, no crash, and another family's reminder still goes", async () => {
    const [first, other] = await dueTomorrowish(2);
    const away = await laterSlot();
    const who = family();
    const booked = await post('book', bookingBody(first!.date, first!.time, who));
    expect(booked.http).toBe(200);
    const id = booked.body.id as string;
    const token = tokenOf(booked.body.manageUrl);
    // Booked days ago, so the 24-hour reminder is owed.
    await adminDb()
      .collection('bookings')
      .doc(id)
      .update({ createdAt: admin.Timestamp.fromMillis(Date.now() - 3 * 24 * HOUR) });

    await runJobs();
    const [reminded] = await waitForMail(isDayReminder(who.email), 1, 60_000);
    expect(reminded!.subject).toContain(classTime(first!.date, first!.time, 'Africa/Nairobi').local);

    expect((await post('manage', { token, action: 'reschedule', ...away })).http).toBe(200);
    expect((await post('manage', { token, action: 'reschedule', ...first })).http).toBe(200);

    // Another family's class starts within the hour. Its id sorts after every generated
    // one, so the job reaches it after the moved booking.
    const start = new Date(Date.now() + 30 * 60_000);
    const waiting = family().email;
    await adminDb()
      .collection('bookings')
      .doc(`zzzz-reminder-${randomBytes(4).toString('hex')}`)
      .set({
        studentName: 'Zawadi',
        studentGrade: 'K-2',
        parentName: 'Musa',
        email: waiting,
        whatsapp: '+255712000222',
        country: { code: 'TZ', name: 'Tanzania', dial: '+255', tz: 'Africa/Dar_es_Salaam', flag: '🇹🇿' },
        date: nairobiDate(start),
        time: formatInTimeZone(start, 'Africa/Nairobi', 'HH:mm'),
        type: 'trial',
        status: 'upcoming',
        createdAt: admin.Timestamp.fromMillis(Date.now() - 3 * 24 * HOUR),
        manageTokenHash: 'y'.repeat(64),
        history: [],
        reminders: { day: admin.Timestamp.now() },
      });

    // The job answers (it used to fail on the moved booking and stop there).
    await runJobs();
    const [hour] = await waitForMail((m) => sentTo(m, waiting), 1, 60_000);
    expect(hour!.subject).toMatch(/^Starting within the hour: Zawadi's/);
    await runJobs();
    expect((await mailSettled(who.email)).filter(isDayReminder(who.email))).toHaveLength(1);

    // Moved to another time within the day: that time's reminder comes.
    expect((await post('manage', { token, action: 'reschedule', ...other })).http).toBe(200);
    await runJobs();
    const both = await waitForMail(isDayReminder(who.email), 2, 60_000);
    expect(both[1]!.subject).toContain(classTime(other!.date, other!.time, 'Africa/Nairobi').local);
    await runJobs();
    expect((await mailSettled(who.email)).filter(isDayReminder(who.email))).toHaveLength(2);
  }, 240_000);
});
