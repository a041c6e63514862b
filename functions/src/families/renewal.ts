// A parent's own card renewal, from the dashboard: turn it off or on, or get Paystack's page
// to change the card. The enrollment must be the caller's family's, made under the caller's
// verified email (owners/owner.ts); the subscription's email token, which Paystack asks for, never
// leaves the server. What Paystack then says is recorded at once (the webhook that follows
// changes nothing twice).
import type { Firestore } from 'firebase-admin/firestore';
import { isSubscriptionStatus } from '../../../src/domain/enrollment/subscription';
import { words as subscriptionMessages } from '../../../src/i18n/en/subscription';
import { recordSubscriptionEvent } from '../enrollments/subscriptions';
import { paystackApi } from '../payments/config';
import { fetchSubscription, setSubscriptionRenewal, subscriptionManageLink } from '../payments/paystack-subscriptions';
import { isCallersRecord, type Caller } from '../owners/owner';
import { enrollmentsOf, subscriptionsOf } from '../platform/stored';

type Outcome = { http: number; body: Record<string, unknown> };

const enrollmentNotFound: Outcome = { http: 404, body: { status: 'not-found', message: subscriptionMessages.notFound } };

/** The family's enrollment and its subscription code, or the refusal to answer with. */
async function subscriptionOf(db: Firestore, caller: Caller, enrollmentId: string): Promise<{ code: string } | Outcome> {
  const enrollment = (await enrollmentsOf(db).doc(enrollmentId).get()).data();
  if (!isCallersRecord(caller, enrollment)) return enrollmentNotFound;
  const code = enrollment?.subscription?.code;
  if (code === undefined) return { http: 409, body: { status: 'no-subscription', message: subscriptionMessages.none } };
  return { code };
}

const unavailable: Outcome = { http: 502, body: { status: 'failed', message: subscriptionMessages.failed } };

export async function changeRenewal(
  db: Firestore,
  caller: Caller,
  enrollmentId: string,
  on: boolean,
  now: Date,
): Promise<Outcome> {
  const found = await subscriptionOf(db, caller, enrollmentId);
  if ('http' in found) return found;
  if (!(await switchRenewal(db, found.code, on, now))) return unavailable;
  return { http: 200, body: { status: 'ok', message: on ? subscriptionMessages.turnedOn : subscriptionMessages.turnedOff } };
}

/**
 * Turns a subscription's renewal on or off at Paystack and records what Paystack then says;
 * false when Paystack did not do it. Also staff's end of an enrollment (staff/end-enrollment.ts).
 */
export async function switchRenewal(db: Firestore, code: string, on: boolean, now: Date): Promise<boolean> {
  // A cancelled subscription's token is not kept (src/domain/enrollment/subscription.ts): Paystack gives it again.
  const stored = (await subscriptionsOf(db).doc(code).get()).data()?.emailToken;
  const token = typeof stored === 'string' ? stored : (await fetchSubscription(paystackApi(), code))?.emailToken;
  if (typeof token !== 'string' || !(await setSubscriptionRenewal(paystackApi(), code, token, on))) return false;
  // Paystack's own word on the new status; the one asked for if it cannot say yet.
  const fresh = await fetchSubscription(paystackApi(), code);
  const status = isSubscriptionStatus(fresh?.status) ? fresh.status : on ? 'active' : 'non-renewing';
  await recordedDespiteWebhook(() => recordSubscriptionEvent(db, { kind: 'status', code, status, at: now.getTime() }, now));
  return true;
}

/**
 * Paystack's webhook for this same change arrives while it is being recorded, and both write the
 * subscription: under that contention Firestore can close the transaction ("Transaction is
 * invalid or closed"), seen on the emulator under load. Recording the same status again is
 * harmless, so it is tried up to three times.
 */
async function recordedDespiteWebhook(record: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await record();
      return;
    } catch (error) {
      if (attempt >= 3 || !/Transaction is invalid or closed/.test(String((error as Error)?.message))) throw error;
    }
  }
}

export async function updateCardLink(db: Firestore, caller: Caller, enrollmentId: string): Promise<Outcome> {
  const found = await subscriptionOf(db, caller, enrollmentId);
  if ('http' in found) return found;
  const link = await subscriptionManageLink(paystackApi(), found.code);
  return link ? { http: 200, body: { status: 'ok', link } } : unavailable;
}
