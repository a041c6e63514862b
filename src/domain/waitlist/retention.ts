// How long the waiting lists are kept (rows of retention.ts's table): an entry and its link's
// seed go when the class day has passed (queue.ts entryExpiresAt); the terms page's words are in
// src/i18n/<language>/retention.ts. Pure.
import type { Retention } from '../keep-days';

export const WAITLIST_RETENTION: readonly Retention[] = [
  { collection: 'waitlist', deletedBy: 'ttl', onTerms: true },
  // The seed of a waiting-list place's private link (never the link itself), kept apart from the place the family
  // reads: until the end of the class day.
  { collection: 'waitlistSecrets', deletedBy: 'ttl', onTerms: false },
  { collection: 'hourWaitlist', deletedBy: 'ttl', onTerms: true },
  // The seed of a weekly hour's waiting-list link (never the link itself): until the end of the paid period.
  { collection: 'hourWaitlistSecrets', deletedBy: 'ttl', onTerms: false },
];
