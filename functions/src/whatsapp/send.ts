// Delivers messages/{id} documents, each once, with mail's guarantees (src/messages/mail/
// delivery.ts): a sender first claims the document in a transaction (PENDING -> PROCESSING
// with a lease), so two senders never both send it; temporary failures wait a backoff.
// WhatsApp first; on a permanent refusal the same message goes once by SMS (the document's
// channel turns to 'sms' for good). A family that turned WhatsApp off (STOP, the manage page or
// the dashboard) is honoured at the claim, also for messages queued before.
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { failed, type DeliveryView } from '../../../src/domain/delivery';
import { words as outbox } from '../../../src/i18n/en/console/outbox';
import { smsText } from '../../../src/messages/whatsapp/channel';
import { TEMPLATES } from '../../../src/messages/whatsapp/templates';
import { renderTemplateIn } from '../../../src/messages/whatsapp/template-language';
import type { Providers } from './config';
import { siteSettings } from '../platform/content';
import { contactRef, storedMessages, type StoredMessage } from '../notices/messages';
import { sendSms, sendWhatsApp, type SendResult } from './providers';
import { claim, retryDue, stamp, type Outcome } from '../delivery/claim';
import { guardianRef } from '../owners/owner';
import { familyRef } from '../owners/family-records';
import { words as staffWords } from '../../../src/i18n/en/console/staff';
import { bookingRef } from '../bookings/stored';

const off = staffWords.whatsappOff;

/** Why the family does not want this on WhatsApp now (staff read it on /staff), or null. */
async function whatsappOff(tx: FirebaseFirestore.Transaction, db: Firestore, m: StoredMessage): Promise<string | null> {
  if (m.evenIfStopped || m.channel !== 'whatsapp') return null;
  const contact = await tx.get(contactRef(db, m.to));
  if (contact.get('whatsappOff') === true) return off.stopped;
  if (m.bookingId) {
    const booking = await tx.get(bookingRef(db, m.bookingId));
    if (booking.get('notify.whatsapp') === false) return off.booking;
  }
  if (m.familyUid) {
    const family = await tx.get(familyRef(db, m.familyUid));
    if (family.get('notify.whatsapp') === false) return off.family;
  }
  if (m.guardianUid) {
    const guardian = await tx.get(guardianRef(db, m.guardianUid));
    if (!guardian.exists) return off.guardianLeft;
    if (guardian.get('notify.whatsapp') === false) return off.guardian;
  }
  return null;
}

/** The fields that drop a private message's content once it reached the family. */
export function dropPrivate(m: Pick<StoredMessage, 'private' | 'parameters' | 'template'>): Record<string, unknown> {
  if (!m.private) return {};
  const fields: Record<string, unknown> = { text: FieldValue.delete() };
  for (const key of (m.template && TEMPLATES[m.template].privateParams) ?? []) fields[`parameters.${key}`] = outbox.dropped;
  return fields;
}

/** The words of a message, as an SMS carries them, in the message's language, with the school's name (settings.yaml). */
export function plainText(m: StoredMessage): string {
  return smsText(
    m.kind === 'template' && m.template
      ? renderTemplateIn(m.template, m.parameters ?? {}, m.language, siteSettings.brandName)
      : (m.text ?? ''),
  );
}

async function recordFailure(ref: DocumentReference, delivery: DeliveryView, result: SendResult, extra: Record<string, unknown>) {
  // A permanent refusal on the last channel is given up at once; a temporary one waits its backoff.
  const next =
    result.verdict === 'permanent' ? { ...delivery, state: 'ERROR' as const, nextAttemptAt: null } : failed(delivery, Date.now());
  await ref.update({
    ...extra,
    'delivery.state': next.state,
    'delivery.nextAttemptAt': stamp(next.nextAttemptAt),
    'delivery.error': result.error ?? null,
    'delivery.endTime': FieldValue.serverTimestamp(),
  });
  logger.warn('message not sent', {
    id: ref.id,
    attempts: next.attempts,
    error: result.error,
    retry: next.nextAttemptAt !== null,
  });
}

/** Claims, sends and records one message document. */
export async function deliverMessage(db: Firestore, ref: DocumentReference, config: Providers): Promise<Outcome> {
  // A family that turned WhatsApp off finishes the message unsent, in the claim.
  const taken = await claim(db, ref.withConverter(storedMessages), async (tx, m) => {
    const off = await whatsappOff(tx, db, m);
    return off ? { skipped: off, ...dropPrivate(m) } : null;
  });
  if (!taken || 'skipped' in taken) return 'skipped';
  const { doc: m, delivery } = taken;
  const fallback: Record<string, unknown> = {};

  if (m.channel === 'whatsapp') {
    const content =
      m.kind === 'template' && m.template
        ? {
            kind: 'template' as const,
            template: m.template,
            parameters: m.parameters ?? {},
            bookingId: m.bookingId ?? m.classId ?? '',
            language: m.language,
          }
        : m.kind === 'list' && m.list
          ? { kind: 'list' as const, text: m.text ?? '', list: m.list }
          : { kind: 'text' as const, text: m.text ?? '' };
    const result = await sendWhatsApp(config.whatsapp, m.to, content);
    if (result.verdict === 'sent') {
      // The content stays until WhatsApp says delivered: a later `failed` status still needs it for the SMS.
      await ref.update({
        'delivery.state': 'SUCCESS',
        'delivery.nextAttemptAt': null,
        'delivery.error': null,
        'delivery.endTime': FieldValue.serverTimestamp(),
        'whatsapp.id': result.id,
        'whatsapp.status': 'accepted',
      });
      return 'sent';
    }
    if (result.verdict === 'temporary') {
      await recordFailure(ref, delivery, result, {});
      return 'failed';
    }
    // Refused for good: the same message, once, by SMS, in this same claim.
    Object.assign(fallback, {
      channel: 'sms',
      fallback: { reason: result.error ?? 'refused', at: Timestamp.now() },
      'whatsapp.error': result.error ?? 'refused',
    });
    await ref.update(fallback);
  }

  const sms = await sendSms(config.sms, m.to, plainText(m));
  if (sms.verdict === 'sent') {
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.nextAttemptAt': null,
      'delivery.error': null,
      'delivery.endTime': FieldValue.serverTimestamp(),
      'sms.id': sms.id,
      'sms.status': sms.status ?? 'Sent',
      ...dropPrivate(m),
    });
    return 'sent';
  }
  await recordFailure(ref, delivery, sms, {});
  return 'failed';
}

/**
 * After WhatsApp accepted a message and later reported it `failed` for good: the message goes
 * back to the queue on the SMS channel, once (a replayed report finds the channel turned).
 */
export async function fallBackToSms(db: Firestore, ref: DocumentReference, whatsappId: string, reason: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const m = (await tx.get(ref.withConverter(storedMessages))).data();
    if (!m || m.channel !== 'whatsapp' || m.whatsapp?.id !== whatsappId || m.delivery.state !== 'SUCCESS') return false;
    tx.update(ref, {
      channel: 'sms',
      fallback: { reason, at: Timestamp.now() },
      'delivery.state': 'PENDING',
      'delivery.nextAttemptAt': Timestamp.fromMillis(Date.now()),
      'delivery.error': null,
    });
    return true;
  });
}

/** The retry job: every message whose nextAttemptAt has come, oldest first, up to `limit`. */
export function retryDueMessages(db: Firestore, config: Providers, limit = 50): Promise<Record<Outcome, number>> {
  return retryDue(db, 'messages', (ref) => deliverMessage(db, ref, config), limit);
}
