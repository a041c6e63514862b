// bookings/{id} and slots/{date}: a trial booking as functions/src/bookings/create.ts stores it,
// with the history and marks written on it later, and the seats taken at each time of a day.
// Typed, not checked: the functions alone write them (functions/src/bookings/stored.ts reads them).
import type { BookingFields, BookingStatus } from '../booking';
import type { Language } from '../../i18n/languages';
import type { StoredInstant } from './instant';

export type Actor = 'parent' | 'staff' | 'system';
export type HistoryAction =
  'booked' | 'rescheduled' | 'cancelled' | 'attended' | 'no-show' | 'recommended' | 'recommendation-withdrawn';

export interface SlotRef {
  date: string;
  time: string;
}

export interface HistoryEntry {
  at: StoredInstant;
  by: Actor;
  action: HistoryAction;
  from?: SlotRef;
  to?: SlotRef;
  reason?: string;
  recommendationId?: string;
}

/** A stored booking: the booking form's fields, then what the functions add. */
export interface StoredBooking extends Omit<BookingFields, 'status'> {
  status: BookingStatus;
  createdAt: StoredInstant;
  parentUid?: string;
  /** The signed-in family's child the trial is for (families/{parentUid}/children/{childId}). */
  childId?: string;
  /** The share link's code the family booked with (referrals/note.ts). */
  referralCode?: string;
  /** Who taught the trial (team.yaml id), as staff recorded it when marking it attended. */
  trialMentorId?: string;
  /** Older bookings only: the manage token's seed now lives in bookingSecrets/{id} (private.ts). */
  manageTokenSeed?: string;
  manageTokenHash: string;
  history: HistoryEntry[];
  updatedAt: StoredInstant;
  reminders?: { day?: StoredInstant; hour?: StoredInstant };
  /** When the TTL policy deletes it: a while after its class (src/domain/retention.ts). */
  expiresAt: StoredInstant;
  /** The family's channels (absent: both on); see src/domain/whatsapp/preferences.ts. */
  notify?: { whatsapp?: boolean; mail?: boolean };
  /** The family's language: its mail and messages go in it (absent: English). */
  language?: Language;
  /** Where it was booked from (abuse/): the email's domain. The client address is in
   *  bookingAddresses/{id} (private.ts); older bookings hold it here. */
  client?: { address?: string; emailDomain: string };
  /** The family confirmed the class at this date and time (a WhatsApp reply). */
  confirmation?: { at: StoredInstant; via: 'whatsapp'; date: string; time: string };
}

/** slots/{date}: the seats taken at each slot of the date, by time. */
export interface StoredSlotDay {
  taken?: Record<string, number>;
}

/** familyLocks/{id}: a family's upcoming trials by child (child key -> booking id), one document
 *  per parent email and one per WhatsApp number (functions/src/bookings/token.ts familyLockIds). */
export interface StoredFamilyLock {
  children?: Record<string, string>;
  /** Older locks held a single booking. */
  bookingId?: string;
  updatedAt?: StoredInstant;
  expiresAt?: StoredInstant;
}

/** bookingSecrets/{id}: the seed of a booking's manage link, kept apart from the booking. */
export interface StoredBookingSecret {
  manageTokenSeed: string;
  expiresAt: StoredInstant;
}

/** bookingAddresses/{id}: the client address a booking was made from, kept for the abuse window. */
export interface StoredBookingAddress {
  address: string;
  /** The class date. */
  date: string;
  createdAt: StoredInstant;
  expiresAt: StoredInstant;
}
