// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import PaymentCard from '../../src/islands/PaymentCard';
import type { PricedPlan } from '../../src/domain/pricing';

const paystack = vi.hoisted(() => ({ openPaystack: vi.fn() }));
const payments = vi.hoisted(() => ({ verifyPayment: vi.fn() }));
vi.mock('../../src/services/paystack', () => paystack);
vi.mock('../../src/services/payments', () => payments);

const plans = yaml.load(readFileSync('src/content/plans.yaml', 'utf8')) as PricedPlan[];

type Callbacks = { onSuccess: (r: { reference?: string }) => void; onCancel: () => void; onError: (e: { message?: string }) => void };
// The island opens Paystack only through the service; this stands in for a popup that opened.
let lastTransaction: (Record<string, unknown> & Callbacks) | null = null;

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  lastTransaction = null;
  paystack.openPaystack.mockReset().mockImplementation(async (options: Record<string, unknown>, callbacks: Callbacks) => {
    lastTransaction = { ...options, ...callbacks };
  });
  payments.verifyPayment.mockReset();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
    at('/pay?plan=elite&period=yearly&currency=USD');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    expect(screen.getByRole('heading', { name: 'JengaCode' })).toBeTruthy();
    expect(screen.getByText('Secure Payment Portal')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-plan-name]')?.textContent).toContain('Elite'));
    expect(document.querySelector('[data-plan-classes]')?.textContent).toBe('3 classes per week');
    expect(document.querySelector('[data-amount]')?.textContent).toBe('$1,053');
    expect((amountField() as HTMLInputElement).value).toBe('1053');
    expect(nameField().getAttribute('placeholder')).toBe("Enter student's full name");
    expect(button().textContent).toBe('Pay Now (USD)');
  });

  it('names the plan the entered amount pays for, the same plan Paystack is asked to charge', async () => {
    at('/pay?plan=elite&period=yearly&currency=USD');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1053'));
    const shown = () => ({
      name: document.querySelector('[data-plan-name]')?.textContent,
      classes: document.querySelector('[data-plan-classes]')?.textContent ?? null,
      amount: document.querySelector('[data-amount]')?.textContent,
    });
    expect(shown()).toEqual({ name: 'EliteYearly', classes: '3 classes per week', amount: '$1,053' });
    // Another allowed price (Starter, monthly): the card follows the amount.
    fireEvent.change(amountField(), { target: { value: '45' } });
    expect(shown()).toEqual({ name: 'StarterMonthly', classes: '1 class per week', amount: '$45' });
    // Not a plan price: no plan is named.
    fireEvent.change(amountField(), { target: { value: '46' } });
    expect(shown()).toEqual({ name: 'Custom Plan', classes: null, amount: '$46' });
    fireEvent.change(amountField(), { target: { value: '277' } });
    expect(shown()).toEqual({ name: 'EliteQuarterly', classes: '3 classes per week', amount: '$277' });
    fill('Wanjiru', 'mama@example.com');
    await press();
    expect(lastTransaction).toMatchObject({ amount: 27700, metadata: { kind: 'plan', plan: 'elite', period: 'quarterly' } });
  });

  it('falls back to "Custom Plan" in USD, and keeps pay disabled while a field is empty', async () => {
    at('/pay');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect(document.querySelector('[data-ready]')).toBeTruthy());
    expect(document.querySelector('[data-plan-name]')?.textContent).toBe('Custom Plan');
    expect(button().textContent).toBe('Pay Now (USD)');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fill('Amani', 'a@b.co');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amountField(), { target: { value: '97' } });
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(emailField(), { target: { value: '' } });
    expect((button() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the spec messages for a blank name, a bad email and a non-plan amount', async () => {
    at('/pay?plan=pro&period=monthly&currency=KES');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('10000'));
    fill('   ', 'mama@example.com');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields: student name, email, and amount.');
    fill('Wanjiru', 'mama@example');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.');
    fill('Wanjiru', 'mama@example.com', '10001');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Invalid amount for KES. Please select a valid plan.');
    expect(paystack.openPaystack).not.toHaveBeenCalled();
  });

  it('drops characters a name cannot hold, keeping any script, apostrophes and hyphens', async () => {
    at('/pay');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    fireEvent.change(nameField(), { target: { value: "Mũthoni Ng'ang'a-Wa 3<b>" } });
    expect((nameField() as HTMLInputElement).value).toBe("Mũthoni Ng'ang'a-Wa b");
  });

  it('says the SDK is not loaded when the Paystack script cannot load, and lets the parent retry', async () => {
    at('/pay?plan=elite&period=yearly&currency=USD');
    paystack.openPaystack.mockRejectedValueOnce(new Error('offline'));
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1053'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Payment SDK not loaded yet. Please wait a few seconds and try again.');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('releases the button with the catalogue message when Paystack refuses to open (a throw, or onError)', async () => {
    at('/pay?plan=elite&period=yearly&currency=USD');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1053'));
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
    at('/pay?plan=elite&period=yearly&currency=USD');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1053'));
    fill('Wanjiru Kamau', 'mama@example.com');
    await press();
    expect(lastTransaction).toMatchObject({
      email: 'mama@example.com',
      amount: 105300,
      currency: 'USD',
      metadata: { studentName: 'Wanjiru Kamau', kind: 'plan', plan: 'elite', period: 'yearly' },
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
    at('/pay?plan=elite&period=yearly&currency=USD');
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1053'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    act(() => lastTransaction!.onSuccess({}));
    expect(screen.getByRole('alert').textContent).toBe('No payment reference returned.');
    expect(payments.verifyPayment).not.toHaveBeenCalled();
  });

  it('verifies a reference, announces success, clears the fields and goes to /paysuccess', async () => {
    at('/pay?plan=elite&period=yearly&currency=USD');
    let settle!: (value: { ok: true }) => void;
    payments.verifyPayment.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1053'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    act(() => lastTransaction!.onSuccess({ reference: 'T123' }));
    expect(screen.getByRole('status').textContent).toBe('Verifying payment...');
    expect(button().textContent).toBe('Processing...');
    expect(payments.verifyPayment).toHaveBeenCalledWith('T123', 'Wanjiru');
    await act(async () => settle({ ok: true }));
    expect(screen.getByRole('status').textContent).toBe('Payment successful! Reference: T123');
    expect((nameField() as HTMLInputElement).value).toBe('');
    expect((emailField() as HTMLInputElement).value).toBe('');
    expect((amountField() as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/paysuccess'));
  });

  it('shows the verification failure and goes to /payerror', async () => {
    at('/pay?plan=elite&period=yearly&currency=USD');
    payments.verifyPayment.mockResolvedValue({ ok: false, message: 'Payment verification failed.' });
    render(<PaymentCard mode="plan" brandName="JengaCode" plans={plans} resultDelayMs={0} />);
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1053'));
    fill('Wanjiru', 'mama@example.com');
    await press();
    await act(async () => lastTransaction!.onSuccess({ reference: 'T999' }));
    expect(screen.getByRole('alert').textContent).toBe('Payment verification failed.');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payerror'));
  });
});

describe('PaymentCard on /donatepay', () => {
  it('reads amount, currency and planName from the URL, and offers M-Pesa for KES', async () => {
    at('/donatepay?amount=2500&currency=KES&planName=Donation');
    render(<PaymentCard mode="donation" brandName="JengaCode" />);
    await waitFor(() => expect(document.querySelector('[data-plan-name]')?.textContent).toBe('Donation'));
    expect(document.querySelector('[data-amount]')?.textContent).toBe('KES 2,500');
    expect(button().textContent).toBe('Donate Now (KES)');
    fill('Friend of JengaCode', 'friend@example.com');
    await press();
    expect(lastTransaction).toMatchObject({ amount: 250000, currency: 'KES', channels: ['card', 'mobile_money'], metadata: { kind: 'donation' } });
  });

  it('defaults to "Custom Amount" in USD and refuses a zero amount', async () => {
    at('/donatepay');
    render(<PaymentCard mode="donation" brandName="JengaCode" />);
    await waitFor(() => expect(document.querySelector('[data-ready]')).toBeTruthy());
    expect(document.querySelector('[data-plan-name]')?.textContent).toBe('Custom Amount');
    expect(button().textContent).toBe('Donate Now (USD)');
    fill('Friend', 'friend@example.com', '0');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Amount must be greater than zero.');
  });
});
