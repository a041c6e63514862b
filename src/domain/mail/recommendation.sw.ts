// Kiswahili twin of recommendation.ts: the school's recommendation after a trial. Pure.
import { formatMoney } from '../pricing';
import { compose, type Brand, type Mail } from './layout';
import type { Recommended } from './recommendation';
import { classesTextSw, periodSw } from './sw-words';

export function recommendationMailSw(brand: Brand, r: Recommended, enrollUrl: string): Mail {
  return compose(brand, {
    template: 'recommendation',
    language: 'sw',
    subject: `Mpango wa masomo wa ${r.studentName} kutoka ${brand.name}`,
    heading: r.parentName ? `Habari ${r.parentName},` : 'Habari,',
    blocks: [
      {
        kind: 'p',
        text: `Asante kwa kuhudhuria darasa la majaribio. Hii ndiyo programu tunayopendekeza kwa ${r.studentName}.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Mtoto', r.studentName],
          ['Kozi', r.courseTitle],
          ['Mpango', `${r.plan.name} (${classesTextSw(r.plan.classes)})`],
          ['Kipindi cha malipo', periodSw[r.period]],
          ['Bei', formatMoney(r.amount, r.currency)],
        ],
      },
      ...(r.note ? [{ kind: 'quote' as const, text: r.note }] : []),
      {
        kind: 'p',
        text: 'Ili kumsajili, lipa kwa usalama kwa kadi au M-Pesa kupitia kiungo chako cha siri. Usimpe mtu mwingine.',
      },
      { kind: 'button', label: `Msajili ${r.studentName}`, href: enrollUrl },
    ],
  });
}
