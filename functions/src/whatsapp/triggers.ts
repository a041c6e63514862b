// The messaging functions: the sender (a Firestore trigger on messages/{id}), its retry job
// (every 5 minutes; under the emulator ../jobs/local-jobs.ts runs it too), and the
// providers' webhooks (webhook.ts).
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FieldPath } from 'firebase-admin/firestore';
import { summarize } from '../../../src/domain/whatsapp/summary';
import { bookingRef } from '../bookings/stored';
import * as logger from 'firebase-functions/logger';
import { providers, sendingSecrets } from './config';
import { deliverMessage, retryDueMessages } from './send';
import { firestore } from '../platform/admin';
import { messageRef } from '../notices/messages';

const region = 'us-central1';

export const sendMessage = onDocumentCreated(
  { document: 'messages/{id}', region, secrets: sendingSecrets, retry: false },
  async (event) => {
    if (!event.data) return;
    const outcome = await deliverMessage(firestore(), event.data.ref, providers());
    logger.info('message', { id: event.params.id, outcome });
  },
);

/** The retry pass, for the schedule below and the emulator's localJobs. */
export const retryMessagesJob = () => retryDueMessages(firestore(), providers());

export const retryMessages = onSchedule(
  { schedule: 'every 5 minutes', region, secrets: sendingSecrets, timeoutSeconds: 300 },
  async () => {
    logger.info('message retry job', await retryMessagesJob());
  },
);

/**
 * Mirrors each message's progress onto its booking (`messaging.<message id>`), for the staff
 * console. It reads the message afresh, so events arriving out of order still leave the latest.
 */
export const messageProgress = onDocumentWritten({ document: 'messages/{id}', region, retry: false }, async (event) => {
  const db = firestore();
  const ref = messageRef(db, event.params.id);
  await db.runTransaction(async (tx) => {
    const m = (await tx.get(ref)).data();
    const bookingId = m?.bookingId;
    if (typeof bookingId !== 'string') return;
    const booking = bookingRef(db, bookingId);
    const snap = await tx.get(booking);
    // The booking may be gone (erased with its family, or given back by a test): nothing to mirror.
    if (!snap.exists) return;
    const current = snap.get(new FieldPath('messaging', event.params.id)) as unknown;
    const next = summarize(m!);
    if (JSON.stringify(current) === JSON.stringify(next)) return;
    tx.update(booking, new FieldPath('messaging', event.params.id), next);
  });
});

export { whatsappWebhook, smsReport } from './webhook';
