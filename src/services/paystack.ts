// Paystack's inline script, loaded on demand: the first time a parent presses pay, never
// with the page. One load per page; a failed load may be tried again on the next press.
import type { TransactionOptions } from '../domain/payment';
import { config } from './config';

export interface PaystackCallbacks {
  onSuccess: (response: { reference?: string }) => void;
  onCancel: () => void;
  onError?: (error: { message?: string }) => void;
}

interface PaystackPopInstance {
  newTransaction(options: TransactionOptions & PaystackCallbacks): void;
}

export type PaystackPopConstructor = new () => PaystackPopInstance;

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}

let loading: Promise<PaystackPopConstructor> | undefined;

/** Resolves PaystackPop, adding the script tag once. Rejects after `timeoutMs` or on a load error. */
export function loadPaystack(timeoutMs = 15_000): Promise<PaystackPopConstructor> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.paystack.scriptUrl;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('Paystack script timed out')), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined; // the next press tries again
      reject(error);
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.PaystackPop) resolve(window.PaystackPop);
      else fail(new Error('Paystack script loaded without PaystackPop'));
    });
    script.addEventListener('error', () => fail(new Error('Paystack script failed to load')));
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Opens Paystack's popup for one transaction: the only place that touches PaystackPop.
 * Rejects when the script cannot load or when newTransaction throws synchronously, so
 * the caller has one failure path to handle.
 */
export async function openPaystack(options: TransactionOptions, callbacks: PaystackCallbacks): Promise<void> {
  const PaystackPop = await loadPaystack();
  new PaystackPop().newTransaction({ ...options, ...callbacks });
}
