// How long a family's second guardian and their invites are kept (retention.ts lists them with
// every other collection; the terms page's words are in src/i18n/<language>/retention.ts). Pure.
import type { Retention } from './keep-days';

export const GUARDIAN_RETENTION: readonly Retention[] = [
  { collection: 'guardians', deletedBy: 'kept', onTerms: true },
  // Invites to a family's second guardian: a hash of the link (never the link itself) and the address it was mailed
  // to: until the link expires.
  { collection: 'guardianInvites', deletedBy: 'ttl', onTerms: false },
];
