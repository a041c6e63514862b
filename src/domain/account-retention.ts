// How long the payment records, the school's own records and the short-lived claims are kept (rows of
// retention.ts's table; a row on the terms page has its words in src/i18n/<language>/retention.ts). Pure.
import type { Retention } from './keep-days';

export const ACCOUNT_RETENTION: readonly Retention[] = [
  // Hashes of the private pay links in renewal reminders (never the link itself): until the grace after the
  // paid-until date ends.
  { collection: 'renewalLinks', deletedBy: 'ttl', onTerms: false },
  // Payment references the payment provider did not know: until the time window of the check ends.
  { collection: 'unknownReferences', deletedBy: 'ttl', onTerms: false },
  // Marks of a payment being checked with the payment provider right now: until the check ends, or its claim lapses
  // when the check never ends.
  { collection: 'paymentClaims', deletedBy: 'ttl', onTerms: false },
  // Marks of a mentor's weekly hour being chosen right now (no personal data): until the choice is stored or
  // refused, or its claim lapses when it never ends.
  { collection: 'hourClaims', deletedBy: 'ttl', onTerms: false },
  // The Paystack plan code of each plan, period and currency (written by `npm run paystack -- sync-plans`): kept
  // while the plan is offered; no personal data.
  { collection: 'paystackPlans', deletedBy: 'kept', onTerms: false },
  { collection: 'payments', deletedBy: 'kept', onTerms: true },
  // Each night's check of Paystack's charges against the payment records (counts and payment references only): kept
  // with the payments it checked, for the school's accounts.
  { collection: 'reconciliations', deletedBy: 'kept', onTerms: false },
  // Who is a mentor (a record per mentor account, naming their team.yaml id): until their access is revoked.
  { collection: 'mentors', deletedBy: 'kept', onTerms: false },
  // Who is school staff (a record per staff account): until their access is revoked.
  { collection: 'staff', deletedBy: 'kept', onTerms: false },
  // Which staff member erased a family and when (the family only as a hash, no personal data): kept, as the record
  // that a request to delete was carried out.
  { collection: 'erasures', deletedBy: 'kept', onTerms: false },
  // Seats taken per class time (counts only, no names): kept; they hold no personal data.
  { collection: 'slots', deletedBy: 'kept', onTerms: false },
];
