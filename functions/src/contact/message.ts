// POST /api/message: the landing contact form ({kind: 'contact', firstName, lastName,
// phone, email, company, message}) and the footer "Got Questions?" box ({kind:
// 'question', email}). Checked with the same src/domain/inbox.ts rules the forms run,
// limited per client address and per email, stored as one document with handled: false
// for the staff console and an `expiresAt` for the retention (src/domain/retention.ts). Answers {status: 'sent'} | 400 {status: 'invalid', field,
// message} | 429 {status: 'limited'} with Retry-After.
import * as logger from 'firebase-functions/logger';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { messageExpiresAt } from '../../../src/domain/retention';
import { firestore } from '../platform/admin';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { messageSchema } from '../../../src/domain/requests/contact-message';
import { take } from '../platform/rate-limit';

// Refused in the page's language; limited per address (the opening) and per email (below).
export const message = siteHandler(
  {
    name: 'message',
    schema: (_language, words) => messageSchema(words),
    limit: (input) => (input.collection === 'contactMessages' ? 'messagePerAddress' : 'questionPerAddress'),
    failed: () => ({ status: 'failed' }),
    logged: (input) => ({ collection: input.collection }),
  },
  async ({ res, request: input, language }) => {
    const limit = input.collection === 'contactMessages' ? 'messagePerEmail' : 'questionPerEmail';
    const verdict = await take([{ limit, who: input.data.email! }]);
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
  },
);
