// The nightly reconciliation's comparisons on Paystack's list: a reference listed twice, and
// one payer charged twice for the same thing (not two children, two amounts or a failed try).
import { describe, expect, it } from 'vitest';
import { doublesOf, listedTwice } from '../../../../functions/src/payments/reconcile-match';
import type { PaystackTransaction } from '../../../../functions/src/payments/paystack';

const charge = (reference: string, more: Partial<PaystackTransaction> = {}): PaystackTransaction => ({
  reference,
  status: 'success',
  amount: 150_000,
  currency: 'KES',
  customer: { email: 'Amina@Example.com' },
  metadata: { kind: 'plan', plan: 'pro', period: 'monthly', studentName: 'Neema' },
  ...more,
});

describe('reconcile-match', () => {
  it('names the references Paystack listed more than once', () => {
    expect(listedTwice([charge('a'), charge('b'), charge('a'), charge('c'), charge('b')])).toEqual(['a', 'b']);
    expect(listedTwice([charge('a'), charge('b')])).toEqual([]);
  });

  it('groups one payer charged twice or more for the same thing, whatever the case of the email or a metadata string', () => {
    const doubles = doublesOf([
      charge('r2'),
      charge('r1', { customer: { email: 'amina@example.com' } }),
      charge('r3', { metadata: JSON.stringify({ kind: 'plan', plan: 'pro', period: 'monthly', studentName: 'neema' }) }),
    ]);
    expect(doubles).toEqual([{ references: ['r1', 'r2', 'r3'] }]);
  });

  it('does not group two children, two amounts, two payers, a failed try or one reference listed twice', () => {
    expect(
      doublesOf([
        charge('a'),
        charge('b', { metadata: { kind: 'plan', plan: 'pro', period: 'monthly', studentName: 'Baraka' } }),
        charge('c', { amount: 90_000 }),
        charge('d', { customer: { email: 'other@example.com' } }),
        charge('e', { status: 'failed' }),
        charge('a'),
      ]),
    ).toEqual([]);
  });
});
