// Trial booked: the family's confirmation (the class in their zone and Nairobi's, the
// class link's route, what to have ready, the .ics and Google Calendar link of /success,
// the private manage link) and the school's notice with every field. Pure.
import { googleCalendarUrl, icsFileName, icsFor } from '../calendar';
import { CHANGE_CUTOFF } from '../change-cutoff';
import { SESSION_LENGTH } from '../slots';
import { bookingRows, type BookingRecord } from './booking-types';
import { classTime } from './class-time';
import { compose, type Attachment, type Brand, type Mail } from './layout';

/** What the student needs on the day; shared with the reminders. */
export const HAVE_READY = [
  'A laptop or desktop computer with Chrome (a tablet works for the youngest)',
  'A steady internet connection',
  'Headphones with a microphone, in a quiet spot',
  'Join 5 minutes early so the class starts on time',
];

/** The class as a calendar file: the same event /success offers. */
export function classIcs(b: BookingRecord, now: Date): Attachment {
  return { filename: icsFileName(b), content: icsFor(b, { now }), contentType: 'text/calendar' };
}

export const classLinkNote = (b: BookingRecord) =>
  `Your teacher sends the class link to your WhatsApp number, ${b.whatsapp}, before the class.`;

export function trialBooked(brand: Brand, b: BookingRecord, manageUrl: string, now: Date): Mail {
  const when = classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-booked',
    subject: `Your free trial class is booked: ${when.local} · ${brand.name}`,
    heading: `Hello ${b.parentName},`,
    blocks: [
      { kind: 'p', text: `${b.studentName}'s free trial class with ${brand.name} is booked.` },
      {
        kind: 'facts',
        rows: [
          ['Class', when.full],
          ['Length', `${SESSION_LENGTH}, live online`],
          ['Student', b.studentName],
          ['Grade', b.studentGrade],
          ['Class link', classLinkNote(b)],
        ],
      },
      { kind: 'p', text: 'What to have ready:' },
      { kind: 'list', items: HAVE_READY },
      { kind: 'button', label: 'Add to Google Calendar', href: googleCalendarUrl(b) },
      { kind: 'p', text: `The attached file ${icsFileName(b)} adds the class to any other calendar.` },
      {
        kind: 'p',
        text: `Need another time, or cannot make it? Your private link below lets you reschedule or cancel until ${CHANGE_CUTOFF} before the class. Keep it to yourself: anyone with it can change the booking.`,
      },
      { kind: 'link', label: 'Manage your booking', href: manageUrl },
    ],
    attachments: [classIcs(b, now)],
  });
}

export function trialBookedNotice(brand: Brand, b: BookingRecord): Mail {
  const when = classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-booked-notice',
    subject: `New trial booking: ${b.studentName}, ${when.nairobi} · ${brand.name}`,
    heading: 'A free trial class was booked',
    blocks: [
      {
        kind: 'facts',
        rows: [['Class (Nairobi)', when.nairobi], ["Class (family's time)", when.local], ...bookingRows(b)],
      },
    ],
  });
}
