// Queues one family message to each of its recipients (recipients.ts): their mail when they have
// an address (and their mail switch is on, where the message honours it), their WhatsApp message
// when they gave a number, each in their own language, under their own copy id. Read what is
// queued already (`queuedCopies`) with the transaction's other reads: a copy already there is
// skipped, so a job or trigger run twice queues none twice.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Mail } from '../../../src/messages/mail/layout';
import { mailRef, queueMail } from '../notices/mail';
import { messageDocument, messageRef, queueMessage, type Content } from '../notices/messages';
import type { Recipient } from './recipients';

/** One recipient's copy: its mail and its WhatsApp message, each when the message has one. */
export interface Copy {
  mail?: Mail | null;
  message?: Content | null;
}

export interface CopyOptions {
  /** A weekly class's message: its quick replies name the class. */
  classId?: string;
  /** Holds a private link: dropped from the stored copy once delivered. */
  private?: boolean;
  /** Mailed even when the recipient's mail switch is off (a receipt, a certificate, an ended plan). */
  mailEvenIfOff?: boolean;
}

const mailPath = (id: string) => `mail/${id}`;
const messagePath = (id: string) => `messages/${id}`;

/** The copies of message `id` already queued (their paths), read in the caller's transaction. */
export async function queuedCopies(tx: Transaction, db: Firestore, id: string, recipients: readonly Recipient[]) {
  const ids = recipients.map((r) => r.copyId(id));
  // No one to tell (a class whose enrollment is gone): Firestore refuses an empty getAll.
  if (ids.length === 0) return new Set<string>();
  const [mails, messages] = await Promise.all([
    tx.getAll(...ids.map((x) => mailRef(db, x))),
    tx.getAll(...ids.map((x) => messageRef(db, x))),
  ]);
  return new Set([...mails, ...messages].filter((s) => s.exists).map((s) => s.ref.path));
}

/** Queues each recipient's copy of message `id` not queued yet; returns how many documents it queued. */
export function queueCopies(
  tx: Transaction,
  db: Firestore,
  id: string,
  recipients: readonly Recipient[],
  queued: ReadonlySet<string>,
  copyOf: (to: Recipient) => Copy,
  options: CopyOptions,
  now: Date,
): number {
  let count = 0;
  for (const to of recipients) {
    const copyId = to.copyId(id);
    const copy = copyOf(to);
    if (copy.mail && to.email && (to.mail || options.mailEvenIfOff) && !queued.has(mailPath(copyId))) {
      queueMail(tx, copyId, { ...copy.mail, to: to.email, ...(options.private ? { private: true } : {}) }, db);
      count += 1;
    }
    if (copy.message && to.whatsapp && !queued.has(messagePath(copyId))) {
      const stored = {
        language: to.language,
        ...to.owner,
        ...(options.classId ? { classId: options.classId } : {}),
        ...(options.private ? { private: true } : {}),
      };
      queueMessage(tx, db, copyId, messageDocument(to.whatsapp, copy.message, stored, now));
      count += 1;
    }
  }
  return count;
}
