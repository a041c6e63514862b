// The booking form's own words (labels, legends, the summary): only /book-class carries
// them, so they live apart from the messages area (and /success's, success.ts, apart from
// these).
import type { Wording } from '../wording';

export const words = {
  /** How long a class lasts, from its minutes (domain/slots.ts SESSION_MINUTES): "1 hour", "90 minutes". */
  sessionLength: (minutes: number) =>
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`,
  fields: {
    legend: 'Student and parent',
    studentName: 'Student name',
    grade: 'Grade',
    chooseGrade: 'Choose a grade',
    parentName: 'Parent name',
    email: 'Parent email',
    country: 'Country',
    phone: 'WhatsApp number',
    phoneHint: 'We send the class link on WhatsApp.',
    whoFor: 'Who is the trial for?',
    anotherChild: 'Another child',
  },
  days: {
    legend: 'Choose a day',
    today: 'Today',
    todayIs: (label: string) => `Today, ${label}`,
    dayNumber: (n: number) => `Day ${n}`,
  },
  times: {
    legend: 'Choose a time',
    shownIn: (country: string, zone: string, length: string) => `Times in ${country} (${zone}). Each class lasts ${length}.`,
    full: 'Full',
    yours: 'Yours',
    fullNote: ', Full',
    pastNote: ', already passed',
    yoursNote: ', your class',
  },
  summary: {
    title: 'Booking Summary',
    notSet: 'Not set',
    stillNeeded: (parts: string) => `Still needed: ${parts}.`,
    free: 'The trial class is free. No payment needed.',
    student: 'Student',
    parent: 'Parent',
    email: 'Email',
    whatsapp: 'WhatsApp',
    class: 'Class',
    missingStudentName: "student's name",
    missingGrade: 'grade',
    missingParentName: "parent's name",
    missingEmail: 'a valid email',
    missingPhone: 'a valid WhatsApp number',
    missingTime: 'a class time',
  },
} as const;

/** The shape of `bookingWords` in any language. */
export type BookingWords = Wording<typeof words>;
