// Kiswahili twin of trial-booked.ts's family mail, and the class's calendar file in Kiswahili.
// Pure; the glossary is docs/kiswahili.md.
import { googleCalendarUrl, icsFor, type CalendarBooking } from '../calendar';
import { swahiliTime } from '../../i18n/swahili-clock';
import type { BookingRecord } from './booking-types';
import { compose, type Attachment, type Brand, type Mail } from './layout';
import { CHANGE_CUTOFF_SW, HAVE_READY_SW, SESSION_LENGTH_SW, calendarDateSw, classLinkNoteSw, classTimeSw } from './sw-words';

/** The calendar event's words in Kiswahili: the same event, read by a Kiswahili reader. */
export function calendarWordsSw(b: CalendarBooking) {
  return {
    title: `Darasa la majaribio (bure): ${b.studentName}`,
    details:
      `Darasa la majaribio la kuandika programu, mtandaoni, kwa ${b.studentName} (${SESSION_LENGTH_SW}). ` +
      `Limewekwa ${calendarDateSw(b.date)}, ${swahiliTime(b.time)} kwa saa za Nairobi (EAT).`,
    alarm: 'Darasa la majaribio linaanza baada ya dakika 30',
  };
}

/** The calendar file's name in Kiswahili: "darasa-la-majaribio-2026-11-24.ics". */
export const icsFileNameSw = (b: CalendarBooking) => `darasa-la-majaribio-${b.date}.ics`;

export function classIcsSw(b: BookingRecord, now: Date): Attachment {
  return { filename: icsFileNameSw(b), content: icsFor(b, { now, ...calendarWordsSw(b) }), contentType: 'text/calendar' };
}

export function trialBookedSw(brand: Brand, b: BookingRecord, manageUrl: string, now: Date): Mail {
  const when = classTimeSw(b.date, b.time, b.country.tz);
  const { title, details } = calendarWordsSw(b);
  return compose(brand, {
    template: 'trial-booked',
    language: 'sw',
    subject: `Darasa lako la majaribio (bure) limewekwa: ${when.local} · ${brand.name}`,
    heading: `Habari ${b.parentName},`,
    blocks: [
      { kind: 'p', text: `Nafasi ya darasa la majaribio (bure) la ${b.studentName} na ${brand.name} imewekwa.` },
      {
        kind: 'facts',
        rows: [
          ['Darasa', when.full],
          ['Muda', `${SESSION_LENGTH_SW}, moja kwa moja mtandaoni`],
          ['Mtoto', b.studentName],
          ['Gredi', b.studentGrade],
          ['Kiungo cha darasa', classLinkNoteSw(b.whatsapp)],
        ],
      },
      { kind: 'p', text: 'Andaa haya:' },
      { kind: 'list', items: HAVE_READY_SW },
      { kind: 'button', label: 'Weka kwenye Google Calendar', href: googleCalendarUrl(b, { title, details }) },
      { kind: 'p', text: `Faili lililoambatishwa, ${icsFileNameSw(b)}, linaweka darasa kwenye kalenda nyingine yoyote.` },
      {
        kind: 'p',
        text: `Unahitaji muda mwingine, au hutaweza kuhudhuria? Kiungo chako cha siri hapa chini kinakuwezesha kubadilisha muda au kughairi hadi ${CHANGE_CUTOFF_SW} kabla ya darasa. Usimpe mtu mwingine: yeyote mwenye kiungo hiki anaweza kubadilisha nafasi uliyoweka.`,
      },
      { kind: 'link', label: 'Simamia nafasi uliyoweka', href: manageUrl },
    ],
    attachments: [classIcsSw(b, now)],
  });
}
