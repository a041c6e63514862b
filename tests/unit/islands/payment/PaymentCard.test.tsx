// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlanPayment from '../../../../src/islands/PlanPayment';
import DonationPayment from '../../../../src/islands/DonationPayment';
import DonationPaymentSw from '../../../../src/islands/sw/DonationPayment';
import PlanPaymentSw from '../../../../src/islands/sw/PlanPayment';
import { messages } from '../../../../src/domain/messages';
// Made-up plans: an editor's new price turns nothing here red.
import { plans } from '../../../support/plans';

const paystack = vi.hoisted(() => ({ openPaystack: vi.fn() }));
vi.mock('../../../../src/services/paystack', () => paystack);

type Callbacks = {
  onSuccess: (r: { reference?: string }) => void;
  onCancel: () => void;
  onError: (e: { message?: string }) => void;
};
// The island opens Paystack only through the service; this stands in for a popup that opened.
let lastTransaction: (Record<string, unknown> & Callbacks) | null = null;

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  lastTransaction = null;
  paystack.openPaystack.mockReset().mockImplementation(async (options: Record<string, unknown>, callbacks: Callbacks) => {
    lastTransaction = { ...options, ...callbacks };
  });
  verifyCalls.length = 0;
  answers = [];
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

type Answer = { http: number; body: Record<string, unknown> } | 'hang';
/** What the stood-in verifyPayment answers, call by call (then success). */
let answers: Answer[] = [];
const verifyCalls: { url: string; body: Record<string, unknown> }[] = [];

function at(url: string) {
  window.history.replaceState({}, '', url);
}

const nameField = () => screen.getByLabelText('Full name');
const emailField = () => screen.getByLabelText('Email');
const amountField = () => screen.getByLabelText(/^Amount/);
const button = () => screen.getByRole('button');

function fill(name: string, email: string, amount?: string) {
  fireEvent.change(nameField(), { target: { value: name } });
  fireEvent.change(emailField(), { target: { value: email } });
  if (amount !== undefined) fireEvent.change(amountField(), { target: { value: amount } });
}

