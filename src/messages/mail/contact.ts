// Messages from the site: the contact form (an acknowledgement to the sender, and a notice
// to the school whose Reply-To is the sender) and the footer "Got Questions?" box (a
// notice to the school). Pure.
//
// The acknowledgement goes to an address nobody has verified, from the school's own
// address: it carries nothing the sender typed (not the message, not the name), so it can
// never be used to send someone else words in the school's name. The notice keeps it all.
// The acknowledgement is in the page's language; the notices in English (staff read English).
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

const fullName = (m: ContactMessage) => `${m.firstName} ${m.lastName}`.trim();

export function contactAcknowledgement(language: Language, brand: Brand): Mail {
  const { mail, common } = mailWords(language);
  const w = mail.contact;
  return compose(brand, {
    template: 'contact-ack',
    language,
    subject: w.subject(brand.name),
    heading: common.hello(),
    blocks: [
      { kind: 'p', text: w.thanks(brand.name) },
      { kind: 'p', text: w.answer },
    ],
  });
}

export function contactNotice(brand: Brand, m: ContactMessage): Mail {
  return compose(brand, {
    template: 'contact-notice',
    subject: `Message from ${fullName(m)} · ${brand.name}`,
    heading: 'A message from the contact form',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Name', fullName(m)],
          ['Email', m.email],
          ['Phone', m.phone || '(none)'],
          ['Company', m.company || '(none)'],
        ],
      },
      { kind: 'quote', text: m.message },
      { kind: 'p', text: 'Reply to this mail to answer the sender.' },
    ],
  });
}

export function questionNotice(brand: Brand, email: string): Mail {
  return compose(brand, {
    template: 'question-notice',
    subject: `A question is waiting: ${email} · ${brand.name}`,
    heading: 'Someone used the "Got Questions?" box',
    blocks: [
      { kind: 'p', text: 'They left their email address so the school can get in touch:' },
      { kind: 'facts', rows: [['Email', email]] },
    ],
  });
}
