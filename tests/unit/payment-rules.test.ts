// The server's acceptance rules (functions/src/rules.ts), without the emulators.
import { describe, expect, it } from 'vitest';
import { checkTransaction } from '../../functions/src/rules';
import { planPrice } from '../../src/domain/pricing';
import type { PaystackTransaction } from '../../functions/src/paystack';
import { plans } from './fixtures/plans';

const plus = plans.find((p) => p.id === 'plus')!;
const plusYearlyKes = planPrice(plus, 'yearly', 'KES');

const transaction = (over: Partial<PaystackTransaction> = {}): PaystackTransaction => ({
  status: 'success',
  reference: 'T-1',
  amount: plusYearlyKes * 100,
  currency: 'KES',
  metadata: { kind: 'plan', plan: 'plus', period: 'yearly', studentName: 'Wanjiru Kamau' },
  ...over,
});

describe('checkTransaction', () => {
  it('marks unfinished charges as pending (retryable), not as a final refusal', () => {
    for (const status of ['pending', 'ongoing', 'processing', 'queued']) {
      expect(checkTransaction(transaction({ status }), 'T-1', plans), status).toEqual({
        ok: false,
        reason: 'pending',
        pending: true,
      });
    }
  });

  it('refuses finished non-successes for good', () => {
    for (const status of ['failed', 'abandoned', 'reversed', undefined]) {
      const check = checkTransaction(transaction({ status }), 'T-1', plans);
      expect(check.ok).toBe(false);
      expect(check.ok === false && check.pending).toBeFalsy();
    }
  });

  it("records the metadata's studentName, falling back to the browser's only when the metadata has none", () => {
    const named = checkTransaction(transaction(), 'T-1', plans, 'Someone Else');
    expect(named.ok && named.record.studentName).toBe('Wanjiru Kamau');
    const blank = checkTransaction(
      transaction({ metadata: { kind: 'plan', plan: 'plus', period: 'yearly', studentName: '  ' } }),
      'T-1',
      plans,
      'Baraka',
    );
    expect(blank.ok && blank.record.studentName).toBe('Baraka');
    const none = checkTransaction(transaction({ metadata: JSON.stringify({ kind: 'donation' }) }), 'T-1', plans, 'Baraka');
    expect(none.ok && none.record.studentName).toBe('Baraka');
  });
});
