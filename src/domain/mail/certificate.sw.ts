// Kiswahili twins of certificate.ts's mails to the family: a certificate awarded or withdrawn. Pure.
import type { CertificateView } from '../certificates/certificate';
import type { CertificateLinks } from './certificate';
import { compose, type Brand, type Mail } from './layout';
import { calendarDateSw } from './sw-words';

function certificateRowsSw(c: CertificateView): [string, string][] {
  return [
    ['Cheti', c.number],
    ['Mtoto', c.name],
    ['Kozi', `${c.course}, ${c.level}`],
    ['Kimetolewa', calendarDateSw(c.awardedOn)],
    ...(c.mentor ? ([['Mwalimu mshauri', c.mentor]] as [string, string][]) : []),
    ['Kimeidhinishwa na', `${c.accreditingBody} (${c.accreditationReference})`],
  ];
}

export function certificateAwardedMailSw(brand: Brand, c: CertificateView, parentName: string, links: CertificateLinks): Mail {
  return compose(brand, {
    template: 'certificate-awarded',
    language: 'sw',
    subject: `${c.name} amepata cheti cha ${brand.name}: ${c.course}, ${c.level}`,
    heading: parentName ? `Habari ${parentName},` : 'Habari,',
    blocks: [
      { kind: 'p', text: `Hongera! ${c.name} amemaliza ${c.course}, ${c.level}.` },
      { kind: 'facts', rows: certificateRowsSw(c) },
      {
        kind: 'p',
        text: 'Yeyote utakayemtumia kiungo anaweza kuhakikisha kwamba cheti ni halali. Kichapishe kutoka ukurasa huo huo.',
      },
      { kind: 'button', label: 'Tazama cheti', href: links.verify },
    ],
  });
}

export function certificateRevokedMailSw(
  brand: Brand,
  c: CertificateView,
  parentName: string,
  reason: string,
  links: CertificateLinks,
): Mail {
  return compose(brand, {
    template: 'certificate-revoked',
    language: 'sw',
    subject: `Cheti ${c.number} cha ${c.name} kimeondolewa`,
    heading: parentName ? `Habari ${parentName},` : 'Habari,',
    blocks: [
      { kind: 'p', text: `Shule imeondoa cheti ${c.number} (${c.course}, ${c.level}). Ukurasa wake sasa unasema hivyo.` },
      { kind: 'quote', text: reason },
      { kind: 'p', text: 'Kama unadhani ni kosa, jibu barua pepe hii.' },
      { kind: 'button', label: 'Tazama ukurasa wa cheti', href: links.verify },
    ],
  });
}
