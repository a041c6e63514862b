// reconciliations/{date}: one night's comparison of Paystack's charges of a Nairobi day with
// our payment records (functions/src/payments/reconcile.ts writes it; the staff console and
// the school's mail read it, worded by src/messages/reconciliation-lines.ts). Pure.

export type UnrecordedReason = 'waiting' | 'refused';
export type MissingReason = { kind: 'notFound' } | { kind: 'unavailable' } | { kind: 'status'; status: string };

export interface Reconciliation {
  /** The Nairobi day checked. */
  date: string;
  /** Charges Paystack listed that day, any status, and how many succeeded. */
  charges: number;
  succeeded: number;
  /** Our payment records paid that day. */
  records: number;
  /** Successful charges with their record, and records whose charge Paystack confirmed. */
  matched: number;
  /** Charged with no record before this night: applied, or recorded for review, by the reconciliation. */
  applied: string[];
  review: string[];
  /** Charged with no record, and still without one. */
  unrecorded: { reference: string; reason: UnrecordedReason }[];
  /** Recorded as paid with no successful charge at Paystack. */
  missingCharges: { reference: string; reason: MissingReason }[];
  /** One payer's same payment charged more than once (an object each: Firestore holds no array in an array). */
  doubles: { references: string[] }[];
  listedTwice: string[];
}

/** How many things did not match: each one a line for staff. */
export function unmatchedCount(r: Reconciliation): number {
  return (
    r.applied.length + r.review.length + r.unrecorded.length + r.missingCharges.length + r.doubles.length + r.listedTwice.length
  );
}
