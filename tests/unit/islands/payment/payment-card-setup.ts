// Shared set-up of the PaymentCard tests (each file imports what it uses): the Paystack popup
// and the verifyPayment network stood in for, call by call. Each test file mocks
// src/services/paystack itself, so the island and this module get the same stand-in.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { openPaystack } from '../../../../src/services/paystack';

// The stand-in each test file's vi.mock puts in place of openPaystack.
export const paystack = {
  openPaystack: openPaystack as unknown as Mock<(options: Record<string, unknown>, callbacks: Callbacks) => Promise<void>>,
};

export type Callbacks = {
  onSuccess: (r: { reference?: string }) => void;
  onCancel: () => void;
  onError: (e: { message?: string }) => void;
};
// The island opens Paystack only through the service; this stands in for a popup that opened.
export let lastTransaction: (Record<string, unknown> & Callbacks) | null = null;

export let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  lastTransaction = null;
  paystack.openPaystack.mockReset().mockImplementation(async (options: Record<string, unknown>, callbacks: Callbacks) => {
    lastTransaction = { ...options, ...callbacks };
  });
  verifyCalls.length = 0;
  answers.length = 0;
  // The real verification loop runs; only the network under it is stood in for.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      verifyCalls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const next = answers.shift() ?? { http: 200, body: { status: 'success' } };
      if (next === 'hang') {
        // A request that never answers: only the caller's abort (its timeout) ends it, as with fetch.
        return new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return new Response(JSON.stringify(next.body), { status: next.http, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  document.documentElement.lang = '';
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export type Answer = { http: number; body: Record<string, unknown> } | 'hang';
/** What the stood-in verifyPayment answers, call by call (then success). */
export const answers: Answer[] = [];
export const verifyCalls: { url: string; body: Record<string, unknown> }[] = [];

export function at(url: string) {
  window.history.replaceState({}, '', url);
}

export const nameField = () => screen.getByLabelText('Full name');
export const emailField = () => screen.getByLabelText('Email');
export const amountField = () => screen.getByLabelText(/^Amount/);
export const button = () => screen.getByRole('button');

export function fill(name: string, email: string, amount?: string) {
  fireEvent.change(nameField(), { target: { value: name } });
  fireEvent.change(emailField(), { target: { value: email } });
  if (amount !== undefined) fireEvent.change(amountField(), { target: { value: amount } });
}

export async function press() {
  await act(async () => {
    fireEvent.click(button());
  });
}

// What /sw/pay and /sw/donatepay pass: their addresses in Kiswahili.
export const swPages = { home: '/sw', successHref: '/sw/paysuccess', errorHref: '/sw/payerror' };
