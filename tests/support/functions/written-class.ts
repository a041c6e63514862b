// A family's weekly class written straight into classes/, as choose.ts stores one: for tests of
// what happens to a class already written (a closed day, a school cancellation, its make-up).
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { addDays } from '../../../src/domain/slots';
import { admin, adminDb } from './booking-helpers';
import { enrolledChild, minutesOf } from './class-helpers';

/** A child enrolled in `planId` whose family's number is `whatsapp`, with a class on `date` at `minuteOfDay` (Nairobi). */
export async function writtenClass(c: {
  planId: string;
  course: string;
  mentorId: string;
  whatsapp: string;
  date: string;
  minuteOfDay: number;
}): Promise<{ enrollmentId: string; classId: string }> {
  const child = await enrolledChild(c.planId, c.course, addDays(c.date, 30));
  await adminDb().doc(`enrollments/${child.id}`).update({ whatsapp: c.whatsapp, language: 'en' });
  const o = occurrenceOf(c.date, c.minuteOfDay);
  const classId = `${child.id}_${o.id}`;
  await writeClass(classId, child, { course: c.course, mentorId: c.mentorId, start: o.start, minutes: minutesOf(c.planId) });
  return { enrollmentId: child.id, classId };
}

/** Writes classes/{id}: a scheduled class of the enrolled `child`, with any other fields in `extra`. */
export async function writeClass(
  id: string,
  child: { id: string; uid: string },
  c: { course: string; mentorId: string; start: Date; minutes: number },
  extra: Record<string, unknown> = {},
): Promise<void> {
  await adminDb()
    .doc(`classes/${id}`)
    .set({
      enrollmentId: child.id,
      familyUid: child.uid,
      childFirstName: 'Wanjiku',
      course: c.course,
      mentorId: c.mentorId,
      start: admin.Timestamp.fromDate(c.start),
      minutes: c.minutes,
      status: 'scheduled',
      createdAt: admin.Timestamp.now(),
      ...extra,
    });
}
