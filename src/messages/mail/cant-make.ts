// To a mentor, when a family says a child can't make a class ("Can't make it" on /dashboard
// or as a WhatsApp quick reply): which class, in Nairobi time as /mentor shows it, and that
// the family was offered the class's move. English: mentors work in English. Pure.
import { NAIROBI_TZ, zoneName } from '../../domain/slots';
import { fullDate, wallTime } from '../../domain/zone-clock';
import { compose, type Brand, type Mail } from './layout';
import { words as notices } from '../../i18n/en/console/notices';

export interface CantMake {
  /** The mentor's first name. */
  mentorName: string;
  childFirstName: string;
  /** The course's title. */
  course: string;
  start: Date;
  via: 'dashboard' | 'whatsapp';
}

/** "Tuesday 1 December 2026, 16:00 EAT": the class as /mentor lists it. */
export function nairobiWhen(start: Date): string {
  const w = wallTime(start, NAIROBI_TZ);
  return `${fullDate(w)}, ${w.time} ${zoneName(NAIROBI_TZ, start)}`;
}

export function cantMakeNotice(brand: Brand, c: CantMake, mentorPageUrl: string): Mail {
  const when = nairobiWhen(c.start);
  const w = notices.cantMake;
  return compose(brand, {
    template: 'class-cant-make-notice',
    subject: w.subject(c.childFirstName, when, brand.name),
    heading: notices.hello(c.mentorName),
    blocks: [
      {
        kind: 'p',
        text: w.pressed(c.childFirstName, w.via[c.via]),
      },
      {
        kind: 'facts',
        rows: [
          [notices.label.child, c.childFirstName],
          [notices.label.course, c.course],
          [notices.label.class, when],
        ],
      },
      {
        kind: 'p',
        text: w.offered,
      },
      { kind: 'button', label: w.open, href: mentorPageUrl },
    ],
  });
}
