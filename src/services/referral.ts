// The family's share link and referral credits, from the browser: /api/referral with the
// signed-in account's ID token (the dashboard's ReferralPanel).
import { callApi } from './api';
import { auth } from './firebase';

export interface ReferralCreditRow {
  side: 'referrer' | 'referred';
  currency: string;
  /** Granted, and still to spend, in subunits. */
  amount: number;
  left: number;
  grantedAt: string;
}

export interface ReferralView {
  code: string;
  brand: string;
  /** The largest credit a plan gives (whole units) and whether plans differ; null: none gives one. */
  offer: { kes: number; usd: number; varies: boolean } | null;
  credits: ReferralCreditRow[];
}

/** The family's view, or null when it cannot be had now (signed out, no family yet, offline). */
export async function loadReferral(): Promise<ReferralView | null> {
  const user = (await auth()).currentUser;
  if (!user) return null;
  try {
    const { status, body } = await callApi('/api/referral', { body: {}, idToken: await user.getIdToken() });
    return status === 200 && typeof body.code === 'string' && Array.isArray(body.credits)
      ? (body as unknown as ReferralView)
      : null;
  } catch {
    return null;
  }
}
