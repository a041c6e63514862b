// An enrollment the school ended early (staff, with a reason): the family is told the plan and
// its weekly classes stop today, why, and, for a card that renewed by itself, that it is not
// charged again. Pure.
import { calendarDate } from '../zone-clock';
import { compose, type Brand, type Mail } from './layout';

export interface EndedPlan {
  studentName: string;
  planName: string;
  /** The Nairobi date it ended (YYYY-MM-DD). */
  endedOn: string;
  /** It renewed by card: the subscription is stopped too. */
  card: boolean;
}

export function enrollmentEndedMail(brand: Brand, e: EndedPlan, reason: string): Mail {
  return compose(brand, {
    template: 'enrollment-ended',
    subject: `${e.studentName}'s ${e.planName} plan has ended`,
    heading: 'Hello,',
    blocks: [
      {
        kind: 'p',
        text:
          `The school has ended ${e.studentName}'s ${e.planName} plan today, ${calendarDate(e.endedOn)}. ` +
          'Its weekly classes from today on are cancelled, and no renewal reminder will follow.',
      },
      { kind: 'quote', text: reason },
      ...(e.card
        ? [
            {
              kind: 'p' as const,
              text: 'Automatic renewal by card is stopped: your card will not be charged again for this plan.',
            },
          ]
        : []),
      { kind: 'p', text: 'If you think this is a mistake, or have a question, reply to this email.' },
      { kind: 'link', label: 'Open my dashboard', href: `${brand.siteUrl}/dashboard` },
    ],
  });
}
