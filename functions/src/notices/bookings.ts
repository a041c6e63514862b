// The booking mails, queued inside the booking transactions (bookings/create.ts and
// bookings/change.ts): each intent a transaction returns becomes the family's mail and the
// school's notice, in the same commit as the change they describe. The ids name the
// event, so an event can never be mailed twice.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { BookingRecord } from '../../../src/domain/booking-types';
import { withGlance } from '../../../src/domain/link-glance';
import { trialBooked, trialBookedNotice } from '../../../src/messages/mail/trial-booked';
import type { Mail } from '../../../src/messages/mail/layout';
import { manageLinkAgain } from '../../../src/messages/mail/manage-link';
import {
  trialCancelled,
  trialCancelledNotice,
  trialRescheduled,
  trialRescheduledNotice,
} from '../../../src/messages/mail/trial-changed';
import { languageOr } from '../../../src/i18n/languages';
import { gradeLabelIn } from '../platform/content-words';
import type { NoticeIntent } from './booking-intent';
import { brand, staffEmail } from './brand';
import { queueMail, type Outgoing } from './mail';
import { bookingMessages, queueMessage } from './messages';

/** The id of a booking's "your link again" mail: one per hour at most, however often the family tries. */
export function manageLinkMailId(bookingId: string, now: Date): string {
  return `booking-${bookingId}-link-${now.toISOString().slice(0, 13).replace(/[-T]/g, '')}`;
}

const who = (by: string): 'parent' | 'staff' => (by === 'parent' ? 'parent' : 'staff');

/**
 * The mails of one intent, by id. `history` is the booking's history before this change:
 * its length numbers the change, so each reschedule has ids of its own.
 */
export function bookingMails(intent: NoticeIntent, history: readonly unknown[] | undefined, now: Date): Record<string, Outgoing> {
  const school = brand();
  const booking = intent.booking;
  // The family's mails go in the booking's language, its grade by the grades file's label in it;
  // the school's notices stay English and keep the grade's id.
  const language = languageOr(booking.language);
  const b: BookingRecord = { ...booking };
  const forFamily: BookingRecord = { ...booking, studentGrade: gradeLabelIn(booking.studentGrade, language) };
  const absolute = (path: string) => `${school.siteUrl}${path}`;
  // The family's copy of the link also carries the booking as this mail tells it (link-glance.ts).
  const mailed = (path: string) => withGlance(absolute(path), booking, now);
  const family = (mail: Mail): Outgoing => ({ ...mail, to: booking.email });
  const withLink = (mail: Mail): Outgoing => ({ ...family(mail), private: true });
  const notice = (mail: Mail): Outgoing => ({ ...mail, to: staffEmail(), replyTo: booking.email });
  const id = `booking-${booking.id}`;
  switch (intent.kind) {
    case 'booked':
      return {
        [`${id}-booked`]: withLink(trialBooked(language, school, forFamily, mailed(intent.manageUrl), now)),
        [`${id}-booked-notice`]: notice(trialBookedNotice(school, b)),
      };
    case 'manage-link': {
      const url = intent.manageUrl ? mailed(intent.manageUrl) : null;
      return { [manageLinkMailId(booking.id, now)]: withLink(manageLinkAgain(language, school, forFamily, url)) };
    }
    case 'rescheduled': {
      const n = history?.length ?? 0;
      return {
        [`${id}-change-${n}`]: family(trialRescheduled(language, school, forFamily, intent.from, null, now)),
        [`${id}-change-${n}-notice`]: notice(trialRescheduledNotice(school, b, intent.from, who(intent.by))),
      };
    }
    case 'cancelled':
      return {
        [`${id}-cancelled`]: family(trialCancelled(language, school, forFamily, who(intent.by), intent.reason)),
        [`${id}-cancelled-notice`]: notice(trialCancelledNotice(school, b, who(intent.by), intent.reason)),
      };
  }
}

/** Queues every mail and WhatsApp message of these intents in the booking's transaction. */
export function queueBookingNotices(
  tx: Transaction,
  db: Firestore,
  intents: readonly NoticeIntent[],
  history: readonly unknown[] | undefined,
  now: Date,
): void {
  for (const intent of intents) {
    // A family that turned mail off still gets what it asked for by mail (its booking, its link).
    const mailOff = (intent.kind === 'rescheduled' || intent.kind === 'cancelled') && intent.booking.notify?.mail === false;
    for (const [id, mail] of Object.entries(bookingMails(intent, history, now))) {
      if (!(mailOff && mail.to === intent.booking.email)) queueMail(tx, id, mail, db);
    }
    // The family's WhatsApp messages of the same event, in the same transaction.
    for (const [id, doc] of Object.entries(bookingMessages(intent, history, now))) queueMessage(tx, db, id, doc);
  }
}
