// "Can't make it" tells the class's mentor, whichever way the family said it (the dashboard's
// button through /api/classes `cantMake`, or the WhatsApp quick reply, quick-reply.ts): the
// class records `cantMake` (when, how, and the start it was said for, so /mentor shows it on
// that class until it moves) and each account `grant-mentor` gave that mentor is mailed (the
// newest five, by `grantedAt`). Said
// again for the same start, nothing more is sent: the mail's id names the class and its move.
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { cantMakeNotice, type CantMake } from '../../../src/messages/mail/cant-make';
import type { StoredClass } from '../../../src/domain/stored/classes';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { courses, mentors } from '../platform/content';
import { isCallersRecord, type Caller } from '../owners/owner';
import { classRef, firstName } from './store';
import { enrollmentsOf, mentorsOf } from '../platform/stored';

/**
 * More accounts than this for one mentor would be a mistake; the most recently granted ones
 * are mailed, since an old grant is the likeliest to be an address nobody reads.
 */
const ACCOUNTS_MAILED = 5;

/** Whether the family already said it for the class at its present start. */
const cantMakeSaid = (cls: StoredClass) => cls.cantMake?.start?.toMillis() === cls.start.toMillis();

/**
 * Reads what telling the mentor needs (reads first, as a transaction asks) and returns the
 * writes: the class's `cantMake` mark and the mentor's mails, or nothing when already said.
 */
export async function readCantMake(
  tx: Transaction,
  db: Firestore,
  snap: DocumentSnapshot<StoredClass>,
): Promise<(via: CantMake['via'], now: Date) => void> {
  const cls = snap.data()!;
  if (cantMakeSaid(cls)) return () => undefined;
  const mentorId = cls.mentorId;
  const accounts = await tx.get(
    mentorsOf(db).where('mentorId', '==', mentorId).orderBy('grantedAt', 'desc').limit(ACCOUNTS_MAILED),
  );
  return (via, now) => {
    const start = cls.start;
    tx.update(snap.ref, { cantMake: { at: Timestamp.fromDate(now), via, start } });
    const school = brand();
    const notice: CantMake = {
      mentorName: firstName(mentors.find((t) => t.id === mentorId)?.name ?? ''),
      childFirstName: cls.childFirstName ?? '',
      course: courses.find((c) => c.id === cls.course)?.title ?? cls.course ?? '',
      start: start.toDate(),
      via,
    };
    const mail = cantMakeNotice(school, notice, `${school.siteUrl}/mentor`);
    const move = cls.sequence ?? 0;
    for (const account of accounts.docs) {
      const to = account.data().email;
      if (to) queueMail(tx, `cant-make-${snap.id}-${move}-${account.id}`, { ...mail, to }, db);
    }
  };
}

/**
 * The dashboard's "Can't make it": a signed-in parent of the child, for a scheduled class not
 * yet ended, tells the mentor. False when the class is not the caller's or is past.
 */
export async function cantMakeFromDashboard(db: Firestore, classId: string, caller: Caller, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const cls = await tx.get(classRef(db, classId));
    const c = cls.data();
    if (c?.status !== 'scheduled') return false;
    const e = (await tx.get(enrollmentsOf(db).doc(c.enrollmentId))).data();
    if (!isCallersRecord(caller, e)) return false;
    const end = c.start.toMillis() + Number(c.minutes) * 60_000;
    if (end <= now.getTime()) return false;
    (await readCantMake(tx, db, cls))('dashboard', now);
    return true;
  });
}
