// Trial rescheduled or cancelled: what changed, to the family, and a notice to the school.
// Pure.
import { googleCalendarUrl, icsFileName } from '../calendar';
import { CHANGE_CUTOFF } from '../change-cutoff';
import { bookingRows, type BookingRecord } from './booking-types';
import { classTime } from './class-time';
import { compose, type Brand, type Mail } from './layout';
import { classIcs } from './trial-booked';

export interface Slot {
  date: string;
  time: string;
}

/** `manageUrl` only when a fresh link exists (only its hash is stored); else the mail points to the confirmation's. */
export function trialRescheduled(brand: Brand, b: BookingRecord, from: Slot, manageUrl: string | null, now: Date): Mail {
  const before = classTime(from.date, from.time, b.country.tz);
  const after = classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-rescheduled',
    subject: `Your free trial class has moved to ${after.local} · ${brand.name}`,
    heading: `Hello ${b.parentName},`,
    blocks: [
      { kind: 'p', text: `${b.studentName}'s free trial class has a new time.` },
      {
        kind: 'facts',
        rows: [
          ['New time', after.full],
          ['Was', before.full],
          ['Student', b.studentName],
        ],
      },
      { kind: 'p', text: `Your teacher sends the class link to your WhatsApp number, ${b.whatsapp}, before the class.` },
      { kind: 'button', label: 'Add the new time to Google Calendar', href: googleCalendarUrl(b) },
      { kind: 'p', text: `The attached ${icsFileName(b)} replaces the old event in other calendars.` },
      manageUrl
        ? { kind: 'link', label: 'Manage your booking', href: manageUrl }
        : {
            kind: 'p',
            text: `To change it again, use the private link from your booking confirmation (until ${CHANGE_CUTOFF} before the class).`,
          },
    ],
    attachments: [classIcs(b, now)],
  });
}

export function trialRescheduledNotice(brand: Brand, b: BookingRecord, from: Slot, by: 'parent' | 'staff'): Mail {
  const before = classTime(from.date, from.time, b.country.tz);
  const after = classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-rescheduled-notice',
    subject: `Trial moved: ${b.studentName}, now ${after.nairobi} · ${brand.name}`,
    heading: `A trial class was rescheduled by ${by === 'staff' ? 'staff' : 'the family'}`,
    blocks: [{ kind: 'facts', rows: [['Now', after.nairobi], ['Was', before.nairobi], ...bookingRows(b)] }],
  });
}

export function trialCancelled(brand: Brand, b: BookingRecord, by: 'parent' | 'staff', reason?: string): Mail {
  const when = classTime(b.date, b.time, b.country.tz);
  const ours = by === 'staff';
  return compose(brand, {
    template: 'trial-cancelled',
    subject: `Your free trial class on ${when.local} is cancelled · ${brand.name}`,
    heading: `Hello ${b.parentName},`,
    blocks: [
      {
        kind: 'p',
        text: ours
          ? `We are sorry: we had to cancel ${b.studentName}'s free trial class on ${when.full}.`
          : `As you asked, ${b.studentName}'s free trial class on ${when.full} is cancelled.`,
      },
      ...(reason ? [{ kind: 'facts' as const, rows: [['Reason', reason] as const] }] : []),
      { kind: 'p', text: 'You are welcome to book another free trial class whenever it suits you.' },
      { kind: 'button', label: 'Book a free trial class', href: `${brand.siteUrl}/book-class` },
    ],
  });
}

export function trialCancelledNotice(brand: Brand, b: BookingRecord, by: 'parent' | 'staff', reason?: string): Mail {
  const when = classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-cancelled-notice',
    subject: `Trial cancelled: ${b.studentName}, ${when.nairobi} · ${brand.name}`,
    heading: `A trial class was cancelled by ${by === 'staff' ? 'staff' : 'the family'}`,
    blocks: [
      {
        kind: 'facts',
        rows: [['Class (Nairobi)', when.nairobi], ...(reason ? [['Reason', reason] as [string, string]] : []), ...bookingRows(b)],
      },
    ],
  });
}
