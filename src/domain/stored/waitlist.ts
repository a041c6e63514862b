// waitlist/{id}: a family waiting for a seat of a full trial slot, as functions/src/bookings/
// wait-stored.ts stores it. Typed, not checked: the functions alone write it.
import type { BookingFields } from '../booking';
import type { EntryStatus } from '../waitlist/queue';
import type { Language } from '../../i18n/languages';
import type { StoredInstant } from './instant';

/** A stored waiting-list entry: the booking form's fields, then the line's own. */
export interface StoredWaitEntry extends Omit<BookingFields, 'status' | 'type'> {
  language: Language;
  /** The signed-in family that joined, when one did. */
  parentUid?: string;
  status: EntryStatus;
  joinedAt: StoredInstant;
  /** While offered: when the hold on the seat ends. */
  holdUntil?: StoredInstant;
  offeredAt?: StoredInstant;
  /** How many times this entry was offered a seat (numbers its offer messages). */
  offers?: number;
  /** The booking made from its offer. */
  bookingId?: string;
  linkHash: string;
  updatedAt: StoredInstant;
  /** The end of its class's Nairobi day (src/domain/waitlist/queue.ts entryExpiresAt). */
  expiresAt: StoredInstant;
}
