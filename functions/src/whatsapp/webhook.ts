// The providers' calls to us.
//   whatsappWebhook (/api/whatsappWebhook): GET is WhatsApp's subscription challenge; POST
//     carries statuses and the families' messages, signed (X-Hub-Signature-256: HMAC-SHA256
//     of the raw body with the app secret). A bad signature is refused and changes nothing.
//   smsReport (/api/smsReport/<secret>): Africa's Talking's delivery reports, accepted only
//     with the shared secret in the address.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { plainHandler } from '../platform/opening';
import * as logger from 'firebase-functions/logger';
import { atReportSecret, providers, sendingSecrets, whatsappAppSecret, whatsappVerifyToken } from './config';
import { manageLinkKey } from '../bookings/token';
import { handleInbound } from './inbound';
import { deliverMessage } from './send';
import { recordSmsReport, recordWhatsAppStatus } from './statuses';
import { readSmsReport, readWhatsAppEvent } from './webhook-request';
import { firestore } from '../platform/admin';

/** Compares two strings in constant time (for their length's sake, digests of them). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return expected.length > 0 && timingSafeEqual(a, b);
}

/** `sha256=<hex>` over the raw body, keyed with the app secret. */
export function whatsappSignatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !appSecret) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`, 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A status sent within the last few minutes (WhatsApp's `timestamp` is epoch seconds). */
function isRecent(timestamp: unknown, now: Date): boolean {
  const seconds = typeof timestamp === 'string' ? Number(timestamp) : NaN;
  return Number.isFinite(seconds) && now.getTime() - seconds * 1000 < 5 * 60_000;
}

// A 5xx makes the provider send the event again; handling is idempotent.
const failed = { received: false };

export const whatsappWebhook = plainHandler(
  {
    name: 'whatsappWebhook',
    // The manage-link key: a "Change the time" tap is answered with the booking's own link.
    options: { secrets: [whatsappAppSecret, whatsappVerifyToken, manageLinkKey, ...sendingSecrets] },
    methods: ['GET', 'POST'],
    failed,
  },
  async (req, res) => {
    if (req.method === 'GET') {
      const mode = req.query['hub.mode'];
      const token = req.query['hub.verify_token'];
      const challenge = req.query['hub.challenge'];
      if (
        mode === 'subscribe' &&
        typeof token === 'string' &&
        sameSecret(token, whatsappVerifyToken.value()) &&
        typeof challenge === 'string'
      ) {
        res.status(200).type('text/plain').send(challenge.slice(0, 200));
        return;
      }
      res.status(403).end();
      return;
    }
    if (!whatsappSignatureMatches(req.rawBody ?? Buffer.alloc(0), req.get('x-hub-signature-256'), whatsappAppSecret.value())) {
      res.status(401).json({ received: false, reason: 'Invalid signature' });
      return;
    }
    const event = readWhatsAppEvent(req.body);
    if (!event.statuses.length && !event.messages.length) {
      res.status(200).json({ received: true });
      return;
    }
    const db = firestore();
    const now = new Date();
    const done: string[] = [];
    // A status can outrun the sender's own record of the message id: WhatsApp sends it
    // again after a 5xx, so a recent unknown one is asked for again rather than lost.
    let later = false;
    for (const status of event.statuses) {
      const { outcome, ref } = await recordWhatsAppStatus(db, status, now);
      later ||= outcome === 'unknown' && isRecent(status.timestamp, now);
      // Turned to SMS: send it now rather than at the next retry run.
      if (outcome === 'sms' && ref) await deliverMessage(db, ref, providers());
      done.push(outcome);
    }
    for (const message of event.messages) done.push(await handleInbound(db, message, now));
    logger.info('whatsapp webhook', { done, later });
    res.status(later ? 503 : 200).json({ received: !later });
  },
);

// The secret in the address is its key, checked once the method is.
export const smsReport = plainHandler(
  { name: 'smsReport', options: { secrets: [atReportSecret] }, methods: ['POST'], failed },
  async (req, res) => {
    const secret = req.path.split('/').filter(Boolean).pop() ?? '';
    if (!sameSecret(secret, atReportSecret.value())) {
      res.status(403).end();
      return;
    }
    const report = readSmsReport(req.body);
    if (!report) {
      res.status(200).json({ received: true, outcome: 'unknown' });
      return;
    }
    const outcome = await recordSmsReport(firestore(), report, new Date());
    res.status(200).json({ received: true, outcome });
  },
);
