// The reminder job: every upcoming class due a reminder (src/domain/reminders.ts
// decides which) gets it, once per class time: the reminder's mail and the booking's
// `reminders` mark are written in one transaction that first re-checks the booking and
// whether that reminder was already mailed for this time (a class moved away and back).
// One booking's failure is logged with its id and never stops the others.
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { dueReminder, reminderDates, type Reminder, type ReminderState } from '../../../src/domain/reminders';
import { reminderMail } from '../../../src/messages/mail/reminders';
import { nairobiDate } from '../../../src/domain/slots';
import { bookingsOf, type StoredBooking } from '../bookings/stored';
import { brand } from '../notices/brand';
import { mailRef, queueMail } from '../notices/mail';
import { messageRef, queueReminderMessage } from '../notices/messages';
import { languageOr } from '../../../src/i18n/languages';
import { trialRules } from '../platform/content';

function state(b: StoredBooking): ReminderState {
  return { status: b.status, date: b.date, time: b.time, createdAt: b.createdAt?.toMillis() ?? 0, reminders: b.reminders ?? {} };
}

/** The reminder's mail id: the class time is part of it, so a rescheduled class gets its own reminders. */
export function reminderId(bookingId: string, which: Reminder, date: string, time: string): string {
  return `booking-${bookingId}-reminder-${which}-${date}-${time.replace(':', '')}`;
}

type Result = 'queued' | 'already-sent' | 'not-due';

/** Sends one booking its due reminder, unless it was mailed for this class time before. */
async function remind(db: Firestore, doc: QueryDocumentSnapshot<StoredBooking>, now: Date): Promise<Result> {
  return db.runTransaction(async (tx): Promise<Result> => {
    const booking = (await tx.get(doc.ref)).data();
    const which = booking ? dueReminder(state(booking), now.getTime(), trialRules.reminderHours) : null;
    if (!booking || !which) return 'not-due';
    const id = reminderId(doc.id, which, booking.date, booking.time);
    // Mail and WhatsApp share the id; with mail turned off only the message exists.
    const [mailed, messaged] = await Promise.all([tx.get(mailRef(db, id)), tx.get(messageRef(db, id))]);
    // Either way the booking is marked, so the next run does not ask again.
    tx.update(doc.ref, { [`reminders.${which}`]: Timestamp.fromDate(now) });
    if (mailed.exists || messaged.exists) return 'already-sent';
    if (booking.notify?.mail !== false) {
      queueMail(
        tx,
        id,
        { ...reminderMail(languageOr(booking.language), brand(), { id: doc.id, ...booking }, which), to: booking.email },
        db,
      );
    }
    queueReminderMessage(tx, db, id, { id: doc.id, ...booking }, which, now);
    return 'queued';
  });
}

/** Sends what is due at `now`; returns how many reminders were queued. */
export async function sendReminders(db: Firestore, now: Date): Promise<number> {
  const candidates = await bookingsOf(db)
    .where('date', 'in', reminderDates(now.getTime(), nairobiDate, trialRules.reminderHours))
    .get();
  let queued = 0;
  for (const doc of candidates.docs) {
    try {
      if (!dueReminder(state(doc.data()), now.getTime(), trialRules.reminderHours)) continue;
      const result = await remind(db, doc, now);
      if (result === 'queued') queued += 1;
      if (result === 'already-sent') logger.info('reminder already sent for this class time', { bookingId: doc.id });
    } catch (error) {
      logger.error('reminder failed', { bookingId: doc.id, error: (error as Error).message });
    }
  }
  return queued;
}
