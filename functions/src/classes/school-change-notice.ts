// Telling the family that the school changed a weekly class (another mentor covers it, or it
// is cancelled with a make-up credit, for want of a mentor or for a closed day): the mail and the
// WhatsApp message (SMS when WhatsApp refuses it, as every message), to the first parent and each
// second guardian in their own language and by their own channels (guardians/recipients.ts),
// queued in the transaction that changes the class. The id names the class and its start, so
// one class is told once whatever the retries or a second "Can't make it".
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { changedClassTime, schoolChangeMail, type SchoolChange } from '../../../src/messages/mail/class-cover';
import { familyZone } from '../../../src/domain/classes/reminders';
import type { StoredClass } from '../../../src/domain/stored/classes';
import { localePath } from '../../../src/i18n/languages';
import { brand } from '../notices/brand';
import type { Content } from '../notices/messages';
import { queueCopies, queuedCopies } from '../guardians/copies';
import { recipientsOf } from '../guardians/recipients';
import { enrollmentsOf } from '../platform/stored';

export const schoolChangeId = (classId: string, cls: StoredClass) => `class-${classId}-school-${cls.start.toMillis()}`;

/** Reads what telling the family needs; returns the writes (nothing once told). */
export async function readSchoolChangeNotice(
  tx: Transaction,
  db: Firestore,
  classSnap: DocumentSnapshot<StoredClass>,
): Promise<(cover: SchoolChange['cover'], now: Date, closed?: SchoolChange['closed']) => void> {
  const cls = classSnap.data()!;
  const id = schoolChangeId(classSnap.id, cls);
  const e = (await tx.get(enrollmentsOf(db).doc(cls.enrollmentId))).data();
  const recipients = e ? await recipientsOf(tx, db, e) : [];
  const queued = await queuedCopies(tx, db, id, recipients);
  return (cover, now, closed) => {
    // Told before (any copy queued): a second run tells no one, even a guardian who joined since.
    if (!e || queued.size > 0) return;
    const school = brand();
    const studentName = e.studentName ?? cls.childFirstName ?? '';
    queueCopies(
      tx,
      db,
      id,
      recipients,
      queued,
      (to) => {
        const change: SchoolChange = {
          studentName,
          start: cls.start.toDate(),
          tz: familyZone(to.whatsapp ?? e.whatsapp),
          ...(cover ? { cover } : {}),
          ...(closed ? { closed } : {}),
        };
        const class_time = changedClassTime(to.language, change).local;
        const message: Content = cover
          ? {
              kind: 'template',
              template: 'weekly_class_covered',
              parameters: { student_name: studentName, class_time, mentor_name: cover.mentorName },
            }
          : {
              kind: 'template',
              template: closed ? 'weekly_class_closed' : 'weekly_class_cancelled',
              parameters: {
                student_name: studentName,
                class_time,
                dashboard_link: `${school.siteUrl}${localePath('/dashboard', to.language)}`,
              },
            };
        return { mail: schoolChangeMail(to.language, school, change), message };
      },
      { classId: classSnap.id },
      now,
    );
  };
}
