// A closed day added to settings.yaml (`booking.closedDates` / `closedDays`) after weekly classes
// were written for it: this job, as of `now`, finds each class still to come on a day closed for
// its family's country (the enrollment's number says which) and the school cancels it as it does
// a class no mentor can cover (cover.ts): the `cancelled` mark (reason `closed`) that the make-up
// credit follows (credits/trigger.ts), a moved class's hour given back, and the family told once,
// in its language, naming the day (school-change-notice.ts). One transaction per class reads it
// again, so a job run twice, or beside another, cancels and tells once.
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { closedDayOn, type ClosedDaySettings } from '../../../src/domain/closed-days';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { localized } from '../../../src/content/localized';
import { languageOr } from '../../../src/i18n/languages';
import { bookingSettings } from '../platform/content';
import { cancelBySchool } from './cover';
import { readSchoolChangeNotice } from './school-change-notice';
import { classesOf, classRef, countryOfEnrollment, hourKeyOf, mentorTimesRef } from './store';
import { enrollmentsOf } from '../platform/stored';

/** The Nairobi dates from `today` on that are closed for some country. */
function closedDatesFrom(settings: ClosedDaySettings, today: string): string[] {
  const all = [...settings.closedDates, ...(settings.closedDays ?? []).map((d) => d.date)];
  return [...new Set(all)].filter((d) => d >= today).sort();
}

type Outcome = 'cancelled' | 'open' | 'unchanged';

async function cancelIfClosed(db: Firestore, classId: string, settings: ClosedDaySettings, now: Date): Promise<Outcome> {
  const ref = classRef(db, classId);
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const snap = await tx.get(ref);
    const cls = snap.data();
    if (!cls || cls.status !== 'scheduled' || cls.start.toMillis() <= now.getTime()) return 'unchanged';
    const e = (await tx.get(enrollmentsOf(db).doc(cls.enrollmentId))).data();
    const day = closedDayOn(settings, nairobiDate(cls.start.toDate()), countryOfEnrollment(e));
    if (!day) return 'open';
    const tell = await readSchoolChangeNotice(tx, db, snap);
    // A class moved (or covered) into its hour gives that hour back, as cover.ts does.
    if (cls.moved === true) {
      tx.update(mentorTimesRef(db, cls.mentorId), new FieldPath('movedIn', hourKeyOf(cls.start.toDate())), FieldValue.delete());
    }
    cancelBySchool(tx, ref, 'closed', now);
    tell(undefined, now, { day: localized(day, 'name', languageOr(e?.language)) });
    return 'cancelled';
  });
}

/** Cancels the classes written on closed days still to come; returns how many it cancelled. */
export async function cancelClassesOnClosedDays(
  db: Firestore,
  now: Date,
  settings: ClosedDaySettings = bookingSettings,
): Promise<number> {
  let cancelled = 0;
  for (const date of closedDatesFrom(settings, nairobiDate(now))) {
    const day = await classesOf(db)
      .where('start', '>=', Timestamp.fromDate(occurrenceOf(date, 0).start))
      .where('start', '<', Timestamp.fromDate(occurrenceOf(addDays(date, 1), 0).start))
      .get();
    for (const doc of day.docs) {
      if (doc.data().status !== 'scheduled') continue;
      try {
        if ((await cancelIfClosed(db, doc.id, settings, now)) === 'cancelled') cancelled += 1;
      } catch (error) {
        logger.error('closed-day cancellation failed', { classId: doc.id, error: (error as Error).message });
      }
    }
  }
  return cancelled;
}
