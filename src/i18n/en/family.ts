// The words of /dashboard's family panel (dashboard/FamilyPanel.tsx and the parts under it:
// a child's card, classes, reports, class times, renewal and switches). Only that lazily
// loaded panel carries them.
import type { Wording } from '../wording';
import { periodLabel } from '../../domain/pricing';
import { words as reportLabels } from './reports';

export const words = {
  period: periodLabel,
  panel: {
    title: 'Your children',
    loading: 'Loading your family…',
    failed: "We couldn't load your children. Check your connection and reload the page.",
    notSaved: 'That did not save. Check your connection and try again.',
    save: 'Save',
    addTitle: 'Add a child',
    add: 'Add child',
  },
  childForm: {
    name: "Child's name",
    grade: 'Grade',
    chooseGrade: 'Choose a grade',
    fullName: 'Print the full name on certificates (otherwise the first name and an initial)',
    cancel: 'Cancel',
    remove: (child: string) => `Remove ${child} from the family`,
    yesRemove: (child: string) => `Yes, remove ${child}`,
    keep: (child: string) => `Keep ${child}`,
  },
  child: {
    edit: 'Edit',
    status: { active: 'Active', past_due: 'Payment due', expired: 'Expired', cancelled: 'Cancelled' },
    trialStatus: { upcoming: 'Upcoming', attended: 'Attended', 'no-show': 'Missed', cancelled: 'Cancelled' } as Record<
      string,
      string
    >,
    plan: (plan: string, period: string) => `${plan} plan, ${period.toLowerCase()}`,
    paidUntil: 'Paid until ',
    payNext: 'Pay for the next period',
    payNextOf: (child: string) => ` of ${child}'s plan`,
    recommendation: 'Our recommendation',
    enroll: (child: string) => `Enroll ${child}`,
    trials: 'Trial classes',
    trialNairobi: 'Nairobi',
    certificates: 'Certificates',
    revoked: '(revoked)',
    certificateNote: (number: string) => `Certificate ${number}: share its page, or print it from there.`,
    payments: 'Payments',
    receipt: (reference: string, paidUntil: string | null) =>
      `Receipt ${reference}${paidUntil ? `, paid until ${paidUntil}` : ''}. We emailed it to you.`,
  },
  instalments: {
    title: 'Paid in parts',
    part: (n: number, of: number) => `Part ${n} of ${of}`,
    paid: 'paid',
    due: (date: string) => `due ${date}`,
    late: (date: string) => `was due ${date}, not paid yet`,
    paused: 'Classes are paused until the late part is paid; paying it resumes them at once.',
    pay: (n: number) => `Pay part ${n}`,
    payOf: (child: string) => ` of ${child}'s plan`,
  },
  classes: {
    failed: "We couldn't load the classes. Please reload the page.",
    loading: 'Loading classes…',
    next: 'Next classes',
    none: 'No upcoming classes in the paid period.',
    noClassOn: (dates: string) => `No class on ${dates}: the school is closed or the mentor is away.`,
    withMentor: (mentor: string) => ` with ${mentor}`,
    join: 'Join the class',
    classOf: (when: string) => ` of ${when}`,
    joinOpens: (minutes: number) => `The join link opens ${minutes} minutes before.`,
    move: 'Move',
    cant: "Can't make it",
    buttonOf: (when: string) => ` (class of ${when})`,
    attendance: (weeks: number) => `Attendance, last ${weeks} weeks`,
    noneMarked: 'No classes marked yet.',
    outcome: { attended: 'Attended', absent: 'Absent', cancelled: 'Cancelled by the school' } as Record<string, string>,
  },
  reports: {
    title: 'Progress reports',
    of: (child: string) => `: ${child}'s progress report`,
    withMentor: (mentor: string) => `, with ${mentor}`,
    notes: "The mentor's notes",
    projects: 'Projects',
    next: 'What comes next',
    rows: reportLabels,
  },
  times: {
    loading: 'Loading free class times…',
    legend: 'Choose class times',
    perWeek: (child: string, count: number) =>
      `${child}'s plan has ${count} ${count === 1 ? 'class' : 'classes'} a week. Times are in your zone.`,
    noneFree: 'No weekly times are free right now. Please chat with us.',
    class: (n: number) => `Class ${n}`,
    choose: 'Choose a time',
    saving: 'Saving…',
    save: 'Save class times',
  },
  renewal: {
    unreachable: 'We could not reach the server. Check your connection and try again.',
    renews: (next: string | null, price: string | null, last4: string | null) =>
      `Renews automatically${next ? ` on ${next}` : ''}${price ? `: ${price}` : ''}${last4 ? ` from your card ending ${last4}` : ''}.`,
    off: 'Automatic renewal is off.',
    expires: (month: string, year: string) => ` Card expires ${month}/${year}.`,
    attention: ' The last charge did not go through; Paystack will try again.',
    turnOff: 'Turn off automatic renewal',
    turnOn: 'Turn on automatic renewal',
    updateCard: 'Update card',
  },
  switches: {
    number: (number: string) => `WhatsApp messages go to ${number}, the number of your latest trial booking.`,
    noNumber: 'WhatsApp messages go to the number you give when you book a trial class.',
  },
  calendar: {
    title: 'Classes in your calendar',
    text: 'Every upcoming class of every child, kept up to date when a class moves. The link is private: keep it to yourself.',
    subscribe: 'Subscribe in your calendar app',
    copy: 'Copy the calendar address',
    ask: 'Get the calendar link',
    asking: 'Making the link…',
    failed: 'We could not make the calendar link. Please try again.',
    copied: 'Calendar address copied.',
    copyFailed: 'Copying did not work here: select the address above and copy it.',
  },
};

/** The shape of `familyWords` in any language. */
export type FamilyWords = Wording<typeof words>;
