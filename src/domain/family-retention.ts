// How long a family's account, children, enrollments and their records are kept (rows of retention.ts's
// table; a row on the terms page has its words in src/i18n/<language>/retention.ts). Pure.
import type { Retention } from './keep-days';
import { GUARDIAN_RETENTION } from './guardian-retention';
import { REFERRAL_RETENTION } from './referral-retention';
import { CLASS_RETENTION } from './classes/retention';

export const FAMILY_RETENTION: readonly Retention[] = [
  { collection: 'families', deletedBy: 'kept', onTerms: true },
  ...GUARDIAN_RETENTION,
  ...REFERRAL_RETENTION,
  { collection: 'children', deletedBy: 'kept', onTerms: true },
  { collection: 'recommendations', deletedBy: 'kept', onTerms: true },
  // The staff member who made or withdrew a recommendation and the hash of its enroll link, kept apart from the
  // recommendation the family reads: kept with the recommendation.
  { collection: 'recommendationSecrets', deletedBy: 'kept', onTerms: false },
  { collection: 'enrollments', deletedBy: 'kept', onTerms: true },
  { collection: 'certificates', deletedBy: 'kept', onTerms: true },
  // Whose a certificate is (family, enrollment, the child's full name) and who awarded or revoked it, kept apart
  // from the public certificate: kept with its certificate.
  { collection: 'certificateRecords', deletedBy: 'kept', onTerms: false },
  { collection: 'subscriptions', deletedBy: 'kept', onTerms: true },
  // A card family's saved card (Paystack's reusable authorization code, last four digits, expiry): kept while the
  // family pays by card, replaced by the next card, deleted with the family.
  { collection: 'cardAuthorizations', deletedBy: 'kept', onTerms: true },
  // A card renewal's referral credit given back as a partial refund (reference, enrollment, amount, Paystack's
  // refund; no personal data): kept with the payment it refunded.
  { collection: 'creditRefunds', deletedBy: 'kept', onTerms: false },
  { collection: 'classes', deletedBy: 'kept', onTerms: true },
  { collection: 'progressReports', deletedBy: 'kept', onTerms: true },
  // The mentor's monthly line and project links for a child (no family contact): kept with the report they went
  // into; deleted with the family.
  { collection: 'progressLines', deletedBy: 'kept', onTerms: false },
  // When each progress report was sent, and which staff member sent one again: kept with the report; deleted with
  // the family.
  { collection: 'progressReportLog', deletedBy: 'kept', onTerms: false },
  ...CLASS_RETENTION,
];
