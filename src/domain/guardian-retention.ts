// How long a family's second guardian and their invites are kept (retention.ts lists them with
// every other collection). Pure.
import type { Retention } from './keep-days';

export const GUARDIAN_RETENTION: readonly Retention[] = [
  {
    collection: 'guardians',
    deletedBy: 'kept',
    what: "A family's second parent or guardian: their Google email and name, their language, their message choices and WhatsApp number",
    howLong: 'kept while they are in the family; deleted when they leave or are removed, or with the family',
    onTerms: true,
  },
  {
    collection: 'guardianInvites',
    deletedBy: 'ttl',
    what: "Invites to a family's second guardian: a hash of the link (never the link itself) and the address it was mailed to",
    howLong: 'until the link expires',
    onTerms: false,
  },
];
