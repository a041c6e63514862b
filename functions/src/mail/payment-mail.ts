// Mail about a payment (payments/{reference}, written once by verifyPayment or the webhook,
// whichever came first): a notice to the school and a receipt to the payer, and for a plan
// payment that moved an enrollment whose family gave a number, "payment received" on
// WhatsApp. Queued by a Firestore trigger with ids named after the payment, so a trigger
// delivered twice (or a second caller) queues them once. A Paystack renewal that could
// belong to two children waits for its invoice (enrollments/subscriptions.ts) before the
// family's receipt, so the receipt names the right child and date.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as logger from 'firebase-functions/logger';
import { paymentNotice, type Paid, type PaidPlan, paymentReceipt } from '../../../src/messages/mail/payment';
import { reviewNotice, type ReviewedPayment, reviewReceipt } from '../../../src/messages/mail/payment-review';
import { planForAmount } from '../../../src/domain/payment';
import { isCurrency, isPeriod } from '../../../src/domain/pricing';
import { paymentReceivedParams } from '../../../src/messages/whatsapp/enrollment-params';
import { messageDocument, queueMessageOnce } from '../notices/messages';
import { brand, staffEmail } from '../notices/brand';
import { queueOnce, type Outgoing } from '../notices/mail';
import { firestore } from '../platform/admin';
import { plans } from '../platform/content';
import { planNameIn } from '../platform/content-words';
import { languageOr, type Language } from '../../../src/i18n/languages';

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
    typeof data.enrollmentId === 'string' ? (await db.collection('enrollments').doc(data.enrollmentId).get()).data() : undefined;
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
  const language = languageOr(data.language ?? enrollment?.language);
  if (paid.email && !waiting)
    mails[`${id}-receipt`] = {
      ...paymentReceipt(language, school, inLanguage(paid, language)),
      to: paid.email,
    };
  const queued = await queueOnce(db, mails);
  const messaged = !waiting && (await queueReceiptMessage(db, `${id}-receipt`, paid, enrollment, language));
  logger.info('payment mail', { reference, queued, messaged, waiting });
}

/** The payment as the payer reads it: the plan's name as plans.yaml spells it in `language`. */
function inLanguage(paid: Paid, language: Language): Paid {
  if (!paid.paidFor) return paid;
  return {
    ...paid,
    paidFor: { ...paid.paidFor, plan: { ...paid.paidFor.plan, name: planNameIn(paid.paidFor.plan.name, language) } },
  };
}

export const paymentMail = onDocumentCreated({ document: 'payments/{reference}', region, retry: false }, async (event) => {
  const data = event.data?.data();
  if (data) await queuePaymentMail(firestore(), event.params.reference, data);
});

/** "Payment received" on WhatsApp, when the payment moved an enrollment whose family gave a number. */
async function queueReceiptMessage(
  db: Firestore,
  id: string,
  paid: Paid,
  enrollment: Record<string, unknown> | undefined,
  // The receipt mail's language: the two receipts of one payment never speak differently.
  language: Language,
): Promise<boolean> {
  const parameters = paymentReceivedParams(inLanguage(paid, language), language);
  if (!parameters || typeof enrollment?.whatsapp !== 'string') return false;
  const familyUid = typeof enrollment.familyUid === 'string' ? enrollment.familyUid : undefined;
  const content = { kind: 'template' as const, template: 'payment_received' as const, parameters };
  return queueMessageOnce(
    db,
    id,
    messageDocument(
      enrollment.whatsapp,
      content,
      { language: enrollment.language, ...(familyUid ? { familyUid } : {}) },
      new Date(),
    ),
  );
}
