// Kiswahili twins of trial-changed.ts's family mails: the trial moved or cancelled. Pure.
import { googleCalendarUrl } from '../calendar';
import type { BookingRecord } from './booking-types';
import { compose, type Brand, type Mail } from './layout';
import type { Slot } from './trial-changed';
import { calendarWordsSw, classIcsSw, icsFileNameSw } from './trial-booked.sw';
import { CHANGE_CUTOFF_SW, classLinkNoteSw, classTimeSw } from './sw-words';

export function trialRescheduledSw(brand: Brand, b: BookingRecord, from: Slot, manageUrl: string | null, now: Date): Mail {
  const before = classTimeSw(from.date, from.time, b.country.tz);
  const after = classTimeSw(b.date, b.time, b.country.tz);
  const { title, details } = calendarWordsSw(b);
  return compose(brand, {
    template: 'trial-rescheduled',
    language: 'sw',
    subject: `Darasa lako la majaribio limehamishiwa ${after.local} · ${brand.name}`,
    heading: `Habari ${b.parentName},`,
    blocks: [
      { kind: 'p', text: `Darasa la majaribio la ${b.studentName} lina muda mpya.` },
      {
        kind: 'facts',
        rows: [
          ['Muda mpya', after.full],
          ['Ulikuwa', before.full],
          ['Mtoto', b.studentName],
        ],
      },
      { kind: 'p', text: classLinkNoteSw(b.whatsapp) },
      { kind: 'button', label: 'Weka muda mpya kwenye Google Calendar', href: googleCalendarUrl(b, { title, details }) },
      {
        kind: 'p',
        text: `Faili lililoambatishwa, ${icsFileNameSw(b)}, linachukua nafasi ya tukio la zamani kwenye kalenda nyingine.`,
      },
      manageUrl
        ? { kind: 'link', label: 'Simamia nafasi uliyoweka', href: manageUrl }
        : {
            kind: 'p',
            text: `Ili kubadilisha tena, tumia kiungo cha siri kilicho kwenye barua ya kuthibitisha nafasi (hadi ${CHANGE_CUTOFF_SW} kabla ya darasa).`,
          },
    ],
    attachments: [classIcsSw(b, now)],
  });
}

export function trialCancelledSw(brand: Brand, b: BookingRecord, by: 'parent' | 'staff', reason?: string): Mail {
  const when = classTimeSw(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-cancelled',
    language: 'sw',
    subject: `Darasa lako la majaribio la ${when.local} limeghairiwa · ${brand.name}`,
    heading: `Habari ${b.parentName},`,
    blocks: [
      {
        kind: 'p',
        text:
          by === 'staff'
            ? `Samahani: tumelazimika kughairi darasa la majaribio la ${b.studentName} la ${when.full}.`
            : `Kama ulivyoomba, darasa la majaribio la ${b.studentName} la ${when.full} limeghairiwa.`,
      },
      ...(reason ? [{ kind: 'facts' as const, rows: [['Sababu', reason] as const] }] : []),
      { kind: 'p', text: 'Karibu uweke nafasi ya darasa jingine la majaribio (bure) wakati wowote unaokufaa.' },
      { kind: 'button', label: 'Weka nafasi ya darasa la majaribio', href: `${brand.siteUrl}/sw/book-class` },
    ],
  });
}
