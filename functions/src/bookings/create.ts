// The transaction that stores a new trial booking: the seat on slots/{date}, the family's
// lock documents, bookings/{id} and trialLeads/{id}, all or nothing. Settings and the clock
// are parameters, so tests can run it against the emulator with closed days and any "now".
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { BookingFields } from '../../../src/domain/booking';
import type { Language } from '../../../src/i18n/languages';
import {
  dayAvailability,
  isClassPast,
  seatRefusal,
  type BookingSettings,
  type DayAvailability,
  type SeatRefusal,
} from '../../../src/domain/seats';
import { childKey, familyVerdict, type HeldTrial } from '../../../src/domain/siblings';
import { refusalProblem, transactionOptions } from './change';
import {
  bookingRef,
  bookingsOf,
  familyLockRef,
  historyEntry,
  keptUntil,
  leadKeptUntil,
  readTaken,
  slotDayRef,
  viewOf,
  writeTaken,
  type BookingView,
  type NoticeIntent,
  type StoredBooking,
} from './stored';
import type { StoredFamilyLock } from '../../../src/domain/stored/bookings';
import { familyLockIds, hashToken, manageUrl, newTokenSeed, tokenOfSeed } from './token';
import { manageLinkMailId, queueBookingNotices } from '../notices/bookings';
import { mailRef } from '../notices/mail';
import { withGlance } from '../../../src/domain/link-glance';
import { addressRef } from '../abuse/address';
import { readSeed, writeBookingPrivate } from './private';
import type { BookingChild } from '../owners/booking-child';
import { ADDRESS_DAILY_CAP, ADDRESS_WINDOW_MS, emailDomain, recentTimes, secondsUntilRoom } from '../abuse/policy';
import type { StoredInstant } from '../../../src/domain/stored/instant';

/** Where a booking comes from: its client address, and whether the address's daily cap applies. */
export interface BookingClient {
  address: string;
  capped: boolean;
}

export type BookOutcome =
  /** `manageUrl` is /manage#<token>~<glance>, the booking's glance after its token (link-glance.ts). */
  | { kind: 'booked'; id: string; manageUrl: string; booking: BookingView; notices: NoticeIntent[] }
  | { kind: 'full'; availability: DayAvailability }
  /** This child already has an upcoming trial: its link is mailed again (at most once an hour). */
  | { kind: 'family'; notices: NoticeIntent[] }
  /** The family holds upcoming trials for as many children as it may. */
  | { kind: 'too-many-children'; max: number }
  /** The client address stored ADDRESS_DAILY_CAP bookings in the last 24 hours. */
  | { kind: 'address-cap'; retryAfterSeconds: number }
  | { kind: 'refused'; refusal: Exclude<SeatRefusal, 'full'>; field: 'date' | 'time'; message: string };

/** The booking ids a family lock document holds: `children` (child key -> id), or an older single `bookingId`. */
function heldIds(lock: DocumentSnapshot<StoredFamilyLock>): string[] {
  const { children, bookingId } = lock.data() ?? {};
  return [...Object.values(children ?? {}), bookingId].filter((id): id is string => typeof id === 'string');
}

/**
 * Stores a booking unless the slot is full or closed, this child already has an upcoming
 * trial, or the family holds trials for as many children as it may. The family locks are
 * documents rather than a query, because a transaction's query does not lock against a
 * concurrent insert of a matching booking: every booking of a family, whichever child,
 * reads and writes the same lock documents.
 */
export async function createBooking(
  db: Firestore,
  settings: BookingSettings,
  fields: BookingFields & { language?: Language },
  parentUid: string | undefined,
  now: Date,
  client?: BookingClient,
  child?: BookingChild | null,
): Promise<BookOutcome> {
  const dayRef = slotDayRef(db, fields.date);
  return db.runTransaction(async (tx): Promise<BookOutcome> => {
    // Many parents racing for one slot make most attempts retry. Once a plain read shows
    // the slot full, the answer is "full" at once, without waiting for locks again.
    const glance = ((await dayRef.get()).get('taken') ?? {}) as Record<string, number>;
    if (seatRefusal(settings, fields.date, fields.time, glance, now, fields.country.code) === 'full') {
      return { kind: 'full', availability: dayAvailability(settings, fields.date, glance, now, fields.country.code) };
    }
    return storeBooking(tx, db, settings, fields, parentUid, now, { client, child });
  }, transactionOptions);
}

/**
 * The booking's reads and writes inside `tx` (createBooking's, and a waiting-list claim's, whose
 * seat is already counted as its hold: `seatHeld` books it without taking another).
 */
