// Argument lists for the catalogue functions that need real records to run (a mail reads a
// booking's date and zone, an enum picks its subject), by their key in their area: the review
// list in docs/kiswahili.md shows each mail as these calls write it. Any other function is called
// with named samples (scripts/lib/sample-arguments.mjs).
const brand = {
  name: 'JengaCode',
  siteUrl: 'https://jengacode.example',
  supportPhone: '+254700000000',
  contactEmail: 'hi@jengacode.example',
  trial: { changeCutoffHours: 2, calendarAlarmMinutes: 30, windowDays: 7, reminderHours: { day: 24, hour: 1 } },
};
const now = new Date('2026-11-20T06:00:00Z');
const lagos = { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' };
const booking = {
  id: 'bk_1',
  studentName: 'Amani',
  studentGrade: '3-5',
  parentName: 'Neema',
  email: 'parent@example.com',
  whatsapp: '+234700000001',
  country: lagos,
  date: '2026-11-24',
  time: '10:00',
};
const certificate = {
  number: 'JC-1',
  name: 'Amani K.',
  course: 'Scratch',
  level: 'Level 1',
  awardedOn: '2026-11-24',
  mentor: 'Baraka',
  accreditingBody: 'Board',
  accreditationReference: 'R-1',
  status: 'valid',
};
const plan = { name: 'Starter', classes: 2 };
const due = {
  studentName: 'Amani',
  planName: 'Starter',
  period: 'monthly',
  amount: 6000,
  currency: 'KES',
  paidUntil: '2026-12-24',
  graceDays: 5,
};
const paid = { reference: 'R1', amount: 6000, currency: 'KES', studentName: 'Amani', email: 'p@example.com', paidAt: now };
const weekly = {
  studentName: 'Amani',
  mentorName: 'Baraka',
  start: new Date('2026-11-24T14:00:00Z'),
  tz: 'Africa/Nairobi',
  joinLink: 'https://meet.example/x',
  reschedulingLine: 'Unlimited rescheduling',
};
const report = {
  month: '2026-11',
  attended: 3,
  missed: 1,
  cancelled: 0,
  courses: [
    {
      enrollmentId: 'e1',
      course: 'Scratch',
      mentorName: 'Neema',
      attended: 2,
      missed: 1,
      cancelled: 0,
      notes: [{ date: '2026-11-10', note: '{note}' }],
      projects: [{ title: '{project}', url: 'https://scratch.example/1' }],
      next: '{next}',
    },
  ],
};
const manage = 'https://jengacode.example/manage#t';
const enroll = 'https://jengacode.example/enroll#t';
const verify = { verify: 'https://jengacode.example/c/JC-1' };

export const REVIEW_SAMPLES: Record<string, unknown[][]> = {
  // The formats area's dates and times: a Lagos evening read in both zones, a Nairobi morning.
  classTime: [
    ['2026-11-24', '18:45', 'Africa/Lagos'],
    ['2026-11-24', '09:00', 'Africa/Nairobi'],
  ],
  classTimeAt: [[new Date('2026-11-24T15:45:00Z'), 'Africa/Nairobi']],
  calendarDate: [['2026-11-24']],
  classWhen: [[new Date('2026-11-24T15:45:00Z'), 'Africa/Nairobi']],
  weeklyTimeIn: [[2, 960, 'Africa/Lagos', new Date('2026-11-24T06:00:00Z')]],
  monthName: [['2026-11']],
  describeSlot: [['2026-11-24', '16:00', 'Africa/Lagos']],
  'enrollOffer.dates.describeSlot': [['2026-11-24', '16:00', 'Africa/Lagos']],
  'manageGlance.dates.describeSlot': [['2026-11-24', '16:00', 'Africa/Lagos']],
  trialBooked: [[brand, booking, manage, now]],
  trialRescheduled: [[brand, booking, { date: '2026-11-23', time: '15:00' }, null, now]],
  trialCancelled: [
    [brand, booking, 'staff', '{reason}'],
    [brand, booking, 'parent'],
  ],
  manageLinkAgain: [
    [brand, booking, manage],
    [brand, booking, null],
  ],
  reminderMail: [
    [brand, booking, 'day'],
    [brand, booking, 'hour'],
  ],
  paymentReceipt: [
    [brand, { ...paid, kind: 'plan', paidFor: { plan, period: 'monthly' }, paidUntil: '2026-12-24' }],
    [brand, { ...paid, kind: 'donation', paidFor: null }],
  ],
  reviewReceipt: [[brand, { ...paid, kind: 'plan', plan: null, period: null, expected: null, reason: '{reason}' }]],
  recommendationMail: [
    [
      brand,
      {
        studentName: 'Amani',
        parentName: 'Neema',
        courseTitle: 'Scratch',
        plan,
        period: 'quarterly',
        currency: 'USD',
        amount: 120,
        note: '',
      },
      enroll,
    ],
  ],
  renewalReminderMail: [
    [brand, 'week', due, enroll, '2026-12-17'],
    [brand, 'day', due, enroll, '2026-12-23'],
    [brand, 'due', due, enroll, '2026-12-24'],
  ],
  renewalFailedMail: [[brand, { ...due, last4: '4242' }, null]],
  enrollmentEndedMail: [[brand, { studentName: 'Amani', planName: 'Starter', endedOn: '2026-11-24', card: true }, '{reason}']],
  certificateAwardedMail: [[brand, certificate, 'Neema', verify]],
  certificateRevokedMail: [[brand, certificate, 'Neema', '{reason}', verify]],
  contactAcknowledgement: [[brand]],
  weeklyReminderMail: [
    [brand, weekly, 'day'],
    [brand, weekly, 'hour'],
  ],
  progressReportMail: [[brand, report, { studentName: 'Amani' }, 'https://jengacode.example/sw/dashboard']],
};
