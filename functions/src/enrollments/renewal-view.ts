// What /enroll shows for a renewal reminder's private link: the enrollment's child, plan,
// period and the family's price today (family-price.ts), to pay for the next period (by M-Pesa or card). Only the link's
// hash is stored (renewalLinks/{hash}); it works until its `expiresAt`, the end of the grace.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { totalAmount } from '../../../src/domain/family-price';
import type { EnrollmentOffer } from '../../../src/domain/enrollment/offer';
import { isCurrency, isPeriod } from '../../../src/domain/pricing';
import { hashToken } from '../bookings/token';
import { courses, plans } from '../platform/content';
import { cardRenewal } from './paystack-plan';
import { childPrice } from './family-price';
import { isCallersRecord, type Caller } from '../owners/owner';
import { instalmentsOf } from '../../../src/domain/stored/instalments';
import { nextUnpaid } from '../../../src/domain/enrollment/instalments';
import { enrollmentsOf } from '../platform/stored';

export const renewalLinkRef = (db: Firestore, hash: string) => db.collection('renewalLinks').doc(hash);

export async function viewOfRenewalLink(db: Firestore, token: string, now: Date): Promise<EnrollmentOffer | null> {
  const link = (await renewalLinkRef(db, hashToken(token)).get()).data();
  const expires = link?.expiresAt as Timestamp | undefined;
  if (!link || typeof link.enrollmentId !== 'string' || !expires || expires.toMillis() <= now.getTime()) return null;
  return viewOfEnrollment(db, link.enrollmentId, null);
}

/** The signed-in parent's own enrollment (the dashboard's "Pay for the next period"), or null. */
export async function viewOfEnrollment(db: Firestore, id: string, caller: Caller | null): Promise<EnrollmentOffer | null> {
  const e = (await enrollmentsOf(db).doc(id).get()).data();
  if (caller !== null && !isCallersRecord(caller, e)) return null;
  const plan = plans.find((p) => p.id === e?.plan);
  if (!e || !plan || e.status === 'cancelled' || !isPeriod(e.period) || !isCurrency(e.currency)) return null;
  const child = { email: String(e.email ?? ''), studentName: String(e.studentName ?? ''), enrollmentId: id };
  const price = await childPrice(db, child, { plan, period: e.period, currency: e.currency });
  // A period paid in parts offers its next unpaid part, at the amount its schedule holds.
  const held = instalmentsOf(e);
  const part = held ? nextUnpaid(held.parts) : null;
  const amount = part ? part.amount / 100 : totalAmount(price);
  const course = courses.find((c) => c.id === e.course);
  return {
    // No recommendation: the payment names the enrollment itself.
    id: '',
    studentName: String(e.studentName ?? ''),
    email: String(e.email ?? ''),
    course: course ? { id: course.id, title: course.title } : { id: '', title: '' },
    plan: { id: plan.id, name: plan.name, classes: plan.classes },
    period: e.period,
    currency: e.currency,
    amount,
    price,
    note: '',
    enrollment: { status: String(e.status), paidUntil: String(e.paidUntil) },
    // Renewing by reminder: a card may subscribe from here on only once the plan has lapsed.
    ...(e.status === 'expired' && !part
      ? await cardRenewal(db, plan.id, e.period, e.currency, amount, new Date())
      : { planCode: null, renewsOn: null }),
    renews: id,
    ...(part && held ? { instalment: { n: part.n, of: held.parts.length, dueOn: part.dueOn } } : {}),
  };
}

/** A renewal link's lifetime: until the grace after this paid-until date ends, and a day more. */
export function renewalLinkExpiry(paidUntil: string, graceDays: number): Timestamp {
  const [y, m, d] = paidUntil.split('-').map(Number);
  return Timestamp.fromMillis(Date.UTC(y!, m! - 1, d! + graceDays + 2));
}
