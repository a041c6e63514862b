// mail/{id}: one document per mail, in the shape of Firebase's Trigger Email extension
// (`to`, `replyTo`, `message: {subject, text, html, attachments}`, `delivery`). Functions
// queue mail here, inside the transaction or batch that records what the mail is about;
// the sender (mail/send.ts) delivers it.
import { Timestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { PENDING_GRACE_MS } from '../../../src/domain/delivery';
import type { Mail } from '../../../src/messages/mail/layout';
import { mailExpiresAt } from '../../../src/domain/retention';
import type { StoredMail } from '../../../src/domain/stored/mail';
import { firestore } from '../platform/admin';
import { typedConverter } from '../platform/stored';

export interface Outgoing extends Mail {
  to: string;
  replyTo?: string;
  /** The body holds a private link (a booking's manage link): the sender drops the body
   *  from the document once the mail is delivered, so the stored copy grants nothing. */
  private?: boolean;
}

const mailConverter = typedConverter<StoredMail>();
/** mail/, read as stored mail. */
export const mailOf = (db: Firestore) => db.collection('mail').withConverter(mailConverter);
export const mailRef = (db: Firestore, id: string) => mailOf(db).doc(id);

/** The stored document of a queued mail. */
export function mailDocument(mail: Outgoing, now: Date): StoredMail {
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    template: mail.template,
    ...(mail.private ? { private: true } : {}),
    message: {
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    },
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: Timestamp.fromMillis(now.getTime() + PENDING_GRACE_MS) },
    createdAt: Timestamp.fromDate(now),
    // Moved on once the mail is delivered or given up on (mail/send.ts); set here as well so no
    // mail document is ever without one.
    expiresAt: Timestamp.fromMillis(mailExpiresAt(now.getTime())),
  };
}

/**
 * Queues a mail as mail/{id} in the caller's transaction or batch. The id names what the
 * mail is about (e.g. `booking-<id>-confirmed`), so the same event can never queue two:
 * a second create of the same id fails the whole transaction or batch. Where an event may
 * legitimately be processed twice (a trigger fired again), use queueOnce.
 */
export function queueMail(writer: Transaction | WriteBatch, id: string, mail: Outgoing, db: Firestore = firestore()): void {
  (writer as WriteBatch).create(mailRef(db, id), mailDocument(mail, new Date()));
}

/** Queues each mail whose id is not taken yet, in one transaction; returns the ids it queued. */
export async function queueOnce(db: Firestore, mails: Record<string, Outgoing>): Promise<string[]> {
  const refs = Object.keys(mails).map((id) => mailRef(db, id));
  return db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const fresh = snaps.filter((snap) => !snap.exists).map((snap) => snap.id);
    for (const id of fresh) queueMail(tx, id, mails[id]!, db);
    return fresh;
  });
}
