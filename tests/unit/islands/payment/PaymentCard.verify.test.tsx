// @vitest-environment happy-dom
// /pay after the popup: the reference verified (retries, timeouts, pending and late prices) and
// where the parent goes next. The plans are made up: an editor's new price turns nothing here red.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PlanPayment from '../../../../src/islands/PlanPayment';
import { words as messages } from '../../../../src/i18n/en/messages';
import { plans } from '../../../support/plans';
import {
  lastTransaction,
  assign,
  answers,
  verifyCalls,
  at,
  nameField,
  emailField,
  amountField,
  button,
  fill,
  press,
} from './payment-card-setup';

vi.mock('../../../../src/services/paystack', () => ({ openPaystack: vi.fn() }));

describe('PaymentCard on /pay: the popup and the verification', () => {
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
    answers.push('hang');
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
    answers.push({ http: 200, body: { status: 'failed', reason: 'transaction failed' } });
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
    answers.push(pending, { http: 502, body: { status: 'failed' } }, pending, pending);
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
    answers.push({ http: 200, body: { status: 'review', reference: 'T777' } });
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
    answers.push({ http: 429, body: { status: 'limited', retryAfter: 60 } });
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
    answers.push('hang', 'hang', { http: 200, body: { status: 'success' } });
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
