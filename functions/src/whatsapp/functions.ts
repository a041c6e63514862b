// The messaging functions: the sender (a Firestore trigger on messages/{id}), its retry job
// (every 5 minutes; under the emulator the mail functions' localJobs runs it too), and the
// providers' webhooks (webhook.ts).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { providers, sendingSecrets } from './config';
import { deliverMessage, retryDueMessages } from './send';

const region = 'us-central1';

export const sendMessage = onDocumentCreated(
  { document: 'messages/{id}', region, secrets: sendingSecrets, retry: false },
  async (event) => {
    if (!event.data) return;
    const outcome = await deliverMessage(getFirestore(), event.data.ref, providers());
    logger.info('message', { id: event.params.id, outcome });
  },
);

/** The retry pass, for the schedule below and the emulator's localJobs. */
export const retryMessagesJob = () => retryDueMessages(getFirestore(), providers());

export const retryMessages = onSchedule(
  { schedule: 'every 5 minutes', region, secrets: sendingSecrets, timeoutSeconds: 300 },
  async () => {
    logger.info('message retry job', await retryMessagesJob());
  },
);

export { whatsappWebhook, smsReport } from './webhook';
