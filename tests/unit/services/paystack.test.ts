// @vitest-environment happy-dom
// The Paystack service: the one place that constructs PaystackPop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPaystack, type PaystackPopConstructor } from '../../../src/services/paystack';
import type { TransactionOptions } from '../../../src/domain/payment';

const options: TransactionOptions = {
  key: 'pk_test_x',
  email: 'mama@example.com',
  amount: 105300,
  currency: 'USD',
  metadata: { studentName: 'Wanjiru', kind: 'plan', plan: 'elite', period: 'yearly' },
  channels: ['card'],
};

afterEach(() => {
  delete window.PaystackPop;
});

describe('openPaystack', () => {
  it('hands newTransaction the options and the callbacks', async () => {
    const seen: unknown[] = [];
    window.PaystackPop = class {
      newTransaction(o: unknown) {
        seen.push(o);
      }
    } as PaystackPopConstructor;
    const callbacks = { onSuccess: vi.fn(), onCancel: vi.fn(), onError: vi.fn() };
    await openPaystack(options, callbacks);
    expect(seen).toEqual([{ ...options, ...callbacks }]);
    // No script tag is added when PaystackPop is already there.
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('turns a synchronous throw from newTransaction into a rejection', async () => {
    window.PaystackPop = class {
      newTransaction(): void {
        throw new Error('newTransaction exploded');
      }
    } as PaystackPopConstructor;
    await expect(openPaystack(options, { onSuccess: vi.fn(), onCancel: vi.fn() })).rejects.toThrow('newTransaction exploded');
  });
});
