// A certificate awarded or revoked, to the family in its language: what it says and its public
// verification link (anyone may open it, so the mail is not private). Pure.
import type { CertificateView } from '../../domain/certificates/certificate';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export interface CertificateLinks {
  verify: string;
}

export function certificateAwardedMail(
  language: Language,
  brand: Brand,
  c: CertificateView,
  parentName: string,
  links: CertificateLinks,
): Mail {
  const { mail, common } = mailWords(language);
  const w = mail.certificate.awarded;
  const course = `${c.course}, ${c.level}`;
  return compose(brand, {
    template: 'certificate-awarded',
    language,
    subject: w.subject(c.name, brand.name, course),
    heading: common.hello(parentName),
    blocks: [
      { kind: 'p', text: w.congratulations(c.name, course) },
      { kind: 'facts', rows: certificateRows(language, c) },
      { kind: 'p', text: w.share },
      { kind: 'button', label: w.see, href: links.verify },
    ],
  });
}

export function certificateRevokedMail(
  language: Language,
  brand: Brand,
  c: CertificateView,
  parentName: string,
  reason: string,
  links: CertificateLinks,
): Mail {
  const { mail, common } = mailWords(language);
  const w = mail.certificate.revoked;
  return compose(brand, {
    template: 'certificate-revoked',
    language,
    subject: w.subject(c.name, c.number),
    heading: common.hello(parentName),
    blocks: [
      { kind: 'p', text: w.withdrawn(c.number, `${c.course}, ${c.level}`) },
      { kind: 'quote', text: reason },
      { kind: 'p', text: w.mistake },
      { kind: 'button', label: w.see, href: links.verify },
    ],
  });
}

export function certificateRows(language: Language, c: CertificateView): [string, string][] {
  const { mail, common, formats } = mailWords(language);
  const label = mail.certificate.label;
  return [
    [label.certificate, c.number],
    [common.label.student, c.name],
    [common.label.course, `${c.course}, ${c.level}`],
    [label.awarded, formats.calendarDate(c.awardedOn)],
    ...(c.mentor ? ([[common.label.mentor, c.mentor]] as [string, string][]) : []),
    [label.accredited, `${c.accreditingBody} (${c.accreditationReference})`],
  ];
}
