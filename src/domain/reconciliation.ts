// reconciliations/{date}: one night's comparison of Paystack's charges of a Nairobi day with
// our payment records (functions/src/payments/reconcile.ts writes it; the staff console and
// the school's mail read it). Pure.
import { words } from '../i18n/en/reconciliation';

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

function missingReason(reason: MissingReason): string {
  return reason.kind === 'status' ? words.reasons.status(reason.status) : words.reasons[reason.kind];
}

/** One line for each thing that did not match, in the order staff act on them. */
export function unmatchedLines(r: Reconciliation): string[] {
  return [
    ...r.missingCharges.map((m) => words.missingCharge(m.reference, missingReason(m.reason))),
    ...r.doubles.map((d) => words.double(d.references)),
    ...r.unrecorded.map((u) => words.unrecorded(u.reference, words.reasons[u.reason])),
    ...r.review.map((ref) => words.review(ref)),
    ...r.applied.map((ref) => words.applied(ref)),
    ...r.listedTwice.map((ref) => words.listedTwice(ref)),
  ];
}

/** The night's counts as label and value, for the mail and the console. */
export function reconciliationFacts(r: Reconciliation): [string, string][] {
  const l = words.label;
  return [
    [l.date, r.date],
    [l.charges, String(r.charges)],
    [l.succeeded, String(r.succeeded)],
    [l.records, String(r.records)],
    [l.matched, String(r.matched)],
    [l.unmatched, String(unmatchedCount(r))],
  ];
}
