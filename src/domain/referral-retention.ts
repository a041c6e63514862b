// How long referrals are kept (retention.ts lists them with every other collection). Pure.
import type { Retention } from './keep-days';

export const REFERRAL_RETENTION: readonly Retention[] = [
  {
    collection: 'referralCodes',
    deletedBy: 'kept',
    what: "A family's share code: whose it is and how many referral credits it has earned (no contact details)",
    howLong: "kept while the family's account is open",
    onTerms: false,
  },
  {
    collection: 'referrals',
    deletedBy: 'kept',
    what: 'Who referred whom: the referred family’s email and WhatsApp number from its trial booking, and whether the referral earned a credit or why not',
    howLong: 'kept with the payments the referral credits',
    onTerms: true,
  },
  {
    collection: 'referralCredits',
    deletedBy: 'kept',
    what: "A family's referral credits: its email, the amount, and what each payment took of it",
    howLong: 'kept with the payments that spent them: the school’s accounting records',
    onTerms: false,
  },
];
