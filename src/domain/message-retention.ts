// How long the messages families send us and we send them are kept (rows of retention.ts's table;
// a row on the terms page has its words in src/i18n/<language>/retention.ts). Pure.
import { KEEP_DAYS, type Retention } from './keep-days';

export const MESSAGE_RETENTION: readonly Retention[] = [
  { collection: 'contactMessages', deletedBy: 'ttl', keepDays: KEEP_DAYS.message, onTerms: true },
  { collection: 'questions', deletedBy: 'ttl', keepDays: KEEP_DAYS.message, onTerms: true },
  { collection: 'mail', deletedBy: 'ttl', keepDays: KEEP_DAYS.mail, onTerms: true },
  { collection: 'messages', deletedBy: 'ttl', keepDays: KEEP_DAYS.mail, onTerms: true },
  // Marks of WhatsApp messages already handled (a hash of their id and what was done): 30 days after they arrived.
  { collection: 'inbound', deletedBy: 'ttl', keepDays: KEEP_DAYS.mail, onTerms: false },
  { collection: 'contacts', deletedBy: 'kept', onTerms: true },
];
