// Why a payment was refused or held for review (functions/src/payments/): the reason a
// payment record keeps, which staff read on /staff and in the review notice ("Why"), and the
// reason a verify answer gives. English only; a browser shows its own words, not these.
export const words = {
  reasons: {
    unknownKind: 'unknown payment kind',
    currency: 'currency not accepted',
    notAPlanPrice: 'amount not a plan price',
    unknownPlan: 'unknown plan',
    planMismatch: 'amount does not match plan',
    instalmentUnmatched: 'instalment not matched',
    pending: 'pending',
    transaction: (status: string) => `transaction ${status}`,
    referenceMismatch: 'reference mismatch',
    amount: 'amount not accepted',
    providerDown: 'Payment provider unavailable, try again',
    misconfigured: 'Payment verification is not configured',
    notFound: 'Transaction not found',
  },
};
