// Mail about a message from the site (contactMessages, questions): Firestore triggers that
// queue their mails with ids named after the document, so a trigger delivered twice
// queues them once. Payments have theirs in payment-mail.ts.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { contactNotice, questionNotice, type ContactMessage, contactAcknowledgement } from '../../../src/messages/mail/contact';
import { brand, staffEmail } from '../notices/brand';
import { queueOnce, type Outgoing } from '../notices/mail';
import { firestore } from '../platform/admin';
import { languageOr } from '../../../src/i18n/languages';

const region = 'us-central1';
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const contactMail = onDocumentCreated({ document: 'contactMessages/{id}', region, retry: false }, async (event) => {
  const data = event.data?.data();
  if (!data) return;
  const message: ContactMessage = {
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    phone: text(data.phone),
    company: text(data.company),
    message: text(data.message),
  };
  const school = brand();
  const id = `contact-${event.params.id}`;
  const mails: Record<string, Outgoing> = {
    [`${id}-notice`]: {
      ...contactNotice(school, message),
      to: staffEmail(),
      ...(message.email ? { replyTo: message.email } : {}),
    },
  };
  if (message.email) mails[`${id}-ack`] = { ...contactAcknowledgement(languageOr(data.language), school), to: message.email };
  await queueOnce(firestore(), mails);
});

export const questionMail = onDocumentCreated({ document: 'questions/{id}', region, retry: false }, async (event) => {
  const email = text(event.data?.data()?.email);
  if (!email) return;
  await queueOnce(firestore(), {
    [`question-${event.params.id}-notice`]: { ...questionNotice(brand(), email), to: staffEmail(), replyTo: email },
  });
});
