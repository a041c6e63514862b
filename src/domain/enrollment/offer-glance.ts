// What an enroll link shows before the server answers: the offer as its mail told it,
// carried in the fragment after the token ("#<token>~o1.<payload>", glance-codec.ts), so
// /enroll can show it at once. No contact data: the child's first name, the plan id, the
// period, the currency and amount as offered, whether it renews an enrollment, and when the
// message was written. Read back field by field; anything garbled or tampered yields nothing. Pure.
import { decodeGlance, encodeGlance, glanceSeconds, glanceTime } from '../glance-codec';
import { firstNameOf, isGlanceName } from '../link-glance';
import { isCurrency, isPeriod, type Currency, type Period } from '../pricing';

export interface OfferGlance {
  firstName: string;
  plan: string;
  period: Period;
  currency: Currency;
  amount: number;
  /** A renewal reminder's link (pays an enrollment's next period), not a recommendation's. */
  renews: boolean;
  sentAt: Date;
}

/** Its own version mark, so a manage glance is never read as an offer. */
const VERSION = 'o1';
const MAX_LENGTH = 200;
const PLAN = /^[a-z0-9-]{1,24}$/;

export interface OfferSource {
  studentName: string;
  plan: string;
  period: Period;
  currency: Currency;
  amount: number;
  renews: boolean;
}

/** The glance of an offer as mailed, to append to its /enroll link ("~o1.<payload>"). */
export function offerGlanceSuffix(o: OfferSource, sentAt: Date): string {
  const fields = [firstNameOf(o.studentName), o.plan, o.period, o.currency, o.amount, o.renews ? 1 : 0];
  return encodeGlance(VERSION, [...fields, glanceSeconds(sentAt)]);
}

/** The offer a fragment's tail holds, or null when it is missing, of another version or not ours. */
export function readOfferGlance(text: string): OfferGlance | null {
  const value = decodeGlance(text, VERSION, 7, MAX_LENGTH);
  if (!value) return null;
  const [firstName, plan, period, currency, amount, renews, seconds] = value;
  if (!isGlanceName(firstName) || typeof plan !== 'string' || !PLAN.test(plan)) return null;
  if (!isPeriod(period) || !isCurrency(currency)) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  if (renews !== 0 && renews !== 1) return null;
  const sentAt = glanceTime(seconds);
  if (!sentAt) return null;
  return { firstName, plan, period, currency, amount, renews: renews === 1, sentAt };
}
