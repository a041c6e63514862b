// POST /api/message: the landing contact form ({kind: 'contact', firstName, lastName,
// phone, email, company, message}) and the footer "Got Questions?" box ({kind:
// 'question', email}). Checked with the same src/domain/inbox.ts rules the forms run,
// limited per client address and per email, stored as one document with handled: false
// for the staff console and an `expiresAt` for the retention (src/domain/retention.ts). Answers {status: 'sent'} | 400 {status: 'invalid', field,
// message} | 429 {status: 'limited'} with Retry-After.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { messageExpiresAt } from '../../../src/domain/retention';
import { firestore } from '../platform/admin';
import { answeredLimited, siteFunctionOptions } from '../platform/http';
import { opening } from '../platform/opening';
import { readMessageRequest } from './message-request';
import { clientAddress, isExempt, take, type Hit, type LimitName } from '../platform/rate-limit';

export const message = onRequest(siteFunctionOptions, async (req, res) => {
  // Refused in the page's language; the limits are per address and per email, below.
  const opened = await opening(req, res, { parse: (body, _language, words) => readMessageRequest(body, words) });
  if (!opened) return;
  const { request: input, language } = opened;
  const contact = input.collection === 'contactMessages';
  const address = clientAddress(req);
  const limits: [LimitName, LimitName] = contact
    ? ['messagePerAddress', 'messagePerEmail']
    : ['questionPerAddress', 'questionPerEmail'];
  const hits: Hit[] = [{ limit: limits[1], who: input.data.email! }];
  if (!isExempt(address)) hits.unshift({ limit: limits[0], who: address });
  try {
    const verdict = await take(hits);
    if (answeredLimited(res, verdict)) {
      logger.warn('message limited', { limit: !verdict.ok && verdict.limit });
      return;
    }
    await firestore()
      .collection(input.collection)
      .add({
        ...input.data,
        // The page's language: the acknowledgement goes in it (mail/notices.ts).
        language,
        handled: false,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(messageExpiresAt(Date.now())),
      });
    res.status(200).json({ status: 'sent' });
  } catch (error) {
    logger.error('message failed', { collection: input.collection, error: (error as Error).message });
    res.status(500).json({ status: 'failed' });
  }
});
