// The waiting lists' mail and WhatsApp messages, queued in the transaction that joins a family
// or offers it a seat or an hour. The ids name the event (the entry and its offer's number), so
// a transaction run again can never queue a second copy. Both hold a private link.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { BookingRecord } from '../../../src/domain/booking-types';
import { waitlistJoined, waitlistOffer, type WaitingFor } from '../../../src/messages/mail/waitlist';
import { waitlistOfferParams } from '../../../src/messages/whatsapp/waitlist-params';
import { languageOr } from '../../../src/i18n/languages';
import { brand } from './brand';
import { queueMail } from './mail';
import { messageDocument, queueMessage } from './messages';

/** Whom a list's notice goes to, and what it is about: a trial booking's fields or a weekly hour. */
export type WaitingFamily = BookingRecord | (WaitingFor & { email: string; whatsapp?: string; language: string });

/** "You are on the list", with the link that shows or leaves it: by mail. */
export function queueWaitlistJoined(
  tx: Transaction,
  db: Firestore,
  entryId: string,
  b: WaitingFamily,
  link: string,
  holdHours: number,
  joinedAt: Date,
): void {
  const school = brand();
  const mail = waitlistJoined(languageOr(b.language), school, b, `${school.siteUrl}${link}`, holdHours);
  queueMail(tx, `waitlist-${entryId}-joined-${joinedAt.getTime()}`, { ...mail, to: b.email, private: true }, db);
}

/** The offer of a held seat, by mail and on WhatsApp (SMS when WhatsApp refuses it). */
export function queueWaitlistOffer(
  tx: Transaction,
  db: Firestore,
  entryId: string,
  offer: number,
  b: WaitingFamily,
  link: string,
  until: Date,
  now: Date,
): void {
  const school = brand();
  const language = languageOr(b.language);
  const url = `${school.siteUrl}${link}`;
  const id = `waitlist-${entryId}-offer-${offer}`;
  queueMail(tx, id, { ...waitlistOffer(language, school, b, url, until), to: b.email, private: true }, db);
  if (!b.whatsapp) return;
  const parameters = waitlistOfferParams(b, until, url);
  const template = 'hour' in b && b.hour ? ('hour_offer' as const) : ('waitlist_offer' as const);
  const content = { kind: 'template' as const, template, parameters };
  queueMessage(tx, db, id, messageDocument(b.whatsapp, content, { language, private: true }, now));
}
