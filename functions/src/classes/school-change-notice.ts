// Telling the family that the school changed a weekly class (another mentor covers it, or it
// is cancelled with a make-up credit): the mail and the WhatsApp message (SMS when WhatsApp
// refuses it, as every message) in the family's language, queued in the transaction that
// changes the class. The id names the class and its start, so one class is told once
// whatever the retries or a second "Can't make it".
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { changedClassTime, schoolChangeMail, type SchoolChange } from '../../../src/messages/mail/class-cover';
import { familyZone } from '../../../src/domain/classes/reminders';
import type { StoredClass } from '../../../src/domain/stored/classes';
import { languageOr, localePath } from '../../../src/i18n/languages';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { messageDocument, messageRef, queueMessage, type Content } from '../notices/messages';

export const schoolChangeId = (classId: string, cls: StoredClass) => `class-${classId}-school-${cls.start.toMillis()}`;

/** Reads what telling the family needs; returns the writes (nothing once told). */
export async function readSchoolChangeNotice(
  tx: Transaction,
  db: Firestore,
  classSnap: DocumentSnapshot<StoredClass>,
): Promise<(cover: SchoolChange['cover'], now: Date) => void> {
  const cls = classSnap.data()!;
  const id = schoolChangeId(classSnap.id, cls);
  const enrollment = await tx.get(db.collection('enrollments').doc(cls.enrollmentId));
  const e = enrollment.data();
  const family = typeof e?.familyUid === 'string' ? await tx.get(db.collection('families').doc(e.familyUid)) : null;
  const [mailed, messaged] = await tx.getAll(db.collection('mail').doc(id), messageRef(db, id));
  return (cover, now) => {
    if (!e || mailed!.exists || messaged!.exists) return;
    const language = languageOr(e.language);
    const school = brand();
    const change: SchoolChange = {
      studentName: String(e.studentName ?? cls.childFirstName ?? ''),
      start: cls.start.toDate(),
      tz: familyZone(e.whatsapp),
      ...(cover ? { cover } : {}),
    };
    if (family?.get('notify.mail') !== false && typeof e.email === 'string') {
      queueMail(tx, id, { ...schoolChangeMail(language, school, change), to: e.email }, db);
    }
    if (typeof e.whatsapp === 'string') {
      const class_time = changedClassTime(language, change).local;
      const content: Content = cover
        ? {
            kind: 'template' as const,
            template: 'weekly_class_covered' as const,
            parameters: { student_name: change.studentName, class_time, mentor_name: cover.mentorName },
          }
        : {
            kind: 'template' as const,
            template: 'weekly_class_cancelled' as const,
            parameters: {
              student_name: change.studentName,
              class_time,
              dashboard_link: `${school.siteUrl}${localePath('/dashboard', language)}`,
            },
          };
      const options = {
        classId: classSnap.id,
        language: e.language,
        ...(typeof e.familyUid === 'string' ? { familyUid: e.familyUid } : {}),
      };
      queueMessage(tx, db, id, messageDocument(e.whatsapp, content, options, now));
    }
  };
}
