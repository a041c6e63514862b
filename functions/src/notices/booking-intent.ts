// The booking events a notice is queued for, as the booking transactions describe them.
import type { BookingRecord } from '../../../src/domain/booking';
import type { Slot } from '../../../src/messages/mail/trial-changed';

/**
 * What a booking transaction asks to be mailed: the "mail this" intents. The transactions
 * (bookings/create.ts, bookings/change.ts) return them; queueBookingNotices turns each into
 * mail/{id} and messages/{id} documents. `booking` is the booking after the change (its
 * `email` is the address on file, `notify` the family's channels); `manageUrl` carries the
 * booking's manage link, made from its seed (null for a booking stored before seeds, whose
 * link cannot be made again).
 */
export type NoticeIntent = { bookingId: string; booking: BookingRecord & { notify?: { whatsapp?: boolean; mail?: boolean } } } & (
  | { kind: 'booked'; manageUrl: string }
  | { kind: 'manage-link'; manageUrl: string | null }
  | { kind: 'rescheduled'; from: Slot; by: string }
  | { kind: 'cancelled'; by: string; reason?: string }
);
