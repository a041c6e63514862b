// Mail about a payment (payments/{reference}, written once by verifyPayment or the webhook,
// whichever came first): a notice to the school, and the receipts to the family and the payer
// (receipts.ts). Queued by a Firestore trigger with ids named after the payment, so a trigger
// delivered twice (or a second caller) queues them once. A Paystack renewal that could
// belong to two children waits for its invoice (enrollments/subscriptions.ts) before the
// family's receipt, so the receipt names the right child and date.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as logger from 'firebase-functions/logger';
import { reviewNotice, type ReviewedPayment, reviewReceipt } from '../../../src/messages/mail/payment-review';
import { planForAmount } from '../../../src/domain/payment';
import { isCurrency, isPeriod } from '../../../src/domain/pricing';
import { paymentNotice, type Paid, type PaidPlan } from '../../../src/messages/mail/payment';
import { brand, staffEmail } from '../notices/brand';
import { queueOnce, type Outgoing } from '../notices/mail';
import { firestore } from '../platform/admin';
import { plans } from '../platform/content';
import { languageOr } from '../../../src/i18n/languages';
import { queueReceipts } from './receipts';
import { enrollmentsOf } from '../platform/stored';

const region = 'us-central1';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The plan a recorded payment paid for: the one it names, else the one its amount is the price of. */
function paidFor(data: Record<string, unknown>): PaidPlan | null {
  const currency = data.currency;
  if (data.kind !== 'plan' || !isCurrency(currency)) return null;
  const named = plans.find((plan) => plan.id === data.plan);
  if (named && isPeriod(data.period)) return { plan: named, period: data.period };
  const match = planForAmount(plans, currency, Number(data.amount));
  return match ? { plan: match.plan, period: match.period } : null;
}

function paidAt(data: Record<string, unknown>): Date {
  const at = Date.parse(text(data.paidAt));
  if (Number.isFinite(at)) return new Date(at);
  return data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date();
}

/** A payment recorded for review, as its mails name it. */
function reviewed(reference: string, data: Record<string, unknown>): ReviewedPayment {
  const expected = (data.expected ?? null) as { plan?: unknown; period?: unknown; amount?: unknown; currency?: unknown } | null;
  const plan = plans.find((p) => p.id === expected?.plan);
  return {
    reference,
    kind: data.kind === 'donation' ? 'donation' : 'plan',
    amount: Number(data.amount),
    currency: text(data.currency),
    plan: text(data.plan) || null,
    period: isPeriod(data.period) ? data.period : null,
    expected:
      plan && isPeriod(expected?.period) && isCurrency(expected?.currency)
        ? { planName: plan.name, period: expected.period, amount: Number(expected.amount), currency: expected.currency }
        : null,
    reason: text(data.reviewReason),
    studentName: text(data.studentName),
    email: text(data.email),
    paidAt: paidAt(data),
  };
}

/** Money taken that is not a current price: the school is told what to check; the payer that it arrived. */
async function queueReviewMail(reference: string, data: Record<string, unknown>): Promise<void> {
  const payment = reviewed(reference, data);
  const school = brand();
  const id = `payment-${reference}`;
  const mails: Record<string, Outgoing> = {
    [`${id}-notice`]: {
      ...reviewNotice(school, payment),
      to: staffEmail(),
      ...(payment.email ? { replyTo: payment.email } : {}),
    },
  };
  if (payment.email) mails[`${id}-receipt`] = { ...reviewReceipt(languageOr(data.language), school, payment), to: payment.email };
  const queued = await queueOnce(firestore(), mails);
  logger.warn('payment review mail', { reference, queued });
}

/** A renewal charged by Paystack that is attached to no enrollment yet: its invoice will say whose it is. */
const waitsForInvoice = (data: Record<string, unknown>) =>
  data.kind === 'plan' && typeof data.planCode === 'string' && typeof data.enrollmentId !== 'string' && !text(data.studentName);

/** Queues the payment's mails and message not queued yet. */
export async function queuePaymentMail(db: Firestore, reference: string, data: Record<string, unknown>): Promise<void> {
  if (data.status === 'review') return queueReviewMail(reference, data);
  if (!isCurrency(data.currency)) return;
  // A renewal's charge names no child: the enrollment it extended does.
  const enrollment =
    typeof data.enrollmentId === 'string' ? (await enrollmentsOf(db).doc(data.enrollmentId).get()).data() : undefined;
  const paid: Paid = {
    reference,
    kind: data.kind === 'donation' ? 'donation' : 'plan',
    amount: Number(data.amount),
    currency: data.currency,
    paidFor: paidFor(data),
    studentName: text(data.studentName) || text(enrollment?.studentName),
    email: text(data.email),
    paidAt: paidAt(data),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(text(data.paidUntil)) ? { paidUntil: text(data.paidUntil) } : {}),
  };
  const school = brand();
  const id = `payment-${reference}`;
  const mails: Record<string, Outgoing> = {
    [`${id}-notice`]: { ...paymentNotice(school, paid), to: staffEmail(), ...(paid.email ? { replyTo: paid.email } : {}) },
  };
  const waiting = waitsForInvoice(data);
  const queued = await queueOnce(db, mails);
  const enrollmentId = typeof data.enrollmentId === 'string' ? data.enrollmentId : null;
  const receipts = waiting ? 0 : await queueReceipts(db, `${id}-receipt`, paid, enrollmentId, data.language);
  logger.info('payment mail', { reference, queued, receipts, waiting });
}

export const paymentMail = onDocumentCreated({ document: 'payments/{reference}', region, retry: false }, async (event) => {
  const data = event.data?.data();
  if (data) await queuePaymentMail(firestore(), event.params.reference, data);
});
