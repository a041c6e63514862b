// A night's reconciliation in the staff's words (English: the console and the school's mail):
// a line per thing that did not match, and the counts. Here, not in src/domain: it reads the
// catalogue, and the record it words stays pure (domain/reconciliation.ts).
import { words } from '../i18n/en/reconciliation';
import { unmatchedCount, type MissingReason, type Reconciliation } from '../domain/reconciliation';

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
