// What /enroll shows for a renewal reminder's private link: the enrollment's child, plan,
// period and today's price, to pay for the next period (by M-Pesa or card). Only the link's
// hash is stored (renewalLinks/{hash}); it works until its `expiresAt`, the end of the grace.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { recommendedPrice } from '../../../src/domain/enrollment/recommendation';
import { isCurrency, isPeriod } from '../../../src/domain/pricing';
import { hashToken } from '../bookings/token';
import { courses, plans } from '../platform/content';
import { cardRenewal } from './paystack-plan';
import { isCallersRecord, type Caller } from '../owners/owner';

/** What the page is shown: never the token hash, the family uid or who recommended. */
export interface RecommendationView {
  id: string;
  studentName: string;
  email: string;
  course: { id: string; title: string };
  plan: { id: string; name: string; classes: number };
  period: string;
  currency: string;
  /** Today's price of the plan and period in the currency. */
  amount: number;
  note: string;
  enrollment: { status: string; paidUntil: string } | null;
  /** The Paystack plan a card payment may subscribe to (renewing by itself), when one is synced at today's price. */
  planCode: string | null;
  /** When that subscription would charge next (YYYY-MM-DD). */
  renewsOn: string | null;
  /** A renewal reminder's link: the enrollment the payment renews. */
  renews?: string;
}

export const renewalLinkRef = (db: Firestore, hash: string) => db.collection('renewalLinks').doc(hash);

export async function viewOfRenewalLink(db: Firestore, token: string, now: Date): Promise<RecommendationView | null> {
  const link = (await renewalLinkRef(db, hashToken(token)).get()).data();
  const expires = link?.expiresAt as Timestamp | undefined;
  if (!link || typeof link.enrollmentId !== 'string' || !expires || expires.toMillis() <= now.getTime()) return null;
  return viewOfEnrollment(db, link.enrollmentId, null);
}

/** The signed-in parent's own enrollment (the dashboard's "Pay for the next period"), or null. */
export async function viewOfEnrollment(db: Firestore, id: string, caller: Caller | null): Promise<RecommendationView | null> {
  const e = (await db.collection('enrollments').doc(id).get()).data();
  if (caller !== null && !isCallersRecord(caller, e)) return null;
  const plan = plans.find((p) => p.id === e?.plan);
  if (!e || !plan || e.status === 'cancelled' || !isPeriod(e.period) || !isCurrency(e.currency)) return null;
  const amount = recommendedPrice(plans, { plan: plan.id, period: e.period, currency: e.currency });
  if (amount === null) return null;
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
    note: '',
    enrollment: { status: String(e.status), paidUntil: String(e.paidUntil) },
    // Renewing by reminder: a card may subscribe from here on only once the plan has lapsed.
    ...(e.status === 'expired'
      ? await cardRenewal(db, plan.id, e.period, e.currency, amount, new Date())
      : { planCode: null, renewsOn: null }),
    renews: id,
  };
}

/** A renewal link's lifetime: until the grace after this paid-until date ends, and a day more. */
export function renewalLinkExpiry(paidUntil: string, graceDays: number): Timestamp {
  const [y, m, d] = paidUntil.split('-').map(Number);
  return Timestamp.fromMillis(Date.UTC(y!, m! - 1, d! + graceDays + 2));
}
