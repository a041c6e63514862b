// A payment spending a family's referral credits, inside the transaction that records it
// (payments/record.ts): the price function took `subunits` off (the payment record's
// `creditUsed`), and the family's open credits in its currency give them, oldest first
// (domain/referrals.ts spendCredits). The transaction records a payment once, so a credit is
// spent once; two payments racing for one credit meet on its document, and the later one
// spends only what is left (the record keeps both figures). Reads first, then writes.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Currency } from '../../../src/domain/pricing';
import { creditBalance, spendCredits } from '../../../src/domain/referrals';
import { heldCredits, openCreditsQuery, referralCreditsOf } from './store';

export interface CreditSpend {
  /** What the credits gave, in subunits: `subunits`, or less when another payment spent them first. */
  spent: number;
  write: () => void;
}

export async function readCreditSpend(
  tx: Transaction,
  db: Firestore,
  payment: { reference: string; email: string; currency: Currency; subunits: number },
): Promise<CreditSpend> {
  const held = heldCredits((await tx.get(openCreditsQuery(db, payment.email))).docs);
  const spends = spendCredits(held, payment.currency, payment.subunits);
  return {
    spent: spends.reduce((sum, s) => sum + s.spend, 0),
    write() {
      for (const s of spends) {
        tx.update(referralCreditsOf(db).doc(s.id), {
          spent: s.spent,
          status: s.used ? 'used' : 'open',
          spentBy: FieldValue.arrayUnion({ reference: payment.reference, subunits: s.spend }),
        });
      }
    },
  };
}

/** What the family may spend on a payment in `currency`: the price function's `creditAvailable`. */
export async function creditAvailable(db: Firestore, email: string, currency: Currency): Promise<number> {
  return creditBalance(heldCredits((await openCreditsQuery(db, email).get()).docs), currency);
}

/** The same balance, read inside a transaction that then spends it (payments/renewal-credit.ts). */
export async function readCreditBalance(tx: Transaction, db: Firestore, email: string, currency: Currency): Promise<number> {
  return creditBalance(heldCredits((await tx.get(openCreditsQuery(db, email))).docs), currency);
}
