// How long the waiting lists are kept (rows of retention.ts's table): an entry and its link's
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
  {
    collection: 'hourWaitlist',
    deletedBy: 'ttl',
    what: "A full weekly hour's waiting list (the child, the family, the hour and the plan's other times)",
    howLong: 'until the end of the paid period',
    onTerms: true,
  },
  {
    collection: 'hourWaitlistSecrets',
    deletedBy: 'ttl',
    what: "The seed of a weekly hour's waiting-list link (never the link itself)",
    howLong: 'until the end of the paid period',
    onTerms: false,
  },
];
