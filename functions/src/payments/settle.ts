// Settles one payment: ask Paystack's verify API with our secret key, check the transaction
// against the plans data, and record payments/{reference} once: as a success, or, when
// Paystack took money that is not a current price, for review (the parent is told the
// payment was received and the school will confirm the plan). A charge still under way
// (an M-Pesa prompt waiting for the parent's PIN) is asked about again, with growing
// pauses, for up to `waitMs`, so that most settle within the browser's first request.
// Callers racing for one reference take turns (claim.ts): one asks Paystack and records,
// the others answer from its record.
import * as logger from 'firebase-functions/logger';
import { verifyTransaction } from './paystack';
import { checkTransaction, metadataOf } from './acceptance';
import { expectedFamilyPrice } from '../enrollments/family-price';
import { recordOnce, type Source } from './record';
import { reusableCard } from '../enrollments/saved-card';
import { knownUnknown, rememberUnknown, takePaystackCall, unknownReference } from './paystack-guard';
import { paystackApiUrl, paystackSecret } from './config';
import { plans } from '../platform/content';
import { claimOf, settleSingly } from './claim';
import { firestore } from '../platform/admin';
import type { Language } from '../../../src/i18n/languages';
import { words as paymentWords } from '../../../src/i18n/en/console/payments';
import { paymentsOf } from '../platform/stored';

const why = paymentWords.reasons;

export type Answer =
  | { status: 'success' }
  /** Money taken that is not a current price: recorded for staff to confirm the plan. */
  | { status: 'review'; reference: string }
  | { status: 'pending'; reference: string }
  | { status: 'failed'; reason: string }
  | { status: 'limited'; retryAfter: number };

export interface Settled {
  http: number;
  body: Answer;
}

/** The longest a caller may ask the function to wait for a pending charge. */
export const maxWaitMs = 20_000;

/** Pauses between two looks at a pending charge: short first, then longer. */
export const pollPausesMs = [1000, 1500, 2000, 2500, 3000, 4000, 4000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settleOnce(reference: string, name: string | undefined, source: Source, language?: Language): Promise<Settled> {
  const outcome = await verifyTransaction(paystackApiUrl.value(), paystackSecret.value(), reference);
  switch (outcome.kind) {
    case 'retryable':
      logger.warn('paystack verify failed, caller should retry', { reference, detail: outcome.detail });
      return { http: 502, body: { status: 'failed', reason: why.providerDown } };
    case 'misconfigured':
      logger.error('paystack refused our secret key', { reference, detail: outcome.detail });
      return { http: 500, body: { status: 'failed', reason: why.misconfigured } };
    case 'not_found':
      await rememberUnknown(reference);
      return { http: 200, body: { status: 'failed', reason: why.notFound } };
    case 'found':
      break;
  }
  // A successful charge naming a recommendation or an enrollment must be that family's price (the sibling rule).
  const currency = String(outcome.data.currency ?? '')
    .trim()
    .toUpperCase();
  const family =
    outcome.data.status === 'success' ? await expectedFamilyPrice(firestore(), metadataOf(outcome.data), currency) : null;
  const check = checkTransaction(outcome.data, reference, plans, family);
  if (!check.ok && check.pending) {
    // Not a refusal: the charge may still succeed; the webhook records it if it does later.
    return { http: 202, body: { status: 'pending', reference } };
  }
  if (!check.ok) {
    logger.warn('payment refused', { reference, reason: check.reason, source });
    return { http: 200, body: { status: 'failed', reason: check.reason } };
  }
  // The paying page's language goes with the record, for the enrollment it starts.
  const record = language ? { ...check.record, language } : check.record;
  const written = await recordOnce(firestore(), record, source, new Date(), reusableCard(outcome.data));
  if (record.status === 'review') {
    logger.warn('payment recorded for review', { reference, written, source, reason: record.reviewReason });
    return { http: 200, body: { status: 'review', reference } };
  }
  logger.info('payment settled', { reference, written, source, kind: record.kind });
  return { http: 200, body: { status: 'success' } };
}

/** The answer for a reference already recorded: what was recorded, as the first caller heard it. */
function recorded(reference: string, status: unknown): Settled {
  return { http: 200, body: status === 'review' ? { status: 'review', reference } : { status: 'success' } };
}

/**
 * `name` is the name the verifying browser holds (the student's on /pay, the donor's on
 * /donatepay); nothing recorded is taken from it (acceptance.ts reads Paystack's metadata).
 * Answers 200 success or a definitive failure, 202 pending, or a 5xx the caller may retry.
 */
export async function settle(
  reference: string,
  name: string | undefined,
  source: Source,
  waitMs = 0,
  caller?: string,
  language?: Language,
): Promise<Settled> {
  // A replay answers the recorded result without asking Paystack again. One round of reads, no
  // transaction: however many callers race, a recorded payment is answered at once.
  const db = firestore();
  const [existing, unknown, claimed] = await Promise.all([
    paymentsOf(db).doc(reference).get(),
    unknownReference(reference).get(),
    claimOf(db, reference).get(),
  ]);
  const payment = existing.data();
  if (payment) return recorded(reference, payment.status);
  // A browser's request (`caller`: its address) asks Paystack only about a reference Paystack
  // has not lately said it does not know, and only a few times a minute per address. It is
  // counted when it first asks Paystack itself: not while another caller settles the same
  // reference for it, nor on its looks again at a pending charge.
  if (caller !== undefined && knownUnknown(unknown)) {
    return { http: 200, body: { status: 'failed', reason: why.notFound } };
  }
  let counted = caller === undefined;
  const ask = async (): Promise<Settled> => {
    if (!counted) {
      const verdict = await takePaystackCall(caller!);
      if (!verdict.ok) return { http: 429, body: { status: 'limited', retryAfter: verdict.retryAfterSeconds } };
      counted = true;
    }
    return settleOnce(reference, name, source, language);
  };

  const deadline = Date.now() + Math.min(Math.max(waitMs, 0), maxWaitMs);
  for (let look = 0; ; look += 1) {
    const answer = (status: unknown) => recorded(reference, status);
    const settled = await settleSingly(db, reference, ask, answer, look === 0 ? claimed : undefined);
    const left = deadline - Date.now();
    if (settled.body.status !== 'pending' || left <= 0) {
      if (settled.body.status === 'pending') logger.info('payment still pending', { reference, source, looks: look + 1 });
      return settled;
    }
    // The last pause is cut short so that the last look falls on the deadline.
    await sleep(Math.min(pollPausesMs[Math.min(look, pollPausesMs.length - 1)] ?? 1000, left));
  }
}
