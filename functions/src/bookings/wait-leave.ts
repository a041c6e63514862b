// The waiting-list page's reads and its "leave": what a private link shows (the entry, its
// place in line, a hold), and leaving, which passes a held seat on at once.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Country } from '../../../src/domain/booking';
import { inLine, isOpenEntry, statusShown, type EntryStatus, type WaitlistSettings } from '../../../src/domain/waitlist/queue';
import type { Language } from '../../../src/i18n/languages';
import { transactionOptions } from './change';
import { releaseHold } from './wait-offer';
import { entryRef, queuedOf, waitlistOf } from './wait-stored';
import { findEntry } from './wait-find';

/** What the page shows of an entry: never its link's hash or the family's contacts. */
export interface EntryView {
  studentName: string;
  date: string;
  time: string;
  country: Country;
  language: Language;
  status: EntryStatus;
  /** While waiting: the place in line (1 is next). */
  position?: number;
  /** While offered: when the hold ends, ISO 8601. */
  holdUntil?: string;
}

export async function viewEntry(db: Firestore, token: string, now: Date): Promise<EntryView | null> {
  const found = await findEntry(db, token);
  if (!found) return null;
  const { id, entry } = found;
  const status = statusShown(entry.status, isOpenEntry(queuedOf('', entry), now));
  const view: EntryView = {
    studentName: entry.studentName,
    date: entry.date,
    time: entry.time,
    country: entry.country,
    language: entry.language,
    status,
  };
  if (status === 'offered' && entry.holdUntil) return { ...view, holdUntil: entry.holdUntil.toDate().toISOString() };
  if (status !== 'waiting') return view;
  const waiting = await waitlistOf(db)
    .where('date', '==', entry.date)
    .where('time', '==', entry.time)
    .where('status', '==', 'waiting')
    .get();
  const line = inLine(
    waiting.docs.map((d) => queuedOf(d.id, d.data())),
    entry.date,
    entry.time,
    now,
  );
  return { ...view, position: line.findIndex((q) => q.id === id) + 1 };
}

export type LeaveOutcome = { kind: 'left' } | { kind: 'not-found' } | { kind: 'closed'; status: EntryStatus };

export async function leaveWaitlist(db: Firestore, waitlist: WaitlistSettings, token: string, now: Date): Promise<LeaveOutcome> {
  const found = await findEntry(db, token);
  if (!found) return { kind: 'not-found' };
  const ref = entryRef(db, found.id);
  return db.runTransaction(async (tx): Promise<LeaveOutcome> => {
    const entry = (await tx.get(ref)).data();
    if (!entry) return { kind: 'not-found' };
    if (entry.status === 'offered') {
      await releaseHold(tx, db, waitlist, found.id, entry, 'left', now);
      return { kind: 'left' };
    }
    if (entry.status !== 'waiting') return { kind: 'closed', status: entry.status };
    tx.update(ref, { status: 'left', updatedAt: FieldValue.serverTimestamp() });
    return { kind: 'left' };
  }, transactionOptions);
}
