// The one module that changes a booking after it is made, for parents (the manage link or
// the dashboard) and staff alike: reschedule, cancel, attended, no-show. Each change is one
// transaction: the seat moves or comes back, the status and history are written, and the
// mail is queued (functions/src/notices/bookings.ts) in the same transaction.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { messages, type Messages } from '../../../src/domain/messages';
import {
  canChange,
  dayAvailability,
  seatRefusal,
  type BookingSettings,
  type DayAvailability,
  type SeatRefusal,
} from '../../../src/domain/seats';
import {
  bookingRef,
  historyEntry,
  keptUntil,
  readTaken,
  slotDayRef,
  viewOf,
  type Actor,
  type BookingView,
  type NoticeIntent,
  type SlotRef,
  type StoredBooking,
} from './stored';
import { hashesEqual } from './token';
import { queueBookingNotices } from '../notices/bookings';

/** Many parents confirming one slot at once contend on slots/{date}; each retries until it sees the slot full. */
export const transactionOptions = { maxAttempts: 30 };

export type ChangeAction = 'reschedule' | 'cancel' | 'attended' | 'no-show';

export interface ChangeRequest {
  bookingId: string;
  by: Actor;
  action: ChangeAction;
  /** The new class time, for reschedule. */
  to?: SlotRef;
  reason?: string;
  /** Attended: the mentor who taught the trial (team.yaml id), checked by the caller. */
  mentorId?: string;
  /**
   * Who may change it, checked inside the transaction: the holder of the manage link (the
   * hash of its token) or the signed-in owner. Staff requests pass none.
   */
  owner?: { tokenHash: string } | { uid: string };
}

export type ChangeOutcome =
  | { kind: 'changed'; booking: BookingView; notices: NoticeIntent[] }
  /** No such booking, or it is not the caller's: one answer for both, revealing nothing. */
  | { kind: 'not-found' }
  | { kind: 'not-upcoming'; booking: BookingView }
  | { kind: 'too-late'; booking: BookingView }
  | { kind: 'full'; availability: DayAvailability }
  | { kind: 'refused'; field: 'date' | 'time'; message: string };

/** The form's words for a slot that cannot be booked (other than full). */
export function refusalProblem(
  refusal: Exclude<SeatRefusal, 'full'>,
  words: Messages = messages,
): { field: 'date' | 'time'; message: string } {
  const m = words.booking;
  switch (refusal) {
    case 'outside-window':
      return { field: 'date', message: m.invalidDate };
    case 'closed-date':
      return { field: 'date', message: m.dateClosed };
    case 'not-a-slot':
      return { field: 'time', message: m.invalidTime };
    case 'started':
      return { field: 'time', message: m.slotStarted };
  }
}

function isOwner(booking: StoredBooking, owner: ChangeRequest['owner']): boolean {
  if (!owner) return true;
  if ('uid' in owner) return typeof booking.parentUid === 'string' && booking.parentUid === owner.uid;
  return typeof booking.manageTokenHash === 'string' && hashesEqual(booking.manageTokenHash, owner.tokenHash);
}

export async function changeBooking(
  db: Firestore,
  settings: BookingSettings,
  request: ChangeRequest,
  now: Date,
  /** The words of a refusal: the request's language; English unless given. */
  words: Messages = messages,
): Promise<ChangeOutcome> {
  const ref = bookingRef(db, request.bookingId);
  return db.runTransaction(async (tx): Promise<ChangeOutcome> => {
    const snap = await tx.get(ref);
    const booking = snap.data();
    if (!booking || !isOwner(booking, request.owner)) return { kind: 'not-found' };
    const view = (b: StoredBooking) => viewOf(ref.id, b, now);
    if (booking.status !== 'upcoming') return { kind: 'not-upcoming', booking: view(booking) };
    // Parents change until the cut-off (CHANGE_CUTOFF_HOURS before the class); staff at any time.
    if (request.by === 'parent' && !canChange(booking.date, booking.time, now))
      return { kind: 'too-late', booking: view(booking) };

    const from: SlotRef = { date: booking.date, time: booking.time };
    const oldDay = slotDayRef(db, from.date);
    const oldTaken = await readTaken(tx, oldDay);
    const stamp = { updatedAt: FieldValue.serverTimestamp() };

    if (request.action === 'reschedule') {
      const to = request.to;
      if (!to) return { kind: 'refused', field: 'time', message: words.booking.invalidTime };
      if (to.date === from.date && to.time === from.time)
        return { kind: 'refused', field: 'time', message: words.manage.sameSlot };
      const sameDay = to.date === from.date;
      const newDay = slotDayRef(db, to.date);
      const newTaken = sameDay ? oldTaken : await readTaken(tx, newDay);
      const refusal = seatRefusal(settings, to.date, to.time, newTaken, now);
      if (refusal === 'full') return { kind: 'full', availability: dayAvailability(settings, to.date, newTaken, now) };
      if (refusal) return { kind: 'refused', ...refusalProblem(refusal, words) };

      // Free the old seat and take the new one; one write per slots document.
      const freed = Math.max(0, (oldTaken[from.time] ?? 0) - 1);
      const took = (newTaken[to.time] ?? 0) + 1;
      if (sameDay) {
        tx.set(oldDay, { taken: { [from.time]: freed, [to.time]: took } }, { merge: true });
      } else {
        tx.set(oldDay, { taken: { [from.time]: freed } }, { merge: true });
        tx.set(newDay, { taken: { [to.time]: took } }, { merge: true });
      }
      const entry = historyEntry(request.by, 'rescheduled', now, {
        from,
        to: { date: to.date, time: to.time },
        ...reasonOf(request),
      });
      // A reminder already sent was for the old time.
      tx.update(ref, {
        date: to.date,
        time: to.time,
        history: FieldValue.arrayUnion(entry),
        reminders: {},
        expiresAt: keptUntil(to.date, to.time),
        ...stamp,
      });
      const after = view({ ...booking, date: to.date, time: to.time });
      const notices: NoticeIntent[] = [{ kind: 'rescheduled', bookingId: ref.id, booking: after, from, by: request.by }];
      queueBookingNotices(tx, db, notices, booking.history, now);
      return { kind: 'changed', booking: after, notices };
    }

    if (request.action === 'cancel') {
      tx.set(oldDay, { taken: { [from.time]: Math.max(0, (oldTaken[from.time] ?? 0) - 1) } }, { merge: true });
      const entry = historyEntry(request.by, 'cancelled', now, reasonOf(request));
      tx.update(ref, { status: 'cancelled', history: FieldValue.arrayUnion(entry), ...stamp });
      const after = view({ ...booking, status: 'cancelled' });
      const notices: NoticeIntent[] = [
        { kind: 'cancelled', bookingId: ref.id, booking: after, by: request.by, ...reasonOf(request) },
      ];
      queueBookingNotices(tx, db, notices, booking.history, now);
      return { kind: 'changed', booking: after, notices };
    }

    // attended / no-show: the class took place (or not); the seat stays counted.
    const entry = historyEntry(request.by, request.action, now, reasonOf(request));
    // The trial's mentor follows the recommendation to the enrollment (enrollments/recommend.ts).
    const taught = request.action === 'attended' && request.mentorId ? { trialMentorId: request.mentorId } : {};
    tx.update(ref, { status: request.action, history: FieldValue.arrayUnion(entry), ...taught, ...stamp });
    return { kind: 'changed', booking: view({ ...booking, status: request.action }), notices: [] };
  }, transactionOptions);
}

function reasonOf(request: ChangeRequest): { reason?: string } {
  const reason = request.reason?.trim().slice(0, 500);
  return reason ? { reason } : {};
}
