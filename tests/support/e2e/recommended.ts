// A trial booked through the form, marked attended and given a recommendation by a staff
// member through /api/staffAction, as the console does: what the recommendation mail (and its
// /enroll link) follows from. Returns the stored booking.
import type { Page } from '@playwright/test';
import { book, storedByEmail, type Parent } from './booking-helpers';
import { staffAction } from './mailed-links';
import { staffAccount } from '../functions/accounts';

export interface Recommendation {
  course: string;
  plan: string;
  period: 'monthly' | 'quarterly' | 'yearly';
  currency: string;
  note?: string;
}

export async function recommendedTrial(
  page: Page,
  baseURL: string,
  parent: Parent,
  days: number,
  slot: string,
  r: Recommendation,
) {
  await book(page, parent, days, slot);
  // Off /success: its countdown would send the page to / in the middle of a later navigation.
  await page.goto('about:blank');
  const [booking] = await storedByEmail('bookings', parent.email);
  const token = (await staffAccount()).token;
  await staffAction(baseURL, { bookingId: booking!.id, action: 'attended' }, token);
  await staffAction(baseURL, { bookingId: booking!.id, action: 'recommend', ...r }, token);
  return booking!;
}
