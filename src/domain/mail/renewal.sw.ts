// Kiswahili twin of renewal.ts's reminders to the family: the plan is due soon, or today. Pure.
import type { RenewalReminder } from '../enrollment/renewal';
import { formatMoney } from '../pricing';
import { compose, type Brand, type Mail } from './layout';
import type { DuePlan } from './renewal';
import { calendarDateSw, periodSw } from './sw-words';

const SUBJECT: Record<RenewalReminder, (d: DuePlan) => string> = {
  week: (d) => `Mpango wa ${d.planName} wa ${d.studentName} unaendelezwa baada ya wiki moja`,
  day: (d) => `Mpango wa ${d.planName} wa ${d.studentName} unaendelezwa kesho`,
  due: (d) => `Mpango wa ${d.planName} wa ${d.studentName} unalipwa leo`,
};

function opening(which: RenewalReminder, d: DuePlan): string {
  const until = calendarDateSw(d.paidUntil);
  if (which === 'week')
    return `Madarasa ya ${d.studentName} yamelipiwa hadi ${until}. Endeleza (lipia tena) sasa na hakuna kitakachobadilika.`;
  if (which === 'day') return `Madarasa ya ${d.studentName} yamelipiwa hadi kesho, ${until}.`;
  return (
    `Mpango wa ${d.studentName} ulilipiwa hadi ${until}. Madarasa yanaendelea kwa siku ${d.graceDays} zaidi; ` +
    'ukilipa ndani ya siku hizo, kipindi kipya kinaanzia tarehe hiyo, kwa hiyo hakuna siku inayopotea.'
  );
}

export function renewalReminderMailSw(brand: Brand, which: RenewalReminder, d: DuePlan, payUrl: string): Mail {
  return compose(brand, {
    template: `renewal-${which}`,
    language: 'sw',
    subject: SUBJECT[which](d),
    heading: 'Habari,',
    blocks: [
      { kind: 'p', text: opening(which, d) },
      {
        kind: 'facts',
        rows: [
          ['Mtoto', d.studentName],
          ['Mpango', `${d.planName} (${periodSw[d.period]})`],
          ['Bei', formatMoney(d.amount, d.currency)],
        ],
      },
      { kind: 'p', text: 'Lipa kwa M-Pesa au kadi kupitia kiungo chako cha siri. Usimpe mtu mwingine.' },
      { kind: 'button', label: `Endeleza mpango wa ${d.studentName}`, href: payUrl },
    ],
  });
}
