// Every verified plan payment belongs to an enrollment: created or extended here, inside the
// transaction that records payments/{reference} (payments/record.ts), so one payment extends its
// enrollment exactly once however often verify and the webhook arrive. All reads happen
// in `plan` before any write, as Firestore transactions require.
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { childNameKey } from '../../../src/domain/enrollment/children';
import { extendPaidUntil, type PaidPeriod } from '../../../src/domain/enrollment/paid-until';
import { planForAmount } from '../../../src/domain/payment';
import { isCurrency, type Period } from '../../../src/domain/pricing';
import type { StoredEnrollment } from '../../../src/domain/stored/enrollments';
import { familyEmail } from '../../../src/domain/email';
import { nairobiDate } from '../../../src/domain/slots';
import type { PaymentRecord } from '../../../src/domain/payment-record';
import { enrollmentSettings, plans } from '../platform/content';
import { familyAddressOf, familyOfEmailQuery } from '../owners/owner';
import { childrenOf } from '../owners/family-records';
import { classTimesOf, countryOfEnrollment, writeClasses } from '../classes/store';
import { leaveOf } from '../classes/leave';
import { isLanguage } from '../../../src/i18n/languages';
import { enrollmentsOf, subscriptionsOf } from '../platform/stored';
import { planLaterPart, scheduleFields } from './instalment-apply';
import { recommendationRef } from './recommendations';

/** The language an enrollment starts in: the paying page's, else its recommendation's (absent: English). */
/**
 * The Nairobi day the family paid (Paystack's paid_at), never after `now`: a charge applied
 * late (a webhook retried for days, the sweep, the nightly reconciliation) counts from then.
 */
function paidOn(record: PaymentRecord, now: Date): string {
  const at = typeof record.paidAt === 'string' ? Date.parse(record.paidAt) : NaN;
  return nairobiDate(Number.isFinite(at) && at < now.getTime() ? new Date(at) : now);
}

const languageOf = (value: unknown) => (isLanguage(value) ? { language: value } : {});

/** What payments/{reference} gains when it pays for an enrollment. */
export interface EnrollmentLink {
  enrollmentId: string;
  paidUntil: string;
  /** The family the payment belongs to, whose parent may read it. */
  familyUid?: string;
  /** The child, so the family's dashboard lists the payment under them. */
  childId?: string;
  /** A renewal charged by Paystack names no child: it takes the enrollment's. */
  studentName?: string;
}

interface Planned {
  write: (tx: Transaction) => void;
  link: EnrollmentLink;
  /** The family's email the enrollment is under, and whether this payment opens it (a first payment: referrals). */
  family: { email: string; opens: boolean };
}

/** A family's child-and-plan enrollment has one id, so two payments of one family meet on one document. */
export function enrollmentIdFor(email: string, nameKey: string, plan: string): string {
  return createHash('sha256')
    .update(`${familyEmail(email)}\n${nameKey}\n${plan}`, 'utf8')
    .digest('hex')
    .slice(0, 32);
}

/** The recommendation a payment's metadata names, when it is one this payment may pay for. */
async function recommendationFor(tx: Transaction, db: Firestore, record: PaymentRecord, plan: string, period: Period) {
  if (!record.recommendationId) return null;
  const snap = await tx.get(recommendationRef(db, record.recommendationId));
  const r = snap.data();
  // A withdrawn recommendation is paid for by no payment (staffAction's withdrawRecommendation).
  if (!r || r.withdrawnAt !== undefined) return null;
  // The payment must be for what was recommended: another plan, period or currency is
  // still a good /pay payment, but not this recommendation's.
  if (r.plan !== plan || r.period !== period || r.currency !== record.currency) return null;
  return { ref: snap.ref, data: r };
}

/**
 * The enrollment a subscription charge renews: the one linked to the payer's only renewing
 * subscription of this Paystack plan (only subscriptions our own charges started are linked,
 * subscriptions.ts). Two children on the same plan leave it ambiguous; the invoice.update
 * that names the subscription then attaches the payment.
 */