export async function storeBooking(
  tx: Transaction,
  db: Firestore,
  settings: BookingSettings,
  fields: BookingFields & { language?: Language },
  parentUid: string | undefined,
  now: Date,
  options: { client?: BookingClient; child?: BookingChild | null; seatHeld?: boolean } = {},
): Promise<BookOutcome> {
  const { client, child, seatHeld = false } = options;
  const locks = familyLockIds(fields.email, fields.whatsapp);
  const lockRefs = [familyLockRef(db, locks.email), familyLockRef(db, locks.whatsapp)];
  const dayRef = slotDayRef(db, fields.date);
  const newRef = bookingsOf(db).doc();
  const addressDoc = client?.capped ? addressRef(db, client.address) : null;
  const taken = await readTaken(tx, dayRef);
  const lockSnaps = await tx.getAll(...lockRefs);
  const ids = [...new Set(lockSnaps.flatMap(heldIds))];
  const held = ids.length ? await tx.getAll(...ids.map((id) => bookingRef(db, id))) : [];
  const upcoming = held.filter((snap) => {
    const b = snap.data();
    return b !== undefined && b.status === 'upcoming' && !isClassPast(b.date, b.time, now);
  });
  const trials: HeldTrial[] = upcoming.map((snap) => ({ id: snap.id, studentName: snap.data()!.studentName }));
  const recent = addressDoc ? recentTimes((await tx.get(addressDoc)).get('at'), now.getTime()) : [];

  // A held seat is counted already: only its time can refuse it.
  const refusal = seatRefusal(settings, fields.date, fields.time, seatHeld ? {} : taken, now, fields.country.code);
  if (refusal && refusal !== 'full') return { kind: 'refused', refusal, ...refusalProblem(refusal) };

  const verdict = familyVerdict(trials, fields.studentName, settings.maxChildrenPerFamily);
  if (verdict.kind === 'same-child') return resendLink(verdict.bookingId);
  if (verdict.kind === 'too-many-children') return { kind: 'too-many-children', max: settings.maxChildrenPerFamily };
  if (recent.length >= ADDRESS_DAILY_CAP)
    return { kind: 'address-cap', retryAfterSeconds: secondsUntilRoom(recent, now.getTime()) };

  if (refusal === 'full')
    return { kind: 'full', availability: dayAvailability(settings, fields.date, taken, now, fields.country.code) };

  const seed = newTokenSeed();
  const token = tokenOfSeed(seed);
  const stored: Omit<StoredBooking, 'createdAt' | 'updatedAt'> = {
    ...fields,
    ...(parentUid ? { parentUid } : {}),
    ...(child ? { childId: child.id } : {}),
    manageTokenHash: hashToken(token),
    // Lets staff see many trials from one email domain; the seed and address stay out of it (private.ts).
    ...(client ? { client: { emailDomain: emailDomain(fields.email) } } : {}),
    history: [historyEntry('parent', 'booked', now, { to: { date: fields.date, time: fields.time } })],
    expiresAt: keptUntil(fields.date, fields.time),
  };
  if (!seatHeld) writeTaken(tx, dayRef, taken, fields.time, 1);
  if (child?.create) tx.create(child.create.ref, child.create.data);
  tx.create(newRef, { ...stored, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  const hidden = { seed, expiresAt: stored.expiresAt, date: fields.date, now };
  writeBookingPrivate(tx, db, newRef.id, client ? { ...hidden, address: client.address } : hidden);
  tx.create(db.collection('trialLeads').doc(), {
    parentName: fields.parentName,
    email: fields.email,
    createdAt: FieldValue.serverTimestamp(),
    bookingId: newRef.id,
    expiresAt: leadKeptUntil(now),
  });
  // The family's upcoming trials by child, the new one added; past and cancelled ones drop out.
  const children: Record<string, string> = Object.fromEntries(trials.map((t) => [childKey(t.studentName), t.id]));
  children[childKey(fields.studentName)] = newRef.id;
  // Kept as long as the latest of those bookings (src/domain/retention.ts).
  const lockExpiry = upcoming.reduce<StoredInstant>((latest, snap) => {
    const at = snap.data()?.expiresAt;
    return at && at.toMillis() > latest.toMillis() ? at : latest;
  }, stored.expiresAt);
  for (const ref of lockRefs) tx.set(ref, { children, updatedAt: FieldValue.serverTimestamp(), expiresAt: lockExpiry });
  if (addressDoc) {
    const at = [...recent, now.getTime()];
    tx.set(addressDoc, { at, expiresAt: Timestamp.fromMillis(now.getTime() + ADDRESS_WINDOW_MS) });
  }
  const url = manageUrl(token);
  const booking = viewOf(newRef.id, stored, now, settings.changeCutoffHours);
  const notices: NoticeIntent[] = [{ kind: 'booked', bookingId: newRef.id, booking, manageUrl: url }];
  queueBookingNotices(tx, db, notices, stored.history, now);
  // The page's copy of the link carries the booking's glance, as the mailed one does.
  return { kind: 'booked', id: newRef.id, manageUrl: withGlance(url, booking, now), booking, notices };

  /**
   * The child's trial is booked already: mail the family the link they were given (the
   * same link, so every copy they hold keeps working), at most once an hour. A booking
   * stored before links had seeds gets a mail that points to the link they hold.
   */
  async function resendLink(id: string): Promise<BookOutcome> {
    const snap = upcoming.find((s) => s.id === id)!;
    const b = snap.data()!;
    const manageMail = mailRef(db, manageLinkMailId(id, now));
    if ((await tx.get(manageMail)).exists) return { kind: 'family', notices: [] };
    const linkSeed = await readSeed(tx, db, id, b);
    const link = linkSeed ? manageUrl(tokenOfSeed(linkSeed)) : null;
    const notices: NoticeIntent[] = [
      { kind: 'manage-link', bookingId: id, booking: viewOf(id, b, now, settings.changeCutoffHours), manageUrl: link },
    ];
    queueBookingNotices(tx, db, notices, b.history, now);
    return { kind: 'family', notices };
  }
}
