// @vitest-environment happy-dom
// The pricing grid as a parent uses it: the default view, then the toggles.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import PricingGrid from '../../../src/islands/PricingGrid';
import { $currency, $period } from '../../../src/stores/pricing';
import { plans } from '../../support/plans';

const card = (id: string) => document.querySelector<HTMLElement>(`[data-plan="${id}"]`)!;
const price = (id: string) => card(id).querySelector('[data-price]')!.textContent;
const struck = (id: string) => card(id).querySelector('[data-struck]')?.textContent?.replace('Full price ', '') ?? null;
const badge = (id: string) => card(id).querySelector('[data-badge]')?.textContent ?? null;
const enroll = (id: string) =>
  within(card(id))
    .getByRole('link', { name: /Enroll/ })
    .getAttribute('href');

beforeEach(() => {
  $currency.set('KES');
  $period.set('monthly');
  render(<PricingGrid plans={plans} />);
});
afterEach(cleanup);

describe('PricingGrid', () => {
  it('shows every plan in KES, monthly, with no badge or struck price', () => {
    expect(document.querySelectorAll('[data-plan]')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /KES/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Monthly/ })).toHaveProperty('checked', true);
    expect(price('basic')).toBe('KES 1,000');
    expect(price('plus')).toBe('KES 2,000');
    expect(struck('plus')).toBeNull();
    expect(badge('plus')).toBeNull();
    expect(enroll('plus')).toBe('/pay?plan=plus&period=monthly&currency=KES');
  });

  it('puts Most Popular on the popular plan only, with classes per week and features', () => {
    expect(within(card('plus')).getByText('Most Popular')).toBeTruthy();
    expect(within(card('basic')).queryByText('Most Popular')).toBeNull();
    expect(within(card('plus')).getByText('3 classes per week')).toBeTruthy();
    expect(within(card('basic')).getByText('1 class per week')).toBeTruthy();
    expect(within(card('plus')).getByText('Priority rescheduling')).toBeTruthy();
  });

  it("labels each period's toggle with the discount from the data", () => {
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Quarterly 5% off' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yearly 10% off' })).toBeTruthy();
  });

  it('quarterly shows the discounted price, 5% off and monthly x 3 struck through', () => {
    fireEvent.click(screen.getByRole('radio', { name: /Quarterly/ }));
    expect(price('plus')).toBe('KES 5,700');
    expect(struck('plus')).toBe('KES 6,000');
    expect(badge('plus')).toBe('5% off');
    expect(price('basic')).toBe('KES 2,850');
    expect(struck('basic')).toBe('KES 3,000');
    expect(enroll('basic')).toBe('/pay?plan=basic&period=quarterly&currency=KES');
  });

  it('yearly in USD shows 10% off, monthly x 12 struck through, and Enroll carries it to /pay', () => {
    fireEvent.click(screen.getByRole('radio', { name: /USD/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect($currency.get()).toBe('USD');
    expect($period.get()).toBe('yearly');
    expect(price('plus')).toBe('$216');
    expect(struck('plus')).toBe('$240');
    expect(badge('plus')).toBe('10% off');
    expect(price('basic')).toBe('$108');
    expect(enroll('plus')).toBe('/pay?plan=plus&period=yearly&currency=USD');
  });

  it('switching back to monthly removes the badge and the struck price', () => {
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(badge('basic')).toBe('10% off');
    fireEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(badge('basic')).toBeNull();
    expect(struck('basic')).toBeNull();
    expect(price('basic')).toBe('KES 1,000');
  });

  it('groups the toggles as labelled radio groups', () => {
    expect(screen.getByRole('group', { name: 'Currency' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeTruthy();
  });
});

describe('PricingGrid: on a Kiswahili page', () => {
  it('leads each plan to the Kiswahili payment page, under the words the page gives', async () => {
    const { messagesSw } = await import('../../../src/domain/messages.sw');
    cleanup();
    render(<PricingGrid plans={plans} popular={messagesSw.pricing.popular} pathPrefix="/sw" />);
    expect(enroll('plus')).toBe('/sw/pay?plan=plus&period=monthly&currency=KES');
    expect(within(card('plus')).getByText(messagesSw.pricing.popular)).toBeTruthy();
  });
});
