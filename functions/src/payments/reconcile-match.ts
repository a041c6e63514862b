// The nightly reconciliation's comparisons (reconcile.ts), on Paystack's list of a day's
// charges: which were listed twice, and which successful charges look like one payment made
// twice (one payer, one amount, the same thing paid for). Pure.
import { metadataOf } from './acceptance';
import type { PaystackTransaction } from './paystack';
import { referencesOf } from './paystack-list';

/** References Paystack listed more than once (a list that shifted while it was paged). */
export function listedTwice(charges: readonly PaystackTransaction[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const ref of charges.map((tx) => tx.reference)) {
    if (typeof ref !== 'string') continue;
    if (seen.has(ref)) twice.add(ref);
    seen.add(ref);
  }
  return [...twice].sort();
}

/** What a charge paid for, as its metadata names it: one key for one payer's one thing. */
function paidFor(tx: PaystackTransaction): string {
  const meta = metadataOf(tx);
  const email = typeof tx.customer?.email === 'string' ? tx.customer.email.trim().toLowerCase() : '';
  const named = ['kind', 'plan', 'period', 'studentName', 'enrollmentId', 'recommendationId'].map((key) =>
    typeof meta[key] === 'string' ? meta[key].trim().toLowerCase() : '',
  );
  return JSON.stringify([email, tx.amount, tx.currency, ...named]);
}

/** Groups of two or more successful charges of one payer for the same amount and the same thing, each sorted. */
export function doublesOf(charges: readonly PaystackTransaction[]): { references: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const tx of charges) {
    if (tx.status !== 'success' || referencesOf([tx]).length === 0) continue;
    const key = paidFor(tx);
    const refs = groups.get(key) ?? [];
    if (!refs.includes(tx.reference as string)) refs.push(tx.reference as string);
    groups.set(key, refs);
  }
  return [...groups.values()].filter((refs) => refs.length > 1).map((refs) => ({ references: refs.sort() }));
}
