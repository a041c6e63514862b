// A plan that does not renew by itself: the family's reminders (a week before its paid-until
// date, the day before, and on the day it passes), each with a private link that opens the
// enrollment's payment with the amount filled; and the school's notice when one expires
// after the grace. Pure.
import type { RenewalReminder } from '../enrollment/renewal';
import { formatMoney, periodLabel, type Currency, type Period } from '../pricing';
import { calendarDate } from '../zone-clock';
import { compose, type Brand, type Mail } from './layout';

export interface DuePlan {
  studentName: string;
  planName: string;
  period: Period;
  amount: number;
  currency: Currency;
  /** YYYY-MM-DD (Nairobi): the last day paid for. */
  paidUntil: string;
  /** Days after paidUntil before the plan expires. */
  graceDays: number;
}

const SUBJECT: Record<RenewalReminder, (d: DuePlan) => string> = {
  week: (d) => `${d.studentName}'s ${d.planName} plan renews in a week`,
  day: (d) => `${d.studentName}'s ${d.planName} plan renews tomorrow`,
  due: (d) => `${d.studentName}'s ${d.planName} plan is due today`,
};

function opening(which: RenewalReminder, d: DuePlan): string {
  const until = calendarDate(d.paidUntil);
  if (which === 'week') return `${d.studentName}'s classes are paid until ${until}. Renew now and nothing changes.`;
  if (which === 'day') return `${d.studentName}'s classes are paid until tomorrow, ${until}.`;
  return (
    `${d.studentName}'s plan was paid until ${until}. Classes go on for ${d.graceDays} more days; ` +
    'pay within them and the new period starts from that date, so no day is lost.'
  );
}

export function renewalReminderMail(brand: Brand, which: RenewalReminder, d: DuePlan, payUrl: string): Mail {
  return compose(brand, {
    template: `renewal-${which}`,
    subject: SUBJECT[which](d),
    heading: 'Hello,',
    blocks: [
      { kind: 'p', text: opening(which, d) },
      {
        kind: 'facts',
        rows: [
          ['Student', d.studentName],
          ['Plan', `${d.planName} (${periodLabel[d.period]})`],
          ['Price', formatMoney(d.amount, d.currency)],
        ],
      },
      { kind: 'p', text: 'Pay by M-Pesa or card from your private link. Keep it to yourself.' },
      { kind: 'button', label: `Renew ${d.studentName}'s plan`, href: payUrl },
    ],
  });
}

/** To the school: a plan ran out after its grace with no payment. */
export function enrollmentExpiredNotice(brand: Brand, d: DuePlan & { email: string; enrollmentId: string }): Mail {
  return compose(brand, {
    template: 'enrollment-expired',
    subject: `Expired: ${d.studentName}'s ${d.planName} plan`,
    heading: 'An enrollment has expired',
    blocks: [
      {
        kind: 'p',
        text: `No payment arrived within ${d.graceDays} days after ${calendarDate(d.paidUntil)}. The family may need a call.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Student', d.studentName],
          ['Plan', `${d.planName} (${periodLabel[d.period]})`],
          ['Paid until', calendarDate(d.paidUntil)],
          ['Family email', d.email],
          ['Enrollment', d.enrollmentId],
        ],
      },
    ],
  });
}
