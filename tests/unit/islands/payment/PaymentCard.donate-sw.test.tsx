// @vitest-environment happy-dom
// /donatepay, and /sw/pay and /sw/donatepay in Kiswahili.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DonationPayment from '../../../../src/islands/DonationPayment';
import DonationPaymentSw from '../../../../src/islands/chosen/sw/DonationPayment';
import PlanPaymentSw from '../../../../src/islands/chosen/sw/PlanPayment';
import { plans } from '../../../support/plans';
import { lastTransaction, assign, verifyCalls, at, button, fill, press, swPages } from './payment-card-setup';

vi.mock('../../../../src/services/paystack', () => ({ openPaystack: vi.fn() }));

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

describe('PaymentCard on a Kiswahili page', () => {
  it('/sw/pay: labels, plan lines, refusals and the closed popup in Kiswahili; the result page under /sw', async () => {
    const { words: messagesSw } = await import('../../../../src/i18n/sw/messages');
    const { words: paymentWordsSw } = await import('../../../../src/i18n/sw/payment');
    const planLinesSw = paymentWordsSw.plan;
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
    const { words: messagesSw } = await import('../../../../src/i18n/sw/messages');
    const { words: paymentWordsSw } = await import('../../../../src/i18n/sw/payment');
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
