// messages/{id}: one document per WhatsApp message to a family, beside mail/{id}, queued in
// the same transaction as what it is about (and as its mail), with the same ids: an event
// can never queue two. The sender (whatsapp/send.ts) delivers it by WhatsApp, or once by SMS when
// WhatsApp refuses it for good.
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { BookingRecord } from '../../../src/domain/booking-types';
import { withGlance } from '../../../src/domain/link-glance';
import { PENDING_GRACE_MS, type DeliveryState } from '../../../src/domain/delivery';
import { mailExpiresAt } from '../../../src/domain/retention';
import type { Reminder } from '../../../src/domain/reminders';
import type { Channel, WhatsAppStatus } from '../../../src/messages/whatsapp/channel';
import { templateParams, type Parameters, type TemplateName } from '../../../src/messages/whatsapp/templates';
import type { NoticeIntent } from './booking-intent';
import { brand } from './brand';
import { typedConverter } from '../platform/stored';
import { whatsappLanguage } from '../../../src/messages/whatsapp/template-language';

/** One row of a list message: `id` is what WhatsApp sends back when the family picks it. */
export interface ListRow {
  id: string;
  title: string;
  description?: string;
}

export type Content =
  | { kind: 'template'; template: TemplateName; parameters: Parameters }
  | { kind: 'text'; text: string }
  /** A free-form list (inside the family's 24 hours): `text` is its body, and what an SMS carries. */
  | { kind: 'list'; text: string; list: { button: string; rows: ListRow[] } };

export interface StoredMessage {
  to: string;
  bookingId?: string;
  /** A weekly class's reminder: its quick replies name this class. */
  classId?: string;
  /** The signed-in family it is for: its dashboard switch is honoured at the claim. */
  familyUid?: string;
  /** A second guardian's copy: their own switch (guardians/{uid}) is honoured at the claim instead. */
  guardianUid?: string;
  kind: 'template' | 'text' | 'list';
  template?: TemplateName;
  language?: string;
  parameters?: Parameters;
  text?: string;
  /** A list message's button and rows. */
  list?: { button: string; rows: ListRow[] };
  /** Holds a private link: dropped once delivered. */
  private?: boolean;
  /** Sent even to a number that replied STOP (the one confirmation of it). */
  evenIfStopped?: boolean;
  channel: Channel;
  delivery: {
    state: DeliveryState;
    attempts: number;
    nextAttemptAt: Timestamp | null;
    error?: string | null;
  };
  whatsapp?: { id?: string; status?: WhatsAppStatus; at?: Partial<Record<WhatsAppStatus, Timestamp>>; error?: string };
  sms?: { id?: string; status?: string; at?: Record<string, Timestamp> };
  fallback?: { reason: string; at: Timestamp };
  skipped?: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** The stored document of a queued message. */
export function messageDocument(
  to: string,
  content: Content,
  options: {
    bookingId?: string;
    classId?: string;
    familyUid?: string;
    guardianUid?: string;
    private?: boolean;
    evenIfStopped?: boolean;
    language?: unknown;
  },
  now: Date,
): StoredMessage {
  return {
    to,
    ...(options.bookingId ? { bookingId: options.bookingId } : {}),
    ...(options.classId ? { classId: options.classId } : {}),
    ...(options.familyUid ? { familyUid: options.familyUid } : {}),
    ...(options.guardianUid ? { guardianUid: options.guardianUid } : {}),
    ...content,
    // A template goes in the record's language, under the code its translation is approved by.
    ...(content.kind === 'template' ? { language: whatsappLanguage(options.language) } : {}),
    ...(options.private ? { private: true } : {}),
    ...(options.evenIfStopped ? { evenIfStopped: true } : {}),
    channel: 'whatsapp',
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: Timestamp.fromMillis(now.getTime() + PENDING_GRACE_MS) },
    createdAt: Timestamp.fromDate(now),
    // A backstop, as for mail: deleted a while after it was queued (src/domain/retention.ts).
    expiresAt: Timestamp.fromMillis(mailExpiresAt(now.getTime())),
  };
}

/** Reads a messages/ document as the stored message it is (`ref.withConverter(storedMessages)`). */
export const storedMessages = typedConverter<StoredMessage>();
/** messages/, read as stored messages. */
export const messagesOf = (db: Firestore) => db.collection('messages').withConverter(storedMessages);
export const messageRef = (db: Firestore, id: string) => messagesOf(db).doc(id);

/** Queues messages/{id} in the caller's transaction; a second create of the id fails it, as for mail. */
export function queueMessage(writer: Transaction | WriteBatch, db: Firestore, id: string, doc: StoredMessage): void {
  (writer as WriteBatch).create(messageRef(db, id), doc);
}

/** Queues messages/{id} unless it exists: for a trigger, which may run twice for one event. */
export async function queueMessageOnce(db: Firestore, id: string, doc: StoredMessage): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    if ((await tx.get(messageRef(db, id))).exists) return false;
    queueMessage(tx, db, id, doc);
    return true;
  });
}

/** contacts/{id}: what a WhatsApp number told us (STOP, its last message), keyed by the number's hash. */
export function contactId(e164: string): string {
  return createHash('sha256').update(`whatsapp:${e164}`, 'utf8').digest('hex');
}
export const contactRef = (db: Firestore, e164: string) => db.collection('contacts').doc(contactId(e164));

/** The messages of one booking intent, by id (the mail's ids: booking-<id>-booked ...). */
export function bookingMessages(
  intent: NoticeIntent,
  history: readonly unknown[] | undefined,
  now: Date,
): Record<string, StoredMessage> {
  const b: BookingRecord = { ...intent.booking };
  if (!b.whatsapp) return {};
  const id = `booking-${intent.booking.id}`;
  const template = (name: TemplateName, manageUrl?: string): Content => ({
    kind: 'template',
    template: name,
    parameters: templateParams(name, b, manageUrl),
  });
  const options = { bookingId: intent.booking.id, language: b.language };
  switch (intent.kind) {
    case 'booked':
      return {
        [`${id}-booked`]: messageDocument(
          b.whatsapp,
          template('trial_booked', withGlance(`${brand().siteUrl}${intent.manageUrl}`, intent.booking, now)),
          { ...options, private: true },
          now,
        ),
      };
    case 'rescheduled':
      return { [`${id}-change-${history?.length ?? 0}`]: messageDocument(b.whatsapp, template('class_moved'), options, now) };
    case 'cancelled':
      return { [`${id}-cancelled`]: messageDocument(b.whatsapp, template('class_cancelled'), options, now) };
    case 'manage-link':
      // The link goes to the email on file only: whoever typed this number may not be the family.
      return {};
  }
}

const REMINDER_TEMPLATE: Record<Reminder, TemplateName> = { day: 'class_reminder_24h', hour: 'class_reminder_1h' };

/** Queues a class reminder's WhatsApp message under the reminder mail's own id. */
export function queueReminderMessage(
  tx: Transaction,
  db: Firestore,
  mailId: string,
  b: BookingRecord,
  which: Reminder,
  now: Date,
): void {
  if (!b.whatsapp) return;
  const name = REMINDER_TEMPLATE[which];
  const content: Content = { kind: 'template', template: name, parameters: templateParams(name, b) };
  queueMessage(tx, db, mailId, messageDocument(b.whatsapp, content, { bookingId: b.id, language: b.language }, now));
}
