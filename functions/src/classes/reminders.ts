// The weekly-class reminder job: every class due a reminder 24 hours or 1 hour before
// (src/domain/classes/reminders.ts decides which) gets it once: the mail, the WhatsApp
// message (SMS when WhatsApp refuses it, as every message) and the class's `reminders` mark
// are written in one transaction that first reads the class again. The family's switches
// on the dashboard govern both: mail here, WhatsApp when the message is sent. Each second
// guardian gets their own copy, in their language, by their channels (guardians/recipients.ts).
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { StoredClass } from '../../../src/domain/stored/classes';
import * as logger from 'firebase-functions/logger';
import {
  dueClassReminder,
  familyZone,
  weeklyClassTime,
  type WeeklyClass,
  weeklyReminderMail,
} from '../../../src/domain/classes/reminders';
import { ruleText } from '../../../src/domain/classes/rule-text';
import { localized } from '../../../src/content/localized';
import { languageOr, type Language } from '../../../src/i18n/languages';
import { REMINDER_LEAD, type Reminder } from '../../../src/domain/mail/reminders';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { messageDocument, messageRef, queueMessage } from '../notices/messages';
import { mentors, plans } from '../platform/content';
import { classesOf, firstName } from './store';
import { guardianCopyId, guardianRecipients } from '../guardians/recipients';

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

/** Who a reminder is told to: the family's first parent (from the enrollment) or a second guardian. */
interface Recipient {
  language: Language;
  email: string | null;
  mail: boolean;
  whatsapp: string | null;
  /** Whose dashboard switch the WhatsApp sender honours. */
  owner: { familyUid?: string; guardianUid?: string };
}

async function remind(db: Firestore, doc: QueryDocumentSnapshot<StoredClass>, now: Date): Promise<Result> {
  return db.runTransaction(async (tx): Promise<Result> => {
    const cls = (await tx.get(doc.ref)).data();
    const which = cls ? dueClassReminder(stateOf(cls), now.getTime()) : null;
    if (!cls || !which) return 'not-due';
    const e = (await tx.get(db.collection('enrollments').doc(cls.enrollmentId))).data();
    const mentor = mentors.find((m) => m.id === cls.mentorId);
    if (!e || !mentor) return 'not-due';
    const family = typeof e.familyUid === 'string' ? await tx.get(db.collection('families').doc(e.familyUid)) : null;
    const guardians = await guardianRecipients(tx, db, e.familyUid);
    const start = stateOf(cls).start;
    const id = classReminderId(doc.id, which, start);
    const copies = guardians.map((g) => guardianCopyId(id, g.uid));
    const queued = await tx.getAll(...[id, ...copies].flatMap((x) => [db.collection('mail').doc(x), messageRef(db, x)]));
    tx.update(doc.ref, { [`reminders.${which}`]: Timestamp.fromDate(now) });
    if (queued.some((q) => q.exists)) return 'already-sent';
    const plan = plans.find((p) => p.id === e.plan);
    const base = {
      studentName: String(e.studentName ?? ''),
      mentorName: firstName(mentor.name),
      start: new Date(start),
      joinLink: cls.joinLink ?? mentor.meetingLink,
    };
    // The class as told in `language`: the plan's card in it, the time in the zone of `number`.
    const classIn = (language: Language, number: unknown): WeeklyClass => ({
      ...base,
      tz: familyZone(number),
      reschedulingLine: plan ? ruleText(plan, localized(plan, 'features', language), language) : null,
    });
    const tell = (to: Recipient, copyId: string) => {
      const c = classIn(to.language, to.whatsapp ?? e.whatsapp);
      if (to.mail && to.email) queueMail(tx, copyId, { ...weeklyReminderMail(to.language, brand(), c, which), to: to.email }, db);
      if (!to.whatsapp) return;
      const parameters = {
        student_name: c.studentName,
        mentor_name: c.mentorName,
        class_time: weeklyClassTime(to.language, c).local,
        join_link: c.joinLink,
      };
      // The quick replies ("I'll be there", "Can't make it") name this class (classes/quick-reply.ts).
      const options = { classId: doc.id, language: to.language, ...to.owner };
      queueMessage(
        tx,
        db,
        copyId,
        messageDocument(to.whatsapp, { kind: 'template', template: TEMPLATE[which], parameters }, options, now),
      );
    };
    tell(
      {
        language: languageOr(e.language),
        email: typeof e.email === 'string' ? e.email : null,
        mail: family?.get('notify.mail') !== false,
        whatsapp: typeof e.whatsapp === 'string' ? e.whatsapp : null,
        owner: typeof e.familyUid === 'string' ? { familyUid: e.familyUid } : {},
      },
      id,
    );
    // Each second guardian once, in their own language and by their own channels.
    for (const g of guardians) {
      tell(
        { language: g.language, email: g.email, mail: g.notify.mail, whatsapp: g.whatsapp, owner: { guardianUid: g.uid } },
        guardianCopyId(id, g.uid),
      );
    }
    return 'queued';
  });
}

/** Sends the weekly-class reminders due at `now`; returns how many were queued. */
export async function sendClassReminders(db: Firestore, now: Date): Promise<number> {
  // Classes starting within the next day (and a quarter of an hour more, for a late run).
  const until = now.getTime() + REMINDER_LEAD.day + 15 * 60_000;
  const candidates = await classesOf(db)
    .where('start', '>', Timestamp.fromDate(now))
    .where('start', '<=', Timestamp.fromMillis(until))
    .get();
  let queued = 0;
  for (const doc of candidates.docs) {
    try {
      if (!dueClassReminder(stateOf(doc.data()), now.getTime())) continue;
      if ((await remind(db, doc, now)) === 'queued') queued += 1;
    } catch (error) {
      logger.error('class reminder failed', { classId: doc.id, error: (error as Error).message });
    }
  }
  return queued;
}