async function subscribedEnrollment(tx: Transaction, db: Firestore, record: PaymentRecord) {
  if (!record.subscriptionCharge || !record.planCode || !record.email) return null;
  const found = await tx.get(
    subscriptionsOf(db).where('planCode', '==', record.planCode).where('email', '==', familyEmail(record.email)),
  );
  const linked = found.docs.filter((d) => typeof d.get('enrollmentId') === 'string');
  if (linked.length !== 1) return null;
  const snap = await tx.get(enrollmentsOf(db).doc(String(linked[0]!.get('enrollmentId'))));
  const data = snap.data();
  return data ? { id: snap.id, data } : null;
}

/** The enrollment a renewal reminder's payment names, when the payment is for its plan, period and currency. */
async function namedEnrollment(
  tx: Transaction,
  db: Firestore,
  record: PaymentRecord,
  choice: { plan: string; period: Period } | null,
) {
  if (!record.renewsEnrollment || !choice) return null;
  const snap = await tx.get(enrollmentsOf(db).doc(record.renewsEnrollment));
  const data = snap.data();
  const same = data && data.plan === choice.plan && data.period === choice.period && data.currency === record.currency;
  return same && data.status !== 'cancelled' ? { id: snap.id, data } : null;
}

/** The family whose verified email this is (owners/owner.ts), and its child of this name. */
async function familyFor(tx: Transaction, db: Firestore, email: string | null, nameKey: string) {
  if (!email) return null;
  const families = await tx.get(familyOfEmailQuery(db, email));
  const family = families.docs[0];
  if (!family) return null;
  const children = await tx.get(childrenOf(family.ref).where('nameKey', '==', nameKey).limit(1));
  return { uid: family.id, childId: children.docs[0]?.id };
}

/** The enrollment's family and child; an owner it no longer has (no family holds its email) is removed. */
function ownerFields(family: { uid: string; childId?: string } | null, current: StoredEnrollment | undefined) {
  if (!family) return current?.familyUid !== undefined ? { familyUid: FieldValue.delete(), childId: FieldValue.delete() } : {};
  const stale = current?.childId !== undefined && current.familyUid !== family.uid;
  return {
    familyUid: family.uid,
    ...(family.childId ? { childId: family.childId } : stale ? { childId: FieldValue.delete() } : {}),
  };
}

/**
 * Reads what the enrollment of a plan payment needs and returns its writes, or null when
 * the payment pays for no plan we can name (a donation, or a student name we cannot use).
 */
