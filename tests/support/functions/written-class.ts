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
  await adminDb()
    .doc(`classes/${classId}`)
    .set({
      enrollmentId: child.id,
      familyUid: child.uid,
      childFirstName: 'Wanjiku',
      course: c.course,
      mentorId: c.mentorId,
      start: admin.Timestamp.fromDate(o.start),
      minutes: minutesOf(c.planId),
      status: 'scheduled',
      createdAt: admin.Timestamp.now(),
    });
  return { enrollmentId: child.id, classId };
}
