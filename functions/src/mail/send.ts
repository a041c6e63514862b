// Delivers mail/{id} documents through SMTP, each once. A sender first claims the document
// in a transaction (PENDING -> PROCESSING with a lease), so two senders (a trigger fired
// twice, or the trigger and the retry job) never both send it; then it sends and records
// SUCCESS, or ERROR with the error and when to try again. Once a mail is finished
// (delivered, or given up on after the last attempt) its document is kept for the mail
// retention, and a private body (one holding a manage link) is dropped.
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import nodemailer, { type Transporter } from 'nodemailer';
import { failed, givenUp } from '../../../src/domain/delivery';
import { words as outbox } from '../../../src/i18n/en/console/outbox';
import { mailExpiresAt } from '../../../src/domain/retention';
import type { StoredMail } from '../../../src/domain/stored/mail';
import { claim, retryDue as retryDueIn, stamp, type Outcome } from '../delivery/claim';
import { mailRef } from '../notices/mail';

/** The fields of a finished mail: when it is deleted, and a private body replaced by `note`. */
function finished(mail: StoredMail, note: string) {
  return {
    expiresAt: Timestamp.fromMillis(mailExpiresAt(Date.now())),
    ...(mail.private ? { 'message.text': note, 'message.html': note } : {}),
  };
}

const transports = new Map<string, Transporter>();

/** One pooled transport per SMTP URL; fails fast when the server does not answer. */
export function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    transports.set(url, transport);
  }
  return transport;
}

/** Claims, sends and records one mail document. */
export async function deliver(db: Firestore, ref: DocumentReference, smtp: string, from: string): Promise<Outcome> {
  const taken = await claim(db, mailRef(db, ref.id));
  if (!taken || 'skipped' in taken) return 'skipped';
  const { doc: mail, delivery } = taken;
  try {
    const info = await transportFor(smtp).sendMail({
      from,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      attachments: mail.message.attachments,
    });
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.nextAttemptAt': null,
      'delivery.error': null,
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.info': {
        messageId: info.messageId ?? null,
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
      },
      ...finished(mail, outbox.dropped),
    });
    return 'sent';
  } catch (error) {
    const next = failed(delivery, Date.now());
    const message = (error as Error).message.slice(0, 500);
    await ref.update({
      'delivery.state': next.state,
      'delivery.nextAttemptAt': stamp(next.nextAttemptAt),
      'delivery.error': message,
      'delivery.endTime': FieldValue.serverTimestamp(),
      ...(givenUp(next) ? finished(mail, outbox.droppedUnsent) : {}),
    });
    logger.warn('mail not sent', { id: ref.id, attempts: next.attempts, error: message, retry: next.nextAttemptAt !== null });
    return 'failed';
  }
}

/** The retry job: every mail whose nextAttemptAt has come, oldest first, up to `limit`. */
export function retryDue(db: Firestore, smtp: string, from: string, limit = 50): Promise<Record<Outcome, number>> {
  return retryDueIn(db, 'mail', (ref) => deliver(db, ref, smtp, from), limit);
}
