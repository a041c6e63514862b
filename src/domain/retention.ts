// How long the school keeps each collection of Firestore documents, and what deletes them: a Firestore TTL
// policy (firestore.indexes.json, applied by `firebase deploy`) deletes a document after the `expiresAt` the
// functions write on it when it is created or finished. The terms page words the rows it shows from
// src/i18n/<language>/retention.ts. Pure.
import { TRIAL_RETENTION } from './trial-retention';
import { MESSAGE_RETENTION } from './message-retention';
import { FAMILY_RETENTION } from './family-retention';
import { ACCOUNT_RETENTION } from './account-retention';
import type { Retention } from './keep-days';

export { KEEP_DAYS, bookingExpiresAt, clientAddressExpiresAt, mailExpiresAt, messageExpiresAt } from './keep-days';
export type { Retention } from './keep-days';

/** Every collection the functions write, and its retention. */
export const RETENTION: readonly Retention[] = [
  ...TRIAL_RETENTION,
  ...MESSAGE_RETENTION,
  ...FAMILY_RETENTION,
  ...ACCOUNT_RETENTION,
];

/** The collections a TTL policy must cover. */
export const TTL_COLLECTIONS: readonly string[] = RETENTION.filter((r) => r.deletedBy === 'ttl').map((r) => r.collection);

/** The collections the terms page shows, each worded in every language's retention area. */
export const TERMS_COLLECTIONS: readonly string[] = RETENTION.filter((r) => r.onTerms).map((r) => r.collection);
