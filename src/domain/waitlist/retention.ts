// How long the waiting list is kept (rows of retention.ts's table): an entry and its link's
// seed go when the class day has passed (queue.ts entryExpiresAt). Pure.
import type { Retention } from '../keep-days';

export const WAITLIST_RETENTION: readonly Retention[] = [
  {
    collection: 'waitlist',
    deletedBy: 'ttl',
    what: "A full trial class's waiting list (the student, the parent, the email, the WhatsApp number, the class time)",
    howLong: 'until the end of the class day',
    onTerms: true,
  },
  {
    collection: 'waitlistSecrets',
    deletedBy: 'ttl',
    what: "The seed of a waiting-list place's private link (never the link itself), kept apart from the place the family reads",
    howLong: 'until the end of the class day',
    onTerms: false,
  },
];