export async function planEnrollment(
  tx: Transaction,
  db: Firestore,
  record: PaymentRecord,
  now: Date,
  /** The enrollment a renewal pays for, when the caller knows it (an invoice naming its subscription). */
  renewing?: { id: string; data: StoredEnrollment },
): Promise<Planned | null> {
  // A charge held for review waits for staff: it moves no enrollment until they confirm it.
  if (record.kind !== 'plan' || record.status !== 'success' || !isCurrency(record.currency)) return null;
  if (record.instalment && record.instalment.n > 1) return planLaterPart(tx, db, record, now);
  const currency = record.currency;
  const choice =
    record.plan && record.period
      ? { plan: record.plan, period: record.period }
      : (() => {
          const match = planForAmount(plans, currency, record.amount);
          return match ? { plan: match.plan.id, period: match.period } : null;
        })();
  // A renewal charged by Paystack carries no metadata: its subscription names the enrollment.
  const renewed = renewing ?? (await namedEnrollment(tx, db, record, choice)) ?? (await subscribedEnrollment(tx, db, record));
  // A charge Paystack made for a subscription pays only for that subscription's enrollment.
  if (record.subscriptionCharge && !renewed) return null;
  const plan = renewed ? { plan: String(renewed.data.plan), period: renewed.data.period as Period } : choice;
  if (!plan) return null;

  const recommendation = renewed ? null : await recommendationFor(tx, db, record, plan.plan, plan.period);
  const r = renewed?.data ?? recommendation?.data;
  const studentName = typeof r?.studentName === 'string' ? r.studentName : record.studentName;
  const named = typeof r?.email === 'string' ? r.email : record.email;
  // A second guardian paying under their own address pays for the family they joined.
  const email = named ? await familyAddressOf(tx, db, named) : named;
  // A charge that names no child (a card charge without our metadata) makes no enrollment here.
  const nameKey = typeof studentName === 'string' ? childNameKey(studentName) : '';
  if (!nameKey || !email) return null;

  const id = renewed?.id ?? (typeof r?.enrollmentId === 'string' ? r.enrollmentId : enrollmentIdFor(email, nameKey, plan.plan));
  const ref = enrollmentsOf(db).doc(id);
  const current = (await tx.get(ref)).data();
  // A renewal writes no class on its mentors' leave days: their leave is read before any write.
  const leave = current ? await leaveOf(db, [...new Set(classTimesOf(current).map((t) => t.mentorId))]) : [];
  // Ownership follows the enrollment's email, never the payer's nor a family named on an older record.
  const found = await familyFor(tx, db, email, nameKey);
  const family = found && r?.familyUid === found.uid && typeof r.childId === 'string' ? { ...found, childId: r.childId } : found;

  const paid: PaidPeriod | undefined =
    current && current.status !== 'cancelled' && typeof current.paidUntil === 'string'
      ? { paidUntil: current.paidUntil, anchorDay: Number(current.anchorDay) }
      : undefined;
  // Paid within the grace: continues from the old date, so a family paying late loses no day.
  const next = extendPaidUntil(paid, paidOn(record, now), plan.period, enrollmentSettings.graceDays);
  const stamp = FieldValue.serverTimestamp();

  return {
    family: { email: familyEmail(email), opens: !current },
    link: {
      enrollmentId: id,
      paidUntil: next.paidUntil,
      ...(family ? { familyUid: family.uid } : {}),
      ...(family?.childId ? { childId: family.childId } : {}),
      ...(record.studentName ? {} : { studentName }),
    },
    write(tx) {
      // The name and email the enrollment began with stay; a later payment may spell them otherwise.
      const first = { studentName, nameKey, email: familyEmail(email), ...languageOf(record.language ?? r?.language) };
      const fields = {
        plan: plan.plan,
        period: plan.period,
        currency: record.currency,
        amount: record.amount,
        status: 'active' as const,
        paidUntil: next.paidUntil,
        anchorDay: next.anchorDay,
        payments: FieldValue.arrayUnion(record.reference),
        updatedAt: stamp,
        ...ownerFields(family, current),
        ...(typeof r?.course === 'string' ? { course: r.course } : {}),
        ...(typeof r?.trialMentorId === 'string' ? { trialMentorId: r.trialMentorId } : {}),
        ...(typeof r?.whatsapp === 'string' ? { whatsapp: r.whatsapp } : {}),
        // The Paystack plan of a card payment that set up a subscription: subscription.create links by it.
        ...(record.planCode ? { subscriptionPlanCode: record.planCode } : {}),
        ...(record.planCode && record.authorization && !record.subscriptionCharge
          ? { subscriptionAuthorization: record.authorization }
          : {}),
        ...(recommendation ? { recommendationId: recommendation.ref.id } : {}),
        ...scheduleFields(record, plan, next, current, paidOn(record, now)),
      };
      // A renewal extends the weekly classes over the new period only, from where they were
      // last written, so a payment applied once adds each class once.
      const times = current && current.status !== 'cancelled' ? classTimesOf(current) : [];
      const classesUntil = current?.classesUntil ?? String(current?.paidUntil);
      if (
        times.length &&
        typeof current?.familyUid === 'string' &&
        typeof current.course === 'string' &&
        classesUntil < next.paidUntil
      ) {
        const owner = {
          enrollmentId: id,
          familyUid: current.familyUid,
          ...(typeof current.childId === 'string' ? { childId: current.childId } : {}),
          studentName: String(current.studentName ?? studentName),
          course: current.course,
          ...(countryOfEnrollment(current) ? { country: countryOfEnrollment(current)! } : {}),
        };
        const { noClass } = writeClasses(
          tx,
          db,
          owner,
          times,
          { from: classesUntil, until: next.paidUntil, notBefore: now },
          leave,
        );
        Object.assign(fields, {
          classesUntil: next.paidUntil,
          ...(noClass.length ? { noClassOn: FieldValue.arrayUnion(...noClass) } : {}),
        });
      }
      if (current) tx.update(ref, fields);
      else tx.create(ref, { ...first, ...fields, createdAt: stamp });
      if (recommendation && r?.enrollmentId !== id) tx.update(recommendation.ref, { enrollmentId: id, updatedAt: stamp });
    },
  };
}
