// Booking mail, end to end through the functions and the real MailDev: a trial booked from
// Lagos reaches the parent (the class in WAT and Nairobi time, the .ics, the manage link)
// and the school; a reschedule and a cancel tell both; a child's second try mails their
// link again; the reminder job sends a due reminder once.
import { addDays, nairobiDate, SLOTS } from '../../../src/domain/slots';
import { words as englishFormats } from '../../../src/i18n/en/formats';
import { formatInTimeZone } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, adminDb, bookingBody, family, post, tokenOf } from '../../support/functions/booking-helpers';
import {
  attachment,
  mailSettled,
  runJobs,
  sentTo,
  source,
  waitForDelivery,
  waitForMail,
} from '../../support/functions/mail-helpers';
import { words as outbox } from '../../../src/i18n/en/console/outbox';
import { readGlance, splitFragment } from '../../../src/domain/link-glance';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const STAFF = 'staff@jengacode.example';
const site = () => process.env.SITE_URL!;

// Day 6's last slots, taken from the end (the other booking suites take theirs from the start).
const slots = [...SLOTS].reverse();
let nextSlot = 0;
const freshSlot = () => ({ date: addDays(nairobiDate(new Date()), 6), time: slots[nextSlot++]! });

function lagosFamily() {
  const who = family();
  const n = who.whatsapp.slice(-6);
  return { ...who, phone: `08031${n}`, whatsapp: `+2348031${n}` };
}

beforeAll(async () => {
  await warmUp('bookings');
}, WARM_UP_MS);

