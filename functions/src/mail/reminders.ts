// The reminder job: every upcoming class due a reminder (src/domain/mail/reminders.ts
// decides which) gets it, once: the reminder's mail and the booking's `reminders` mark are
// written in one transaction that first re-checks the booking.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dueReminder, reminderDates, reminderMail, type ReminderState } from '../../../src/domain/mail/reminders';
import { nairobiDate } from '../../../src/domain/slots';
import type { StoredBooking } from '../bookings/stored';
import { brand } from './config';
import { queueMail } from './queue';
import { queueReminderMessage } from '../whatsapp/outbox';

function state(b: StoredBooking): ReminderState {
  return { status: b.status, date: b.date, time: b.time, createdAt: b.createdAt?.toMillis() ?? 0, reminders: b.reminders ?? {} };
}

/** Sends what is due at `now`; returns how many reminders were queued. */
export async function sendReminders(db: Firestore, now: Date): Promise<number> {
  const candidates = await db.collection('bookings').where('date', 'in', reminderDates(now.getTime(), nairobiDate)).get();
  let queued = 0;
  for (const doc of candidates.docs) {
    if (!dueReminder(state(doc.data() as StoredBooking), now.getTime())) continue;
    const sent = await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      const booking = snap.data() as StoredBooking | undefined;
      const which = booking ? dueReminder(state(booking), now.getTime()) : null;
      if (!booking || !which) return false;
      // The class time is part of the id: a rescheduled class gets its own reminders.
      const id = `booking-${doc.id}-reminder-${which}-${booking.date}-${booking.time.replace(':', '')}`;
      if (booking.notify?.mail !== false) {
        queueMail(tx, id, { ...reminderMail(brand(), { id: doc.id, ...booking }, which), to: booking.email }, db);
      }
      queueReminderMessage(tx, db, id, { id: doc.id, ...booking }, which, now);
      tx.update(doc.ref, { [`reminders.${which}`]: Timestamp.fromDate(now) });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
