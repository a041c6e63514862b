// @vitest-environment happy-dom
// The pricing grid as a parent uses it: the default view, then the toggles.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import yaml from 'js-yaml';
import PricingGrid, { type PricingPlan } from '../../src/islands/PricingGrid';
import { $currency, $period } from '../../src/islands/pricing-store';

const plans = (
  yaml.load(readFileSync(resolve(process.cwd(), 'src/content/plans.yaml'), 'utf8')) as (Omit<PricingPlan, 'popular'> & {
    popular?: boolean;
  })[]
).map((plan) => ({ ...plan, popular: plan.popular ?? false }));

const card = (id: string) => document.querySelector<HTMLElement>(`[data-plan="${id}"]`)!;
const price = (id: string) => card(id).querySelector('[data-price]')!.textContent;
const struck = (id: string) => card(id).querySelector('[data-struck]')?.textContent?.replace('Full price ', '') ?? null;
const badge = (id: string) => card(id).querySelector('[data-badge]')?.textContent ?? null;
const enroll = (id: string) => within(card(id)).getByRole('link', { name: /Enroll/ }).getAttribute('href');

beforeEach(() => {
  $currency.set('KES');
  $period.set('monthly');
  render(<PricingGrid plans={plans} />);
});
afterEach(cleanup);

describe('PricingGrid', () => {
  it('shows four plans in KES, monthly, with no badge or struck price', () => {
    expect(document.querySelectorAll('[data-plan]')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /KES/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Monthly/ })).toHaveProperty('checked', true);
    expect(price('starter')).toBe('KES 6,000');
    expect(price('elite')).toBe('KES 13,000');
    expect(struck('elite')).toBeNull();
    expect(badge('elite')).toBeNull();
    expect(enroll('elite')).toBe('/pay?plan=elite&period=monthly&currency=KES');
  });

  it('puts Most Popular on Elite only, with classes per week and features', () => {
    expect(within(card('elite')).getByText('Most Popular')).toBeTruthy();
    for (const id of ['starter', 'pro', 'ultimate']) expect(within(card(id)).queryByText('Most Popular')).toBeNull();
    expect(within(card('elite')).getByText('3 classes per week')).toBeTruthy();
    expect(within(card('starter')).getByText('1 class per week')).toBeTruthy();
    expect(within(card('elite')).getByText('Priority rescheduling')).toBeTruthy();
  });

  it('quarterly shows the discounted price, 5% off and monthly x 3 struck through', () => {
    fireEvent.click(screen.getByRole('radio', { name: /Quarterly/ }));
    expect(price('elite')).toBe('KES 37,050');
    expect(struck('elite')).toBe('KES 39,000');
    expect(badge('elite')).toBe('5% off');
    expect(price('ultimate')).toBe('KES 44,175');
    expect(struck('ultimate')).toBe('KES 46,500');
    expect(enroll('pro')).toBe('/pay?plan=pro&period=quarterly&currency=KES');
  });

  it('yearly in USD shows 10% off, monthly x 12 struck through, and Enroll carries it to /pay', () => {
    fireEvent.click(screen.getByRole('radio', { name: /USD/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect($currency.get()).toBe('USD');
    expect($period.get()).toBe('yearly');
    expect(price('elite')).toBe('$1,053');
    expect(struck('elite')).toBe('$1,164');
    expect(badge('elite')).toBe('10% off');
    expect(price('starter')).toBe('$486');
    expect(enroll('elite')).toBe('/pay?plan=elite&period=yearly&currency=USD');
  });

  it('switching back to monthly removes the badge and the struck price', () => {
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(badge('pro')).toBe('10% off');
    fireEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(badge('pro')).toBeNull();
    expect(struck('pro')).toBeNull();
    expect(price('pro')).toBe('KES 10,000');
  });

  it('groups the toggles as labelled radio groups', () => {
    expect(screen.getByRole('group', { name: 'Currency' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeTruthy();
  });
});
