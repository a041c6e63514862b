// What the server charges a family for one child's plan (src/domain/family-price.ts), with the
// child's place for the sibling rule read from the family's enrollments: the family is its
// email (as an enrollment keeps it), and another child counts while their enrollment is paid
// or in its grace (active, past_due) and began before this child's; less the family's referral
// credits (referrals/spend.ts), which the payment then spends. /enroll shows this price
// (enrollment.ts, renewal-view.ts) and the payment check accepts exactly it (payments/settle.ts),
// or, for a period paid in parts, exactly the part the charge names (metadata.instalment).
import type { Firestore } from 'firebase-admin/firestore';
import { childNameKey } from '../../../src/domain/enrollment/children';
import { familyEmail } from '../../../src/domain/email';
import { familyPrice, siblingPlace, totalAmount, type FamilyPrice } from '../../../src/domain/family-price';
import { isCurrency, isPeriod, type Currency, type Period, type PricedPlan } from '../../../src/domain/pricing';
import type { ExpectedPrice } from '../../../src/domain/payment-record';
import { plans } from '../platform/content';
import { enrollmentsOf } from '../platform/stored';
import { instalmentsOf } from '../../../src/domain/stored/instalments';
import { creditAvailable as referralCreditAvailable } from '../referrals/spend';
import { recommendationRef } from './recommendations';

/** Enrollment statuses that make a child "enrolled at the same time" for the sibling rule. */
const ENROLLED: ReadonlySet<unknown> = new Set(['active', 'past_due']);

export interface PricedChild {
  email: string;
  studentName: string;
  /** The enrollment being renewed, when the payment renews one. */
  enrollmentId?: string;
}

/** The family's price for `child` on this plan, period and currency, today. */
export async function childPrice(
  db: Firestore,
  child: PricedChild,
  choice: { plan: PricedPlan; period: Period; currency: Currency },
): Promise<FamilyPrice> {
  const found = await enrollmentsOf(db).where('email', '==', familyEmail(child.email)).get();
  const enrolled = found.docs.flatMap((d) => {
    const { status, nameKey, createdAt } = d.data();
    return ENROLLED.has(status) && createdAt ? [{ nameKey: String(nameKey), startedAtMs: createdAt.toMillis() }] : [];
  });
  const nameKey = childNameKey(child.studentName);
  // A renewal keeps its place; a child already enrolled on another plan keeps theirs.
  const renewed = found.docs.find((d) => d.id === child.enrollmentId);
  const own = renewed?.data().createdAt?.toMillis();
  const earliest = enrolled.filter((e) => e.nameKey === nameKey).map((e) => e.startedAtMs);
  const startedAtMs = own ?? (earliest.length ? Math.min(...earliest) : null);
  const creditAvailable = await referralCreditAvailable(db, child.email, choice.currency);
  return familyPrice({ ...choice, childPlace: siblingPlace({ nameKey, startedAtMs }, enrolled), creditAvailable });
}

/**
 * The price a plan charge naming an /enroll recommendation or a renewed enrollment must have:
 * that family's price for that child. Null when the charge names neither (a /pay payment is
 * checked against the plan's own price), or names one that does not fit its plan and period.
 */
export async function expectedFamilyPrice(
  db: Firestore,
  meta: Record<string, unknown>,
  currency: string,
): Promise<ExpectedPrice | null> {
  const plan = plans.find((p) => p.id === meta.plan);
  const period = meta.period;
  if (meta.kind !== 'plan' || !plan || !isPeriod(period) || !isCurrency(currency)) return null;
  const id = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9]{20,32}$/.test(value) ? value : null);
  const recommendationId = id(meta.recommendationId);
  const enrollmentId = id(meta.enrollmentId);
  const source = enrollmentId
    ? enrollmentsOf(db).doc(enrollmentId)
    : recommendationId
      ? recommendationRef(db, recommendationId)
      : null;
  const r = source ? (await source.get()).data() : undefined;
  if (!r || r.plan !== plan.id || r.period !== period || r.currency !== currency) return null;
  if (typeof r.email !== 'string' || typeof r.studentName !== 'string') return null;
  const expected = { plan: plan.id, period, currency };
  const n = meta.instalment;
  // A later part: the amount its enrollment's schedule holds for it, while it is unpaid.
  if (typeof n === 'number' && n > 1) {
    const part = enrollmentId ? instalmentsOf(r)?.parts.find((p) => p.n === n) : undefined;
    return part && !part.paidRef ? { ...expected, amount: part.amount / 100, instalment: { n } } : null;
  }
  const child = { email: r.email, studentName: r.studentName, ...(enrollmentId ? { enrollmentId } : {}) };
  const price = await childPrice(db, child, { plan, period, currency });
  const credit = price.creditUsed ? { creditUsed: price.creditUsed } : {};
  if (n === undefined) return { ...expected, amount: totalAmount(price), ...credit };
  // The first part: this family's price in parts, when plans.yaml allows parts for the period.
  const parts = n === 1 ? price.instalments?.parts : undefined;
  return parts ? { ...expected, amount: parts[0]! / 100, instalment: { n: 1, parts }, ...credit } : null;
}
