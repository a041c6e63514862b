// How long referrals are kept (retention.ts lists them with every other collection; the terms
// page's words are in src/i18n/<language>/retention.ts). Pure.
import type { Retention } from './keep-days';

export const REFERRAL_RETENTION: readonly Retention[] = [
  // A family's share code: whose it is and how many referral credits it has earned (no contact details): kept while
  // the family's account is open.
  { collection: 'referralCodes', deletedBy: 'kept', onTerms: false },
  { collection: 'referrals', deletedBy: 'kept', onTerms: true },
  // A family's referral credits: its email, the amount, and what each payment took of it: kept with the payments
  // that spent them: the school’s accounting records.
  { collection: 'referralCredits', deletedBy: 'kept', onTerms: false },
];
