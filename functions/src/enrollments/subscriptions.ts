// subscriptions/{code}: a card enrollment's Paystack subscription, as its webhooks tell it
// (src/domain/enrollment/subscription.ts orders the facts). One transaction per event: the
// subscription, its link to the enrollment, the copy the family's dashboard reads on the
// enrollment (never the email token), and what the event does to the enrollment: a failed
// renewal of an unpaid period makes it past due and tells the family once; a paid renewal
// that could not be told apart from a sibling's is attached to this enrollment here.
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  applySubscriptionEvent,
  failureMakesPastDue,
  type SubscriptionEvent,
  type SubscriptionState,
} from '../../../src/domain/enrollment/subscription';
import { isCurrency } from '../../../src/domain/pricing';
import { familyEmail } from '../../../src/domain/email';
import { brand } from '../notices/brand';
import { queueCopies, queuedCopies } from '../guardians/copies';
import { recipientsOf, type Recipient } from '../guardians/recipients';
import { plans } from '../platform/content';
import { paymentsOf, enrollmentsOf, subscriptionsOf } from '../platform/stored';
import { planEnrollment } from './apply';
import { renewalFailedMail } from '../../../src/messages/mail/renewal-failed';
import { planNameIn } from '../platform/content-words';

const subscriptionRef = (db: Firestore, code: string) => subscriptionsOf(db).doc(code);

/**
 * The enrollment of a subscription: the one it is linked to, else the payer's latest card
 * enrollment of that plan paid by the very card the subscription charges. Only a subscription
 * our own charge started is linked: one made elsewhere under the family's email (another card)
 * never touches the family's enrollment, its failures nor its mail.
 */
async function enrollmentOf(tx: Transaction, db: Firestore, stored: DocumentSnapshot, state: SubscriptionState) {
  const linked = stored.get('enrollmentId');
  if (typeof linked === 'string') return tx.get(enrollmentsOf(db).doc(linked));
  if (!state.planCode || !state.email || !state.authorization) return null;
  const found = await tx.get(
    enrollmentsOf(db)
      .where('email', '==', familyEmail(state.email))
      .where('subscriptionPlanCode', '==', state.planCode)
      .where('subscriptionAuthorization', '==', state.authorization),
  );
  const free = found.docs.filter((d) => [undefined, state.code].includes(d.data().subscription?.code));
  free.sort((a, b) => (b.updateTime?.toMillis() ?? 0) - (a.updateTime?.toMillis() ?? 0));
  return free[0] ?? null;
}

/** What the family's dashboard shows of the subscription. */
const shown = (s: SubscriptionState) => ({
  code: s.code,
  status: s.status,
  nextPaymentDate: s.nextPaymentDate,
  card: s.card,
});

export interface Applied {
  enrollmentId: string | null;
  pastDue: boolean;
  /** A renewal's payment attached here: its receipt waited for this (mail/payment-mail.ts). */
  attached: boolean;
}

/**
 * Applies one event. `updateCardUrl` is Paystack's page to change the card, fetched by the
 * caller for a failed renewal before the transaction (a network call does not belong in one).
 */
export async function recordSubscriptionEvent(
  db: Firestore,
  event: SubscriptionEvent,
  now: Date,
  extra: { reference?: string; updateCardUrl?: string | null } = {},
): Promise<Applied> {
  const ref = subscriptionRef(db, event.code);
  return db.runTransaction(async (tx): Promise<Applied> => {
    const stored = await tx.get(ref);
    const state = applySubscriptionEvent(stored.data() ?? null, event);
    const enrollment = await enrollmentOf(tx, db, stored, state);
    const e = enrollment?.data();

    // Reads for what the event does, before any write.
    const payment = extra.reference && e ? await tx.get(paymentsOf(db).doc(extra.reference)) : null;
    const record = payment?.data();
    const attach =
      record && typeof record.enrollmentId !== 'string' && record.status === 'success'
        ? await planEnrollment(tx, db, record, now, { id: enrollment!.id, data: e! })
        : null;
    const failed =
      event.kind === 'invoice-failed' &&
      (e?.status === 'active' || e?.status === 'past_due') &&
      failureMakesPastDue(String(e.paidUntil), event.periodStart);
    const mailId = failed ? `subscription-${event.code}-failed-${event.periodStart}` : null;
    // The first parent and each second guardian (guardians/recipients.ts); told once per period.
    const recipients = mailId && e ? await recipientsOf(tx, db, e) : [];
    const mailed = mailId ? (await queuedCopies(tx, db, mailId, recipients)).size > 0 : true;

    tx.set(ref, { ...state, ...(enrollment ? { enrollmentId: enrollment.id } : {}), updatedAt: FieldValue.serverTimestamp() });
    if (!enrollment || !e) return { enrollmentId: null, pastDue: false, attached: false };
    tx.update(enrollment.ref, {
      subscription: shown(state),
      ...(failed ? { status: 'past_due' } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (attach) {
      attach.write(tx);
      tx.update(payment!.ref, { ...attach.link });
    }
    if (failed && mailId && !mailed && isCurrency(e.currency)) {
      const currency = e.currency;
      const failedPlan = (to: Recipient) => ({
        studentName: String(e.studentName),
        planName: planNameIn(plans.find((p) => p.id === e.plan)?.name ?? String(e.plan), to.language),
        amount: Number(e.amount),
        currency,
        paidUntil: String(e.paidUntil),
        last4: state.card?.last4 ?? null,
      });
      const link = extra.updateCardUrl ?? null;
      queueCopies(
        tx,
        db,
        mailId,
        recipients,
        new Set(),
        (to) => ({ mail: renewalFailedMail(to.language, brand(), failedPlan(to), link) }),
        { mailEvenIfOff: true, private: Boolean(link) },
        now,
      );
    }
    return { enrollmentId: enrollment.id, pastDue: Boolean(failed), attached: Boolean(attach) };
  });
}
