// What /manage's booked-class card says, as text: one home for the card whether React draws
// it (islands/manage/BookingView.tsx, from the server's answer) or the page's first-paint
// script draws it from the link's glance (services/first-paint/manage-glance.ts). Pure.
import type { BookingStatus } from './booking-status';
import { firstNameOf } from './link-glance';
import { NAIROBI_TZ, zoneName } from './slots';
import { dayAndMonth, wallTime } from './zone-clock';

/** The words the card takes, in the page's language (the catalogue's manage area gives them). */
export interface CardWords {
  childsClass: (firstName: string) => string;
  status: Readonly<Record<BookingStatus, string>>;
  yourTime: (country: string) => string;
  nairobiTime: string;
}

/** How the card writes a date and a time (the catalogue's dates area gives them). */
export interface CardDateWords {
  dayLabel: (date: string) => { full: string };
  describeSlot: (date: string, slot: string, tz: string) => string;
  clockTime: (time: string) => string;
}

/** Each text of the card, by the name of its place in the markup (data-slot). */
export interface BookedClassTexts {
  title: string;
  status: string;
  /** '' when the grade has no label. */
  grade: string;
  yourTime: string;
  local: string;
  nairobiTime: string;
  nairobi: string;
}

/** The class's two times: the family's and Nairobi's. */
export type ClassTimesTexts = Pick<BookedClassTexts, 'yourTime' | 'local' | 'nairobiTime' | 'nairobi'>;

interface CardBooking {
  studentName: string;
  studentGrade: string;
  date: string;
  time: string;
  status: BookingStatus;
  country: { name: string; tz: string };
}

export function classTimesTexts(
  date: string,
  time: string,
  country: { name: string; tz: string },
  w: Pick<CardWords, 'yourTime' | 'nairobiTime'>,
  dates: Pick<CardDateWords, 'describeSlot'>,
): ClassTimesTexts {
  return {
    yourTime: w.yourTime(country.name),
    local: dates.describeSlot(date, time, country.tz),
    nairobiTime: w.nairobiTime,
    nairobi: dates.describeSlot(date, time, NAIROBI_TZ),
  };
}

export function bookedClassTexts(
  b: CardBooking,
  w: CardWords,
  dates: CardDateWords,
  gradeLabels: Record<string, string>,
): BookedClassTexts {
  return {
    title: w.childsClass(firstNameOf(b.studentName)),
    status: w.status[b.status],
    grade: gradeLabels[b.studentGrade] ?? '',
    ...classTimesTexts(b.date, b.time, b.country, w, dates),
  };
}

/**
 * When the link's message was sent, in the family's zone: "Thursday 26 November, 11:00 EAT".
 * English names the day from the house's own names; another language through its words.
 */
export function sentText(at: Date, tz: string, dates: CardDateWords | null): string {
  const w = wallTime(at, tz);
  const day = dates ? dates.dayLabel(w.date).full : dayAndMonth(w);
  return `${day}, ${dates ? dates.clockTime(w.time) : w.time} ${zoneName(tz, at)}`;
}