async function press() {
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('PaymentCard on /pay', () => {
  it('derives the plan, classes text and amount from the URL and the plans data', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    expect(screen.getByRole('heading', { name: 'JengaCode' })).toBeTruthy();
    expect(screen.getByText('Secure Payment Portal')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-plan-name]')?.textContent).toContain('Plus'));
    expect(document.querySelector('[data-plan-classes]')?.textContent).toBe('3 classes per week');
    expect(document.querySelector('[data-amount]')?.textContent).toBe('$216');
    expect((amountField() as HTMLInputElement).value).toBe('216');
    expect(nameField().getAttribute('placeholder')).toBe("Enter student's full name");
    expect(button().textContent).toBe('Pay Now (USD)');
  });

  it('names the plan the entered amount pays for, the same plan Paystack is asked to charge', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    const shown = () => ({
      name: document.querySelector('[data-plan-name]')?.textContent,
      classes: document.querySelector('[data-plan-classes]')?.textContent || null,
      amount: document.querySelector('[data-amount]')?.textContent,
    });
    expect(shown()).toEqual({ name: 'PlusYearly', classes: '3 classes per week', amount: '$216' });
    // Another allowed price (Basic, monthly): the card follows the amount.
    fireEvent.change(amountField(), { target: { value: '10' } });
    expect(shown()).toEqual({ name: 'BasicMonthly', classes: '1 class per week', amount: '$10' });
    // Not a plan price: no plan is named.
    fireEvent.change(amountField(), { target: { value: '11' } });
    expect(shown()).toEqual({ name: 'Custom Plan', classes: null, amount: '$11' });
    fireEvent.change(amountField(), { target: { value: '57' } });
    expect(shown()).toEqual({ name: 'PlusQuarterly', classes: '3 classes per week', amount: '$57' });
    fill('Wanjiru', 'mama@example.com');
    await press();
    expect(lastTransaction).toMatchObject({ amount: 5700, metadata: { kind: 'plan', plan: 'plus', period: 'quarterly' } });
  });

  it('falls back to "Custom Plan" in USD, and keeps pay disabled while a field is empty', async () => {
    at('/pay');
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect(document.querySelector('[data-ready]')).toBeTruthy());
    expect(document.querySelector('[data-plan-name]')?.textContent).toBe('Custom Plan');
    expect(button().textContent).toBe('Pay Now (USD)');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fill('Amani', 'a@b.co');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amountField(), { target: { value: '20' } });
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(emailField(), { target: { value: '' } });
    expect((button() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the form messages for a blank name, a bad email and a non-plan amount', async () => {
    at('/pay?plan=basic&period=monthly&currency=KES');
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1000'));
    fill('   ', 'mama@example.com');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields: student name, email, and amount.');
    fill('Wanjiru', 'mama@example');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.');
    fill('Wanjiru', 'mama@example.com', '1001');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Invalid amount for KES. Please select a valid plan.');
    expect(paystack.openPaystack).not.toHaveBeenCalled();
  });

  it('drops characters a name cannot hold, keeping any script, apostrophes and hyphens', async () => {
    at('/pay');
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    fireEvent.change(nameField(), { target: { value: "Mũthoni Ng'ang'a-Wa 3<b>" } });
    expect((nameField() as HTMLInputElement).value).toBe("Mũthoni Ng'ang'a-Wa b");
  });

  it('says the SDK is not loaded when the Paystack script cannot load, and lets the parent retry', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    paystack.openPaystack.mockRejectedValueOnce(new Error('offline'));
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Payment SDK not loaded yet. Please wait a few seconds and try again.');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('releases the button with the catalogue message when Paystack refuses to open (a throw, or onError)', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    // newTransaction threw synchronously: the service turns that into a rejection.
    paystack.openPaystack.mockRejectedValueOnce(new TypeError('newTransaction exploded'));
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Payment SDK not loaded yet. Please wait a few seconds and try again.');
    expect(button().textContent).toBe('Pay Now (USD)');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    // The popup opened, then the SDK reported an error: no raw SDK wording reaches the parent.
    await press();
    expect(button().textContent).toBe('Processing...');
    act(() => lastTransaction!.onError({ message: 'Invalid transaction parameters' }));
    expect(screen.getByRole('alert').textContent).toBe('Payment SDK not loaded yet. Please wait a few seconds and try again.');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect((nameField() as HTMLInputElement).value).toBe('Wanjiru');
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens Paystack with the plan metadata, keeps the form when the popup is closed', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru Kamau', 'mama@example.com');
    await press();
    expect(lastTransaction).toMatchObject({
      email: 'mama@example.com',
      amount: 21600,
      currency: 'USD',
      metadata: { studentName: 'Wanjiru Kamau', kind: 'plan', plan: 'plus', period: 'yearly' },
      channels: ['card'],
    });
    expect(button().textContent).toBe('Processing...');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    act(() => lastTransaction!.onCancel());
    expect(screen.getByRole('alert').textContent).toBe('Payment popup closed without completing transaction.');
    expect((nameField() as HTMLInputElement).value).toBe('Wanjiru Kamau');
    expect((emailField() as HTMLInputElement).value).toBe('mama@example.com');
    expect(button().textContent).toBe('Pay Now (USD)');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when the popup returns no reference', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    render(<PlanPayment brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    act(() => lastTransaction!.onSuccess({}));
    expect(screen.getByRole('alert').textContent).toBe('No payment reference returned.');
    expect(verifyCalls).toEqual([]);
  });

  it('verifies a reference, announces success, clears the fields and goes to /paysuccess', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    await act(async () => lastTransaction!.onSuccess({ reference: 'T123' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Payment successful! Reference: T123'));
    expect(verifyCalls).toEqual([
      { url: '/api/verifyPayment', body: { reference: 'T123', studentName: 'Wanjiru', wait: 15, language: 'en' } },
    ]);
    expect((nameField() as HTMLInputElement).value).toBe('');
    expect((emailField() as HTMLInputElement).value).toBe('');
    expect((amountField() as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/paysuccess'));
  });

  it('shows "Verifying payment..." while the first attempt runs', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    answers = ['hang'];
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    act(() => lastTransaction!.onSuccess({ reference: 'T124' }));
    expect(screen.getByRole('status').textContent).toBe('Verifying payment...');
    expect(button().textContent).toBe('Processing...');
  });

  it('a definitive failure shows the catalogue message and goes to /payerror', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    answers = [{ http: 200, body: { status: 'failed', reason: 'transaction failed' } }];
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    await act(async () => lastTransaction!.onSuccess({ reference: 'T999' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Payment verification failed.'));
    expect(verifyCalls).toHaveLength(1);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payerror'));
  });

  it('three attempts 2 s then 5 s apart; a charge still pending after them stays here, never /payerror', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    const pending = { http: 202, body: { status: 'pending', reference: 'T555' } };
    answers = [pending, { http: 502, body: { status: 'failed' } }, pending, pending];
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    vi.useFakeTimers();
    const times: number[] = [];
    const stub = vi.mocked(fetch);
    const answer = stub.getMockImplementation()!;
    stub.mockImplementation(async (...args) => {
      times.push(Date.now());
      return answer(...args);
    });
    await act(async () => lastTransaction!.onSuccess({ reference: 'T555' }));
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(verifyCalls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(verifyCalls).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(4999));
    expect(verifyCalls).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(verifyCalls).toHaveLength(3);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    // Three attempts in all: the fourth answer was never asked for.
    expect(verifyCalls.map((c) => c.body.wait)).toEqual([15, 0, 0]);
    expect(times[1]! - times[0]!).toBe(2000);
    expect(times[2]! - times[1]!).toBe(5000);
    expect(screen.getByRole('status').textContent).toContain(
      "We are still confirming your payment. Please don't pay again: we will email your receipt as soon as it is confirmed.",
    );
    expect(document.querySelector('[data-reference]')?.textContent).toBe('T555');
    expect(document.querySelector('form')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a charge at a price that is no longer current: "received", the school confirms the plan, never /payerror', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    answers = [{ http: 200, body: { status: 'review', reference: 'T777' } }];
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    await act(async () => lastTransaction!.onSuccess({ reference: 'T777' }));
    await waitFor(() => expect(document.querySelector('[data-payment-received] [data-reference]')?.textContent).toBe('T777'));
    const status = screen.getByRole('status').textContent;
    expect(status).toContain(messages.payment.receivedTitle);
    expect(status).toContain(messages.payment.receivedForReview);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(verifyCalls).toHaveLength(1);
    // A redirect would be a 0 ms timer set with the state above: a timer set now runs after it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(assign).not.toHaveBeenCalled();
  });

  it('a rate-limited verification after paying shows the pending state, never the pay button again', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    answers = [{ http: 429, body: { status: 'limited', retryAfter: 60 } }];
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    await act(async () => lastTransaction!.onSuccess({ reference: 'T429' }));
    await waitFor(() => expect(document.querySelector('[data-reference]')?.textContent).toBe('T429'));
    expect(verifyCalls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Pay Now/ })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a request that never answers times out and counts as an attempt', async () => {
    at('/pay?plan=plus&period=yearly&currency=USD');
    answers = ['hang', 'hang', { http: 200, body: { status: 'success' } }];
    render(<PlanPayment brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('216'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    vi.useFakeTimers();
    await act(async () => lastTransaction!.onSuccess({ reference: 'T777' }));
    // First attempt: 27 s timeout, 2 s pause; second: 12 s timeout, 5 s pause; third answers.
    await act(async () => vi.advanceTimersByTimeAsync(28_999));
    expect(verifyCalls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(verifyCalls).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(17_000));
    expect(verifyCalls).toHaveLength(3);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('status').textContent).toBe('Payment successful! Reference: T777');
  });
});

describe('PaymentCard on /donatepay', () => {
  it('reads amount, currency and planName from the URL, and offers M-Pesa for KES', async () => {
    at('/donatepay?amount=2500&currency=KES&planName=Donation');
    render(<DonationPayment brandName="JengaCode" />);
    await waitFor(() => expect(document.querySelector('[data-plan-name]')?.textContent).toBe('Donation'));
    expect(document.querySelector('[data-amount]')?.textContent).toBe('KES 2,500');
    expect(button().textContent).toBe('Donate Now (KES)');
    fill('Friend of JengaCode', 'friend@example.com');
    await press();
    expect(lastTransaction).toMatchObject({
      amount: 250000,
      currency: 'KES',
      channels: ['card', 'mobile_money'],
      metadata: { kind: 'donation' },
    });
  });

  it('defaults to "Custom Amount" in USD and refuses a zero amount', async () => {
    at('/donatepay');
    render(<DonationPayment brandName="JengaCode" />);
    await waitFor(() => expect(document.querySelector('[data-ready]')).toBeTruthy());
    expect(document.querySelector('[data-plan-name]')?.textContent).toBe('Custom Amount');
    expect(button().textContent).toBe('Donate Now (USD)');
    fill('Friend', 'friend@example.com', '0');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Amount must be greater than zero.');
  });
});

// What /sw/pay and /sw/donatepay pass: their addresses in Kiswahili.
const swPages = { home: '/sw', successHref: '/sw/paysuccess', errorHref: '/sw/payerror' };

describe('PaymentCard on a Kiswahili page', () => {
  it('/sw/pay: labels, plan lines, refusals and the closed popup in Kiswahili; the result page under /sw', async () => {
    const { messagesSw } = await import('../../../../src/domain/messages.sw');
    const { paymentWordsSw, planLinesSw } = await import('../../../../src/domain/payment-words.sw');
    at('/sw/pay?plan=plus&period=yearly&currency=USD');
    // BaseLayout writes the page's language on <html lang>; the API reads it there.
    document.documentElement.lang = 'sw';
    await act(async () => {
      render(<PlanPaymentSw brandName="JengaCode" plans={plans} resultDelayMs={0} {...swPages} />);
    });
    const name = await screen.findByLabelText(paymentWordsSw.fullName);
    expect(screen.getByText(messagesSw.payment.portalSubtitle)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-plan-classes]')?.textContent).toBe(planLinesSw.classes(3)));
    expect(document.querySelector('[data-plan-name]')?.textContent).toContain(planLinesSw.period('yearly'));
    expect(screen.getByText(/Paystack/).textContent).toContain(paymentWordsSw.secure);
    expect(screen.getByRole('button').textContent).toBe(messagesSw.payment.payButton('USD'));

    fireEvent.change(name, { target: { value: 'Wanjiru' } });
    fireEvent.change(screen.getByLabelText(paymentWordsSw.email), { target: { value: 'mama@' } });
    await press();
    expect(screen.getByRole('alert').textContent).toBe(messagesSw.email.invalid);

    fireEvent.change(screen.getByLabelText(paymentWordsSw.email), { target: { value: 'mama@example.com' } });
    await press();
    act(() => lastTransaction!.onCancel());
    expect(screen.getByRole('alert').textContent).toBe(messagesSw.payment.popupClosed);

    await press();
    await act(async () => lastTransaction!.onSuccess({ reference: 'T777' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sw/paysuccess'));
    expect(verifyCalls[0]?.body.language).toBe('sw');
  });

  it('/sw/donatepay: refuses a zero amount in Kiswahili', async () => {
    const { messagesSw } = await import('../../../../src/domain/messages.sw');
    const { paymentWordsSw } = await import('../../../../src/domain/payment-words.sw');
    at('/sw/donatepay');
    await act(async () => {
      render(<DonationPaymentSw brandName="JengaCode" {...swPages} />);
    });
    const name = await screen.findByLabelText(paymentWordsSw.fullName);
    expect(name.getAttribute('placeholder')).toBe(paymentWordsSw.donorPlaceholder);
    expect(document.querySelector('[data-plan-name]')?.textContent).toBe(messagesSw.payment.defaultDonationName);
    fireEvent.change(name, { target: { value: 'Rafiki' } });
    fireEvent.change(screen.getByLabelText(paymentWordsSw.email), { target: { value: 'rafiki@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Kiasi/), { target: { value: '0' } });
    await press();
    expect(screen.getByRole('alert').textContent).toBe(messagesSw.payment.amountNotPositive);
  });
});
