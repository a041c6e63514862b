// The mail functions: the sender (a Firestore trigger on mail/{id}), the retry job (every
// 5 minutes), and, under the emulator only, `localJobs`, which runs the scheduled jobs on
// demand because the emulator never fires schedules (`npm start` calls it every minute).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onRequest } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { fromAddress, smtpUrl } from './config';
import { deliver, retryDue } from './send';

const region = 'us-central1';

export const sendMail = onDocumentCreated({ document: 'mail/{id}', region, secrets: [smtpUrl], retry: false }, async (event) => {
  if (!event.data) return;
  const outcome = await deliver(getFirestore(), event.data.ref, smtpUrl.value(), fromAddress());
  logger.info('mail', { id: event.params.id, outcome });
});

/** The scheduled jobs, shared by the schedules and localJobs. */
async function runJobs() {
  const mail = await retryDue(getFirestore(), smtpUrl.value(), fromAddress());
  return { mail };
}

export const retryMail = onSchedule({ schedule: 'every 5 minutes', region, secrets: [smtpUrl], timeoutSeconds: 300 }, async () => {
  const result = await runJobs();
  logger.info('mail retry job', result);
});

export const localJobs =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? onRequest({ region, secrets: [smtpUrl], cors: false }, async (req, res) => {
        res.set('Cache-Control', 'no-store');
        if (req.method !== 'POST') {
          res.set('Allow', 'POST').status(405).end();
          return;
        }
        res.status(200).json(await runJobs());
      })
    : undefined;
