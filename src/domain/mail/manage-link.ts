// The manage link sent again: someone tried to book a second trial for a child who already
// has one coming, so the link to that booking goes to the email on file. It is the same link
// the family was given when they booked: every copy they hold keeps working. Pure.
import type { BookingRecord } from './booking-types';
import { classTime } from './class-time';
import { compose, type Block, type Brand, type Mail } from './layout';

/** `manageUrl` is null for a booking whose link cannot be made again: the mail points to the one they hold. */
export function manageLinkAgain(brand: Brand, b: BookingRecord, manageUrl: string | null): Mail {
  const when = classTime(b.date, b.time, b.country.tz);
  const link: Block[] = manageUrl
    ? [
        {
          kind: 'p',
          text: 'To change the time or cancel, use your private link below. It is the same link we sent when you booked, and it still works. Keep it to yourself.',
        },
        { kind: 'button', label: 'Manage your booking', href: manageUrl },
      ]
    : [
        {
          kind: 'p',
          text: `To change the time or cancel, use the private link in the mail we sent when you booked ${b.studentName}'s class. It still works.`,
        },
      ];
  return compose(brand, {
    template: 'manage-link',
    subject: `Your free trial class is already booked: ${when.local} · ${brand.name}`,
    heading: `Hello ${b.parentName},`,
    blocks: [
      {
        kind: 'p',
        text: `Someone (we hope you) tried to book another free trial class for ${b.studentName} with this email or WhatsApp number. ${b.studentName} already has one booked, and each child has one upcoming free trial at a time, so we did not book another.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Class', when.full],
          ['Student', b.studentName],
        ],
      },
      ...link,
      {
        kind: 'p',
        text: 'If this was not you, you can ignore this mail: your booking and your link are as they were.',
      },
    ],
  });
}
