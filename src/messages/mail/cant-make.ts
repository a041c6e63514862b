// To a mentor, when a family says a child can't make a class ("Can't make it" on /dashboard
// or as a WhatsApp quick reply): which class, in Nairobi time as /mentor shows it, and that
// the family was offered the class's move. English: mentors work in English. Pure.
import { NAIROBI_TZ, zoneName } from '../../domain/slots';
import { fullDate, wallTime } from '../../domain/zone-clock';
import { compose, type Brand, type Mail } from './layout';

export interface CantMake {
  /** The mentor's first name. */
  mentorName: string;
  childFirstName: string;
  /** The course's title. */
  course: string;
  start: Date;
  via: 'dashboard' | 'whatsapp';
}

const saidVia: Record<CantMake['via'], string> = {
  dashboard: 'on their dashboard',
  whatsapp: "in answer to the class's WhatsApp reminder",
};

/** "Tuesday 1 December 2026, 16:00 EAT": the class as /mentor lists it. */
export function nairobiWhen(start: Date): string {
  const w = wallTime(start, NAIROBI_TZ);
  return `${fullDate(w)}, ${w.time} ${zoneName(NAIROBI_TZ, start)}`;
}

export function cantMakeNotice(brand: Brand, c: CantMake, mentorPageUrl: string): Mail {
  const when = nairobiWhen(c.start);
  return compose(brand, {
    template: 'class-cant-make-notice',
    subject: `${c.childFirstName} can't make the class of ${when} · ${brand.name}`,
    heading: c.mentorName ? `Hello ${c.mentorName},` : 'Hello,',
    blocks: [
      {
        kind: 'p',
        text: `${c.childFirstName}'s family pressed "Can't make it" ${saidVia[c.via]} for this class:`,
      },
      {
        kind: 'facts',
        rows: [
          ['Child', c.childFirstName],
          ['Course', c.course],
          ['Class', when],
        ],
      },
      {
        kind: 'p',
        text: 'They were offered the free hours to move it to. If they move it, /mentor shows the class at its new time; if not, mark it as usual after the class.',
      },
      { kind: 'button', label: 'Open your classes', href: mentorPageUrl },
    ],
  });
}
