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
import { words as notices } from '../../i18n/en/console/notices';

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
    subject: notices.contact.subject(fullName(m), brand.name),
    heading: notices.contact.heading,
    blocks: [
      {
        kind: 'facts',
        rows: [
          [notices.label.name, fullName(m)],
          [notices.label.email, m.email],
          [notices.label.phone, m.phone || notices.none],
          [notices.label.company, m.company || notices.none],
        ],
      },
      { kind: 'quote', text: m.message },
      { kind: 'p', text: notices.contact.reply },
    ],
  });
}

export function questionNotice(brand: Brand, email: string): Mail {
  return compose(brand, {
    template: 'question-notice',
    subject: notices.question.subject(email, brand.name),
    heading: notices.question.heading,
    blocks: [
      { kind: 'p', text: notices.question.left },
      { kind: 'facts', rows: [[notices.label.email, email]] },
    ],
  });
}