describe('booking mail', () => {
  it('booked from Lagos: the parent gets the class in WAT and Nairobi time, the .ics and the manage link; the school a notice', async () => {
    const slot = freshSlot();
    const who = lagosFamily();
    const body = { ...bookingBody(slot.date, slot.time, who), countryCode: 'NG', studentName: 'Chidi' };
    const answer = await post('book', body);
    expect(answer.http).toBe(200);
    const when = englishFormats.classTime(slot.date, slot.time, 'Africa/Lagos');
    expect(when.full).toMatch(/, \d\d:00 WAT \(\d\d:00 in Nairobi\)$/);

    const [mail] = await waitForMail((m) => sentTo(m, who.email), 1, 60_000);
    expect(mail!.subject).toBe(`Your free trial class is booked: ${when.local} · JengaCode`);
    expect(mail!.text).toContain(`Class: ${when.full}`);
    expect(mail!.text).toContain(`${site()}/manage#${tokenOf(answer.body.manageUrl)}`);
    expect(mail!.text).toContain(`your WhatsApp number, ${who.whatsapp}`);
    // The link's fragment also carries the booking as mailed, for the page to show at once.
    const link = new URL(mail!.text!.match(/https?:\/\/\S+\/manage#\S+/)![0]);
    const { token, glance } = splitFragment(link.hash);
    expect(token).toBe(tokenOf(answer.body.manageUrl));
    expect(readGlance(glance)).toEqual(
      expect.objectContaining({ firstName: 'Chidi', date: slot.date, time: slot.time, status: 'upcoming' }),
    );
    expect(readGlance(glance)!.country.code).toBe('NG');
    expect(decodeURIComponent(link.hash)).not.toContain(who.email);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: `trial-class-${slot.date}.ics`, contentType: 'text/calendar' }),
    ]);
    const ics = await attachment(mail!, `trial-class-${slot.date}.ics`);
    const start = formatInTimeZone(new Date(`${slot.date}T${slot.time}:00+03:00`), 'UTC', "yyyyMMdd'T'HHmmss'Z'");
    expect(ics).toContain(`DTSTART:${start}`);

    const [notice] = await waitForMail((m) => sentTo(m, STAFF) && m.text?.includes(`Email: ${who.email}`) === true);
    expect(notice!.subject).toBe(`New trial booking: Chidi, ${when.nairobi} · JengaCode`);
    for (const field of [
      'Student: Chidi',
      'Grade: 3-5',
      "Parent: Amina Ng'ang'a",
      `WhatsApp: ${who.whatsapp}`,
      'Country: Nigeria',
      `Booking: ${answer.body.id}`,
    ]) {
      expect(notice!.text).toContain(field);
    }
    expect(await source(notice!.id)).toMatch(/^Reply-To: /m);

    // Delivered, the stored copy no longer holds the link (the parent's mail is the only copy).
    const stored = await waitForDelivery(`booking-${answer.body.id}-booked`, 'SUCCESS');
    expect(stored.message.text).toBe(outbox.dropped);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(answer.body.manageUrl));
  });

  it('rescheduled, then cancelled: the parent and the school hear of each, once', async () => {
    const slot = freshSlot();
    const who = family();
    const answer = await post('book', bookingBody(slot.date, slot.time, who));
    expect(answer.http).toBe(200);
    const token = tokenOf(answer.body.manageUrl);
    const to = freshSlot();
    expect((await post('manage', { token, action: 'reschedule', date: to.date, time: to.time })).http).toBe(200);
    const moved = englishFormats.classTime(to.date, to.time, 'Africa/Nairobi');
    const [rescheduled] = await waitForMail(
      (m) => sentTo(m, who.email) && m.subject.startsWith('Your free trial class has moved'),
      1,
      60_000,
    );
    expect(rescheduled!.subject).toBe(`Your free trial class has moved to ${moved.local} · JengaCode`);
    await waitForMail(
      (m) => sentTo(m, STAFF) && m.subject.startsWith('Trial moved: Wanjiru') && m.text?.includes(who.email) === true,
    );

    expect((await post('manage', { token, action: 'cancel' })).http).toBe(200);
    const [cancelled] = await waitForMail((m) => sentTo(m, who.email) && m.subject.includes('is cancelled'), 1, 60_000);
    expect(cancelled!.text).toContain('As you asked');
    await waitForMail(
      (m) => sentTo(m, STAFF) && m.subject.startsWith('Trial cancelled: Wanjiru') && m.text?.includes(who.email) === true,
    );
    // Booked, moved, cancelled: three mails to the family, no more.
    expect(await mailSettled(who.email)).toHaveLength(3);
  });

  it("a family's second booking is refused and their manage link is mailed again", async () => {
    const who = family();
    const first = await post('book', bookingBody(freshSlot().date, slots[nextSlot - 1]!, who));
    expect(first.http).toBe(200);
    const again = await post('book', bookingBody(first.body.booking.date, slots[nextSlot++]!, who));
    expect(again.http).toBe(409);
    const [link] = await waitForMail(
      (m) => sentTo(m, who.email) && m.subject.startsWith('Your free trial class is already booked'),
      1,
      60_000,
    );
    // The same link as the first confirmation's, which still works; the mail says so, and nothing false.
    const token = tokenOf(first.body.manageUrl);
    expect(link!.text).toContain(`${site()}/manage#${token}~1.`);
    expect(link!.text).toContain('It is the same link we sent when you booked, and it still works.');
    expect(link!.text).not.toContain('nothing was changed');
    expect((await post('manage', { token })).http).toBe(200);
    // Another try within the hour queues no second copy.
    expect((await post('book', bookingBody(first.body.booking.date, slots[nextSlot++]!, who))).http).toBe(409);
    const settled = await mailSettled(who.email);
    expect(settled.filter((m) => m.subject.startsWith('Your free trial class is already'))).toHaveLength(1);
  });

  it('the reminder job sends the 1-hour reminder of a class starting soon, once, and none for a cancelled one', async () => {
    const db = adminDb();
    const start = new Date(Date.now() + 30 * 60_000);
    const date = nairobiDate(start);
    const time = formatInTimeZone(start, 'Africa/Nairobi', 'HH:mm');
    const base = {
      studentName: 'Zawadi',
      studentGrade: 'K-2',
      parentName: 'Musa',
      whatsapp: '+255712000111',
      country: { code: 'TZ', name: 'Tanzania', dial: '+255', tz: 'Africa/Dar_es_Salaam', flag: '🇹🇿' },
      date,
      time,
      type: 'trial',
      createdAt: admin.Timestamp.fromMillis(Date.now() - 3 * 86_400_000),
      manageTokenHash: 'x'.repeat(64),
      history: [],
      reminders: { day: admin.Timestamp.now() },
    };
    const upcoming = family().email;
    const cancelled = family().email;
    await db.collection('bookings').add({ ...base, email: upcoming, status: 'upcoming' });
    await db.collection('bookings').add({ ...base, email: cancelled, status: 'cancelled' });
    await Promise.all([runJobs(), runJobs()]);
    const [reminder] = await waitForMail((m) => sentTo(m, upcoming), 1, 60_000);
    expect(reminder!.subject).toBe(
      `Starting within the hour: Zawadi's free trial class at ${englishFormats.classTime(date, time, 'Africa/Dar_es_Salaam').local} · JengaCode`,
    );
    await runJobs();
    expect(await mailSettled(upcoming)).toHaveLength(1);
    expect(await mailSettled(cancelled)).toHaveLength(0);
  });
});
