// The bodies the pages build, typed by the schemas the functions read them with. Apart from
// the schemas on purpose: a page imports these and the schemas' types only, so no island
// carries zod.
import type { BookingDraft } from '../booking';
import type { BookBody } from './book';
import type { VerifyPaymentBody } from './verify-payment';

/** The booking form's body: the draft as typed, the family's child (signed in only) and the challenge's solution. */
export function bookBody(
  draft: BookingDraft,
  extra: { childId?: string; altcha?: string | null; referralCode?: string | null } = {},
): BookBody {
  return {
    ...draft,
    ...(extra.childId ? { childId: extra.childId } : {}),
    ...(extra.altcha ? { altcha: extra.altcha } : {}),
    ...(extra.referralCode ? { referralCode: extra.referralCode } : {}),
  };
}

/** A payment page's body for one attempt: the reference Paystack's popup returned, the name on the card, the wait it allows. */
export const verifyPaymentBody = (reference: string, name: string, waitSeconds: number): VerifyPaymentBody => ({
  reference,
  studentName: name,
  wait: waitSeconds,
});
