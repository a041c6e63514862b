// POST /api/message: the landing contact form ({kind: 'contact', firstName, lastName,
// phone, email, company, message}) and the footer "Got Questions?" box ({kind:
// 'question', email}). Checked with the same src/domain/inbox.ts rules the forms run,
// limited per client address and per email, stored as one document with handled: false
// for the staff console and an `expiresAt` for the retention (src/domain/retention.ts). Answers {status: 'sent'} | 400 {status: 'invalid', field,
// message} | 429 {status: 'limited'} with Retry-After.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { emailMessage } from '../../src/domain/email';
import { contactFields, contactProblem, questionEmail, readContactMessage } from '../../src/domain/inbox';
import { messages } from '../../src/domain/messages';
import { messageExpiresAt } from '../../src/domain/retention';
import { adminApp } from './admin';
import { admit, answeredLimited, siteFunctionOptions } from './http';
import { clientAddress, isExempt, take, type Hit, type LimitName } from './rate-limit';

type Stored = { collection: 'contactMessages' | 'questions'; data: Record<string, string> };
type Invalid = { field: string; message: string };

function read(body: unknown): Stored | Invalid {
  const kind = (body as { kind?: unknown } | null)?.kind;
  if (kind === 'question') {
    const typed = (body as { email?: unknown }).email;
    const email = questionEmail(typed);
    if (email) return { collection: 'questions', data: { email } };
    return { field: 'email', message: (typeof typed === 'string' && emailMessage(typed)) || messages.question.invalidEmail };
  }
  if (kind === 'contact') {
    const input = readContactMessage(body);
    if (!input) return { field: 'body', message: 'Expected the contact form fields as text' };
    const problem = contactProblem(input);
    if (problem) return problem;
    return { collection: 'contactMessages', data: contactFields(input)! };
  }
  return { field: 'kind', message: "kind must be 'contact' or 'question'" };
}

export const message = onRequest(siteFunctionOptions, async (req, res) => {
  if (!admit(req, res, 'POST')) return;
  const input = read(req.body);
  if ('field' in input) {
    res.status(400).json({ status: 'invalid', ...input });
    return;
  }
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
    await getFirestore(adminApp())
      .collection(input.collection)
      .add({
        ...input.data,
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
