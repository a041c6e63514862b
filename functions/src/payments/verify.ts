// verifyPayment: the browser asks, after Paystack's popup hands back a reference, whether
// the payment counts. Its body is read by verify-request.ts.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { admit } from '../platform/http';
import { clientAddress } from '../platform/rate-limit';
import { httpOptions } from './config';
import { maxWaitMs, settle } from './settle';
import { readVerifyRequest } from './verify-request';
import { requestLanguage } from '../platform/language';
import { messageDictionaries } from '../../../src/domain/messages.sw';
import { wordsIn } from '../../../src/domain/i18n/dictionary';

export const verifyPayment = onRequest(httpOptions, async (req, res) => {
  // JSON posts only: a cross-site HTML form can send neither JSON nor a custom content type.
  if (!admit(req, res, 'POST')) return;
  // A refusal in the request's language (a Kiswahili page asks in Kiswahili).
  const parsed = readVerifyRequest(req.body, maxWaitMs, wordsIn(messageDictionaries, requestLanguage(req)));
  if (!parsed.ok) {
    res.status(parsed.http).json(parsed.body);
    return;
  }
  const input = parsed.request;
  try {
    const settled = await settle(input.reference, input.name, 'verify', input.waitMs, clientAddress(req), requestLanguage(req));
    if (settled.body.status === 'limited') res.set('Retry-After', String(settled.body.retryAfter));
    res.status(settled.http).json(settled.body);
  } catch (error) {
    logger.error('verifyPayment crashed', { reference: input.reference, error: (error as Error).message });
    res.status(500).json({ status: 'failed', reason: 'Server error' });
  }
});
