// Messages from the site: the contact form (an acknowledgement to the sender, and a notice
// to the school whose Reply-To is the sender) and the footer "Got Questions?" box (a
// notice to the school). Pure.
//
// The acknowledgement goes to an address nobody has verified, from the school's own
// address: it carries nothing the sender typed (not the message, not the name), so it can
// never be used to send someone else words in the school's name. The notice keeps it all.
import { compose, type Brand, type Mail } from './layout';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

const fullName = (m: ContactMessage) => `${m.firstName} ${m.lastName}`.trim();

export function contactAcknowledgement(brand: Brand): Mail {
  return compose(brand, {
    template: 'contact-ack',
    subject: `We received your message · ${brand.name}`,
    heading: 'Hello,',
    blocks: [
      { kind: 'p', text: `Thank you for writing to ${brand.name}. We read every message and answer within one working day.` },
      {
        kind: 'p',
        text: 'Our answer will come by email to this address. If you did not write to us, you can ignore this mail.',
      },
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
