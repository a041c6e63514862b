// The weekly-class reminder job: every class due a reminder (the hours before settings.yaml
// `booking.reminderHours` says; src/domain/classes/reminders.ts decides which) gets it once: the mail, the WhatsApp
// message (SMS when WhatsApp refuses it, as every message) and the class's `reminders` mark
// are written in one transaction that first reads the class again. The family's switches
// on the dashboard govern both: mail here, WhatsApp when the message is sent. Each second
// guardian gets their own copy, in their language, by their channels (guardians/recipients.ts).
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { StoredClass } from '../../../src/domain/stored/classes';
import * as logger from 'firebase-functions/logger';
import { dueClassReminder, familyZone } from '../../../src/domain/classes/reminders';
import { weeklyClassTime, type WeeklyClass, weeklyReminderMail } from '../../../src/messages/mail/weekly-reminder';
import { ruleText } from '../../../src/messages/rule-text';
import { localized } from '../../../src/content/localized';
import type { Language } from '../../../src/i18n/languages';
import { reminderLead, type Reminder } from '../../../src/domain/reminders';
import { brand } from '../notices/brand';
import { mailRef, queueMail } from '../notices/mail';
import { messageDocument, messageRef, queueMessage } from '../notices/messages';
import { mentors, plans, trialRules } from '../platform/content';
import { classesOf, firstName } from './store';
import { recipientsOf } from '../guardians/recipients';
import { enrollmentsOf } from '../platform/stored';

const TEMPLATE = { day: 'weekly_class_24h', hour: 'weekly_class_1h' } as const;

const stateOf = (c: StoredClass) => ({
  status: c.status,
  start: c.start.toMillis(),
  createdAt: c.createdAt?.toMillis() ?? 0,
  reminders: c.reminders ?? {},
});

/** The reminder's id: the class's start is part of it, so a moved class gets its own reminders. */
export const classReminderId = (classId: string, which: Reminder, start: number) => `class-${classId}-reminder-${which}-${start}`;

type Result = 'queued' | 'already-sent' | 'not-due';

async function remind(db: Firestore, doc: QueryDocumentSnapshot<StoredClass>, now: Date): Promise<Result> {
  return db.runTransaction(async (tx): Promise<Result> => {
    const cls = (await tx.get(doc.ref)).data();
    const which = cls ? dueClassReminder(stateOf(cls), now.getTime(), trialRules.reminderHours) : null;
    if (!cls || !which) return 'not-due';
    const e = (await tx.get(enrollmentsOf(db).doc(cls.enrollmentId))).data();
    const mentor = mentors.find((m) => m.id === cls.mentorId);
    if (!e || !mentor) return 'not-due';
    const recipients = await recipientsOf(tx, db, e);
    const start = stateOf(cls).start;
    const id = classReminderId(doc.id, which, start);
    const ids = recipients.map((r) => r.copyId(id));
    const queued = ids.length
      ? (
          await Promise.all([tx.getAll(...ids.map((x) => mailRef(db, x))), tx.getAll(...ids.map((x) => messageRef(db, x)))])
        ).flat()
      : [];
    tx.update(doc.ref, { [`reminders.${which}`]: Timestamp.fromDate(now) });
    if (queued.some((q) => q.exists)) return 'already-sent';
    const plan = plans.find((p) => p.id === e.plan);
    // The class as told in `language`: the plan's card in it, the time in the zone of `number`.
    const classIn = (language: Language, number: unknown): WeeklyClass => ({
      studentName: e.studentName ?? '',
      mentorName: firstName(mentor.name),
      start: new Date(start),
      tz: familyZone(number),
      joinLink: cls.joinLink ?? mentor.meetingLink,
      reschedulingLine: plan ? ruleText(plan, localized(plan, 'features', language), language) : null,
    });
    // The first parent, then each second guardian once, in their own language and by their own channels.
    for (const to of recipients) {
      const c = classIn(to.language, to.whatsapp ?? e.whatsapp);
      const copyId = to.copyId(id);
      if (to.mail && to.email) queueMail(tx, copyId, { ...weeklyReminderMail(to.language, brand(), c, which), to: to.email }, db);
      if (!to.whatsapp) continue;
      const parameters = {
        student_name: c.studentName,
        mentor_name: c.mentorName,
        class_time: weeklyClassTime(to.language, c).local,
        join_link: c.joinLink,
      };
      // The quick replies ("I'll be there", "Can't make it") name this class (classes/quick-reply.ts).
      const options = { classId: doc.id, language: to.language, ...to.owner };
      const content = { kind: 'template' as const, template: TEMPLATE[which], parameters };
      queueMessage(tx, db, copyId, messageDocument(to.whatsapp, content, options, now));
    }
    return 'queued';
  });
}

/** Sends the weekly-class reminders due at `now`; returns how many were queued. */
export async function sendClassReminders(db: Firestore, now: Date): Promise<number> {
  // Classes starting within the first reminder's hours (and a quarter of an hour more, for a late run).
  const until = now.getTime() + reminderLead(trialRules.reminderHours).day + 15 * 60_000;
  const candidates = await classesOf(db)
    .where('start', '>', Timestamp.fromDate(now))
    .where('start', '<=', Timestamp.fromMillis(until))
    .get();
  let queued = 0;
  for (const doc of candidates.docs) {
    try {
      if (!dueClassReminder(stateOf(doc.data()), now.getTime(), trialRules.reminderHours)) continue;
      if ((await remind(db, doc, now)) === 'queued') queued += 1;
    } catch (error) {
      logger.error('class reminder failed', { classId: doc.id, error: (error as Error).message });
    }
  }
  return queued;
}
