// subscriptions/{code}: a Paystack subscription as the webhook keeps it
// (functions/src/enrollments/subscriptions.ts), with the enrollment it renews once linked.
import type { SubscriptionState } from '../enrollment/subscription';
import type { StoredInstant } from './instant';

export type StoredSubscription = SubscriptionState & {
  enrollmentId?: string;
  updatedAt?: StoredInstant;
};
