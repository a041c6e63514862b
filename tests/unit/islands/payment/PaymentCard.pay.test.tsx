// @vitest-environment happy-dom
// /pay's form: the plan and amount from the URL, the field messages, and Paystack failing to open.
// The plans are made up: an editor's new price turns nothing here red.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PlanPayment from '../../../../src/islands/PlanPayment';
import { plans } from '../../../support/plans';
import {
  paystack,
  lastTransaction,
  assign,
  at,
  nameField,
  emailField,
  amountField,
  button,
  fill,
  press,
} from './payment-card-setup';

vi.mock('../../../../src/services/paystack', () => ({ openPaystack: vi.fn() }));

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
});
