// A certificate awarded or revoked, to the family: what it says and its public verification
// link (anyone may open it, so the mail is not private). Pure.
import type { CertificateView } from '../certificates/certificate';
import { calendarDate } from '../zone-clock';
import { compose, type Brand, type Mail } from './layout';

export function certificateAwardedMail(brand: Brand, c: CertificateView, parentName: string, links: CertificateLinks): Mail {
  return compose(brand, {
    template: 'certificate-awarded',
    subject: `${c.name} earned a ${brand.name} certificate: ${c.course}, ${c.level}`,
    heading: parentName ? `Hello ${parentName},` : 'Hello,',
    blocks: [
      { kind: 'p', text: `Congratulations! ${c.name} has completed ${c.course}, ${c.level}.` },
      { kind: 'facts', rows: certificateRows(c) },
      {
        kind: 'p',
        text: 'Anyone you share the link with can check that the certificate is genuine. Print it from the same page.',
      },
      { kind: 'button', label: 'See the certificate', href: links.verify },
    ],
  });
}

export function certificateRevokedMail(
  brand: Brand,
  c: CertificateView,
  parentName: string,
  reason: string,
  links: CertificateLinks,
): Mail {
  return compose(brand, {
    template: 'certificate-revoked',
    subject: `${c.name}'s certificate ${c.number} was withdrawn`,
    heading: parentName ? `Hello ${parentName},` : 'Hello,',
    blocks: [
      { kind: 'p', text: `The school has withdrawn certificate ${c.number} (${c.course}, ${c.level}). Its page now says so.` },
      { kind: 'quote', text: reason },
      { kind: 'p', text: 'If you think this is a mistake, reply to this email.' },
      { kind: 'button', label: 'See the certificate page', href: links.verify },
    ],
  });
}

export interface CertificateLinks {
  verify: string;
}

export function certificateRows(c: CertificateView): [string, string][] {
  return [
    ['Certificate', c.number],
    ['Student', c.name],
    ['Course', `${c.course}, ${c.level}`],
    ['Awarded', calendarDate(c.awardedOn)],
    ...(c.mentor ? ([['Mentor', c.mentor]] as [string, string][]) : []),
    ['Accredited by', `${c.accreditingBody} (${c.accreditationReference})`],
  ];
}
