// Delivers mail/{id} documents through SMTP, each once. A sender first claims the document
// in a transaction (PENDING -> PROCESSING with a lease), so two senders (a trigger fired
// twice, or the trigger and the retry job) never both send it; then it sends and records
// SUCCESS, or ERROR with the error and when to try again. Once a mail is finished
// (delivered, or given up on after the last attempt) its document is kept for the mail
// retention, and a private body (one holding a manage link) is dropped.
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  DROPPED,
  DROPPED_UNSENT,
  claimed,
  failed,
  givenUp,
  mayClaim,
  type DeliveryState,
  type DeliveryView,
} from '../../../src/domain/mail/delivery';
import { mailExpiresAt } from '../../../src/domain/retention';

interface StoredMail {
  to: string;
  replyTo?: string;
  private?: boolean;
  message: {
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; content: string; contentType?: string }[];
  };
  delivery?: { state?: DeliveryState; attempts?: number; nextAttemptAt?: Timestamp | null };
}

export type Outcome = 'sent' | 'failed' | 'skipped';

function view(mail: StoredMail): DeliveryView {
  const d = mail.delivery ?? {};
  return { state: d.state ?? 'PENDING', attempts: d.attempts ?? 0, nextAttemptAt: d.nextAttemptAt?.toMillis() ?? null };
}

const stamp = (ms: number | null) => (ms === null ? null : Timestamp.fromMillis(ms));

/** The fields of a finished mail: when it is deleted, and a private body replaced by `note`. */
function finished(mail: StoredMail, note: string) {
  return {
    expiresAt: Timestamp.fromMillis(mailExpiresAt(Date.now())),
    ...(mail.private ? { 'message.text': note, 'message.html': note } : {}),
  };
}

/** Takes the mail for this sender if nobody holds it; returns it, or null to leave it alone. */
async function claim(db: Firestore, ref: DocumentReference): Promise<{ mail: StoredMail; delivery: DeliveryView } | null> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const mail = snap.data() as StoredMail;
    const now = Date.now();
    const current = view(mail);
    if (!mayClaim(current, now)) return null;
    const next = claimed(current, now);
    tx.update(ref, {
      'delivery.state': next.state,
      'delivery.attempts': next.attempts,
      'delivery.nextAttemptAt': stamp(next.nextAttemptAt),
      'delivery.startTime': FieldValue.serverTimestamp(),
    });
    return { mail, delivery: next };
  });
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
  const taken = await claim(db, ref);
  if (!taken) return 'skipped';
  const { mail, delivery } = taken;
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
      ...finished(mail, DROPPED),
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
      ...(givenUp(next) ? finished(mail, DROPPED_UNSENT) : {}),
    });
    logger.warn('mail not sent', { id: ref.id, attempts: next.attempts, error: message, retry: next.nextAttemptAt !== null });
    return 'failed';
  }
}

/** The retry job: every mail whose nextAttemptAt has come, oldest first, up to `limit`. */
export async function retryDue(db: Firestore, smtp: string, from: string, limit = 50): Promise<Record<Outcome, number>> {
  const due = await db
    .collection('mail')
    .where('delivery.nextAttemptAt', '<=', Timestamp.now())
    .orderBy('delivery.nextAttemptAt')
    .limit(limit)
    .get();
  const counts: Record<Outcome, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const doc of due.docs) counts[await deliver(db, doc.ref, smtp, from)] += 1;
  return counts;
}
