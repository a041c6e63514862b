// cardAuthorizations/{key}: the family's saved card, as Paystack's reusable authorization_code,
// written in the transaction that records a card charge (payments/record.ts) and read only by
// functions (payments/instalment-charges.ts charges it, instalment-job.ts spares its family the
// pay-by-link reminders while it pays). The code is a token Paystack honours only with our secret key;
// no card number is held. One document per family (the hash of its email): the latest card wins.
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import { cardEnrollmentSchema, storedCardSchema } from '../../../src/domain/stored/cards';
import { checkedConverter } from '../platform/stored';

/** The fields of Paystack's transaction a saved card is read from. */
interface PaidCharge {
  channel?: unknown;
  customer?: { email?: unknown } | null;
  authorization?: unknown;
}

/** A card Paystack says may be charged again, from a successful card transaction. */
export interface ReusableCard {
  authorizationCode: string;
  /** Paystack's customer: charge_authorization is refused for any other email. */
  payerEmail: string;
  last4: string;
  expMonth: string;
  expYear: string;
}

const text = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value) ? value : null);

/** The transaction's reusable card authorization, or null (not a card, not reusable, or not whole). */
export function reusableCard(data: PaidCharge): ReusableCard | null {
  const a =
    typeof data.authorization === 'object' && data.authorization !== null ? (data.authorization as Record<string, unknown>) : {};
  if (a.reusable !== true || a.channel !== 'card' || data.channel !== 'card') return null;
  const authorizationCode = text(a.authorization_code, /^AUTH_[A-Za-z0-9]{1,100}$/);
  const payerEmail = text(data.customer?.email, /^[^\s@]{1,200}@[^\s@]{1,200}$/);
  if (!authorizationCode || !payerEmail) return null;
  return {
    authorizationCode,
    payerEmail,
    last4: text(a.last4, /^\d{4}$/) ?? '',
    expMonth: String(a.exp_month ?? '').slice(0, 2),
    expYear: String(a.exp_year ?? '').slice(0, 4),
  };
}

/** The key of a family's card document: the hash of its email, as enrollments keep it. */
export const cardKeyOf = (email: string) =>
  createHash('sha256')
    .update(`card:${familyEmail(email)}`, 'utf8')
    .digest('hex')
    .slice(0, 32);

export const cardAuthorizationRef = (db: Firestore, email: string) =>
  db
    .collection('cardAuthorizations')
    .withConverter(checkedConverter('cardAuthorizations', storedCardSchema))
    .doc(cardKeyOf(email));

/** enrollments/, read as the saved card's charge and a renewal's credit read them (whose, which plan). */
export const cardEnrollmentsOf = (db: Firestore) =>
  db.collection('enrollments').withConverter(checkedConverter('enrollments', cardEnrollmentSchema));

/** Keeps `card` as the family's saved card, inside the transaction recording `reference` (a write: after the reads). */
export function saveCard(tx: Transaction, db: Firestore, email: string, card: ReusableCard, reference: string) {
  tx.set(cardAuthorizationRef(db, email), {
    ...card,
    email: familyEmail(email),
    reference,
    savedAt: FieldValue.serverTimestamp(),
  });
}

/** The family's saved card, or null. */
export async function savedCard(db: Firestore, email: string): Promise<ReusableCard | null> {
  return (await cardAuthorizationRef(db, email).get()).data() ?? null;
}

/**
 * The family's card was declined for part `n` of enrollment `id` (payments/instalment-charges.ts):
 * that part is asked for by the reminders and their link, as for a family paying by M-Pesa.
 */
export async function markPartDeclined(db: Firestore, id: string, n: number, reason: string) {
  await cardEnrollmentsOf(db)
    .doc(id)
    .update({
      'instalments.cardDeclined': FieldValue.arrayUnion(n),
      [`instalments.cardDeclinedWhy.${n}`]: reason.slice(0, 100),
      updatedAt: FieldValue.serverTimestamp(),
    });
}
