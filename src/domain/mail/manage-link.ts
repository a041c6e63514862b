// The manage link sent again: a family tried to book a second trial while one is upcoming,
// so the link to the booking they have goes to the email on file. Pure.
import type { BookedClass } from './booking-types';
import { classTime } from './class-time';
import { compose, type Brand, type Mail } from './layout';

export function manageLinkAgain(brand: Brand, b: BookedClass, manageUrl: string): Mail {
  const when = classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'manage-link',
    subject: `Your free trial class is already booked: ${when.local} · ${brand.name}`,
    heading: `Hello ${b.parentName},`,
    blocks: [
      {
        kind: 'p',
        text: `Someone (we hope you) tried to book another free trial class with this email or WhatsApp number. ${b.studentName} already has one booked, and each family has one free trial.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Class', when.full],
          ['Student', b.studentName],
        ],
      },
      { kind: 'p', text: 'To change the time or cancel, use your private link. Keep it to yourself.' },
      { kind: 'button', label: 'Manage your booking', href: manageUrl },
      { kind: 'p', text: 'If this was not you, you can ignore this mail: nothing was changed.' },
    ],
  });
}
