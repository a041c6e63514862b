// Mail about things recorded elsewhere: a payment (payments/{reference}, written once by
// verifyPayment or the webhook, whichever came first; a plan payment also on WhatsApp
// when its enrollment has the family's number) and a message from the site
// (contactMessages, questions). Each is a Firestore trigger that queues its mails with
// ids named after the document, so a trigger delivered twice queues them once.
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as logger from 'firebase-functions/logger';
import plansData from '../../../src/content/plans.yaml';
import { contactAcknowledgement, contactNotice, questionNotice, type ContactMessage } from '../../../src/domain/mail/contact';
import { paymentNotice, paymentReceipt, type Paid, type PaidPlan } from '../../../src/domain/mail/payment';
import { reviewNotice, reviewReceipt, type ReviewedPayment } from '../../../src/domain/mail/payment-review';
import { planForAmount } from '../../../src/domain/payment';
import { isCurrency, isPeriod, type PricedPlan } from '../../../src/domain/pricing';
import { paymentReceivedParams } from '../../../src/domain/whatsapp/enrollment-params';
import { messageDocument, queueMessageOnce } from '../whatsapp/outbox';
import { brand, staffEmail } from './config';
import { queueOnce, type Outgoing } from './queue';

const region = 'us-central1';
const plans = plansData as PricedPlan[];

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
  if (payment.email) mails[`${id}-receipt`] = { ...reviewReceipt(school, payment), to: payment.email };
  const queued = await queueOnce(getFirestore(), mails);
  logger.warn('payment review mail', { reference, queued });
}

export const paymentMail = onDocumentCreated({ document: 'payments/{reference}', region, retry: false }, async (event) => {
  const data = event.data?.data();
  if (data?.status === 'review') return queueReviewMail(event.params.reference, data);
  if (!data || !isCurrency(data.currency)) return;
  const paid: Paid = {
    reference: event.params.reference,
    kind: data.kind === 'donation' ? 'donation' : 'plan',
    amount: Number(data.amount),
    currency: data.currency,
    paidFor: paidFor(data),
    studentName: text(data.studentName),
    email: text(data.email),
    paidAt: paidAt(data),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(text(data.paidUntil)) ? { paidUntil: text(data.paidUntil) } : {}),
  };
  const school = brand();
  const id = `payment-${event.params.reference}`;
  const mails: Record<string, Outgoing> = {
    [`${id}-notice`]: { ...paymentNotice(school, paid), to: staffEmail(), ...(paid.email ? { replyTo: paid.email } : {}) },
  };
  if (paid.email) mails[`${id}-receipt`] = { ...paymentReceipt(school, paid), to: paid.email };
  const db = getFirestore();
  const queued = await queueOnce(db, mails);
  const messaged = await queueReceiptMessage(db, `${id}-receipt`, paid, data);
  logger.info('payment mail', { reference: paid.reference, queued, messaged });
});

/** "Payment received" on WhatsApp, when the payment moved an enrollment whose family gave a number. */
async function queueReceiptMessage(db: Firestore, id: string, paid: Paid, data: Record<string, unknown>): Promise<boolean> {
  const parameters = paymentReceivedParams(paid);
  if (!parameters || typeof data.enrollmentId !== 'string') return false;
  const enrollment = (await db.collection('enrollments').doc(data.enrollmentId).get()).data();
  if (typeof enrollment?.whatsapp !== 'string') return false;
  const familyUid = typeof enrollment.familyUid === 'string' ? enrollment.familyUid : undefined;
  const content = { kind: 'template' as const, template: 'payment_received' as const, parameters };
  return queueMessageOnce(db, id, messageDocument(enrollment.whatsapp, content, familyUid ? { familyUid } : {}, new Date()));
}

export const contactMail = onDocumentCreated({ document: 'contactMessages/{id}', region, retry: false }, async (event) => {
  const data = event.data?.data();
  if (!data) return;
  const message: ContactMessage = {
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    phone: text(data.phone),
    company: text(data.company),
    message: text(data.message),
  };
  const school = brand();
  const id = `contact-${event.params.id}`;
  const mails: Record<string, Outgoing> = {
    [`${id}-notice`]: {
      ...contactNotice(school, message),
      to: staffEmail(),
      ...(message.email ? { replyTo: message.email } : {}),
    },
  };
  if (message.email) mails[`${id}-ack`] = { ...contactAcknowledgement(school), to: message.email };
  await queueOnce(getFirestore(), mails);
});

export const questionMail = onDocumentCreated({ document: 'questions/{id}', region, retry: false }, async (event) => {
  const email = text(event.data?.data()?.email);
  if (!email) return;
  await queueOnce(getFirestore(), {
    [`question-${event.params.id}-notice`]: { ...questionNotice(brand(), email), to: staffEmail(), replyTo: email },
  });
});
