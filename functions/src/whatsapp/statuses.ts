// Delivery statuses, from WhatsApp's webhook (sent, delivered, read, failed) and from
// Africa's Talking's delivery reports, recorded on the message. Idempotent: a status keeps
// the time it first arrived, and the shown status only moves forward. A permanent `failed`
// sends the message once by SMS; a temporary one queues it again on WhatsApp.
import type { SmsReport, WhatsAppStatusEvent } from './webhook-request';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { backoffMs } from '../../../src/domain/delivery';
import { furthestStatus, isWhatsAppStatus, whatsappCodeVerdict } from '../../../src/messages/whatsapp/channel';
import { messagesOf } from '../notices/messages';
import { dropPrivate } from './send';

export type StatusOutcome = 'recorded' | 'unknown' | 'sms' | 'again';

const at = (seconds: unknown, now: Date) =>
  typeof seconds === 'string' && /^\d{1,12}$/.test(seconds)
    ? Timestamp.fromMillis(Number(seconds) * 1000)
    : Timestamp.fromDate(now);

/** Records one status; `ref` is the message, to send at once when it turned to SMS. */
export async function recordWhatsAppStatus(
  db: Firestore,
  event: WhatsAppStatusEvent,
  now: Date,
): Promise<{ outcome: StatusOutcome; ref?: DocumentReference }> {
  if (typeof event.id !== 'string' || !isWhatsAppStatus(event.status)) return { outcome: 'unknown' };
  const status = event.status;
  const found = await messagesOf(db).where('whatsapp.id', '==', event.id).limit(1).get();
  const ref = found.docs[0]?.ref;
  if (!ref) return { outcome: 'unknown' };
  const error = event.errors?.[0];
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const outcome = await db.runTransaction(async (tx): Promise<StatusOutcome> => {
    const m = (await tx.get(ref)).data();
    if (!m || m.whatsapp?.id !== event.id) return 'unknown';
    const update: Record<string, unknown> = { 'whatsapp.status': furthestStatus(m.whatsapp?.status, status) };
    if (!m.whatsapp?.at?.[status]) update[`whatsapp.at.${status}`] = at(event.timestamp, now);
    if (status === 'delivered' || status === 'read') Object.assign(update, dropPrivate(m));
    let outcome: StatusOutcome = 'recorded';
    // Only a message still on WhatsApp and counted as sent goes back to the queue: a replay finds it moved on.
    if (status === 'failed' && m.channel === 'whatsapp' && m.delivery.state === 'SUCCESS') {
      const reason = `WhatsApp failed: ${code ?? '?'} ${typeof error?.title === 'string' ? error.title : ''}`
        .trim()
        .slice(0, 300);
      update['whatsapp.error'] = reason;
      update['delivery.error'] = reason;
      if (whatsappCodeVerdict(code) === 'permanent') {
        Object.assign(update, {
          channel: 'sms',
          fallback: { reason, at: Timestamp.fromDate(now) },
          'delivery.state': 'PENDING',
          'delivery.nextAttemptAt': Timestamp.fromDate(now),
        });
        outcome = 'sms';
      } else {
        Object.assign(update, {
          'delivery.state': 'ERROR',
          'delivery.nextAttemptAt': Timestamp.fromMillis(now.getTime() + backoffMs(m.delivery.attempts)),
        });
        outcome = 'again';
      }
    }
    tx.update(ref, update);
    return outcome;
  });
  return { outcome, ref };
}

/** Africa's Talking statuses that mean the SMS reached (or will not reach) the phone. */
const SMS_FINAL = new Set(['Success', 'Failed', 'Rejected']);

/** One delivery report ({id, status, phoneNumber, failureReason ...}); unknown ids change nothing. */
export async function recordSmsReport(db: Firestore, report: SmsReport, now: Date): Promise<'recorded' | 'unknown'> {
  const { id, status } = report;
  const found = await messagesOf(db).where('sms.id', '==', id).limit(1).get();
  const ref = found.docs[0]?.ref;
  if (!ref) return 'unknown';
  await db.runTransaction(async (tx) => {
    const m = (await tx.get(ref)).data();
    if (!m) return;
    const update: Record<string, unknown> = {};
    if (!m.sms?.at?.[status]) update[`sms.at.${status}`] = Timestamp.fromDate(now);
    // A final status is not replaced by a late "Sent" or "Buffered".
    if (!SMS_FINAL.has(m.sms?.status ?? '')) update['sms.status'] = status;
    if (status === 'Failed' || status === 'Rejected') {
      update['sms.error'] = report.failureReason ?? status;
    }
    if (Object.keys(update).length) tx.update(ref, update);
  });
  return 'recorded';
}
