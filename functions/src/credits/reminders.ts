// The make-up credit expiry reminder job: an open credit 3 days (REMINDER_DAYS_BEFORE) from its
// expiry gets one mail (unless they turned mail off) and one WhatsApp message to the first parent
// and each second guardian, in their own language (guardians/recipients.ts), with the credit's
// `remindedAt` mark, in one transaction that reads the credit again. The mail and message ids name the credit, so a job run twice queues them once.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { lastDay, reminderDue, REMINDER_DAYS_BEFORE } from '../../../src/domain/credits/rule';
import { makeUpText } from '../../../src/messages/make-up-text';
import { makeUpExpiringMail } from '../../../src/messages/mail/make-up-expiring';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { localePath } from '../../../src/i18n/languages';
import { brand } from '../notices/brand';
import { queueCopies, queuedCopies } from '../guardians/copies';
import { recipientsOf } from '../guardians/recipients';
import { creditsOf, makeUpRuleOf } from './store';
import { enrollmentsOf } from '../platform/stored';

type Result = 'queued' | 'not-due';

async function remind(db: Firestore, creditId: string, now: Date): Promise<Result> {
  const ref = creditsOf(db).doc(creditId);
  return db.runTransaction(async (tx): Promise<Result> => {
    const credit = (await tx.get(ref)).data();
    const due =
      credit && reminderDue({ status: credit.status, expiresAt: credit.expiresAt.toDate(), reminded: !!credit.remindedAt }, now);
    if (!credit || !due) return 'not-due';
    const e = (await tx.get(enrollmentsOf(db).doc(credit.enrollmentId))).data() ?? {};
    const recipients = await recipientsOf(tx, db, { ...e, familyUid: credit.familyUid });
    const id = `credit-${creditId}-expiring`;
    // Reminded once (remindedAt): a copy already there is one a cut-short run left.
    const queued = await queuedCopies(tx, db, id, recipients);
    tx.update(ref, { remindedAt: Timestamp.fromDate(now) });
    const rule = makeUpRuleOf(e);
    const last = lastDay(credit.expiresAt.toDate());
    queueCopies(
      tx,
      db,
      id,
      recipients,
      queued,
      (to) => ({
        mail: makeUpExpiringMail(to.language, brand(), {
          childFirstName: credit.childFirstName,
          lastDay: last,
          rule: rule ? makeUpText(rule, to.language) : null,
        }),
        message: {
          kind: 'template',
          template: 'make_up_expiring',
          parameters: {
            student_name: credit.childFirstName,
            last_day: catalogueIn(to.language).formats.calendarDate(last),
            dashboard_link: `${brand().siteUrl}${localePath('/dashboard', to.language)}`,
          },
        },
      }),
      {},
      now,
    );
    return 'queued';
  });
}

/** Queues the expiry reminders due at `now`; returns how many. */
export async function sendCreditReminders(db: Firestore, now: Date): Promise<number> {
  const soon = await creditsOf(db)
    .where('status', '==', 'open')
    .where('expiresAt', '>', Timestamp.fromDate(now))
    .where('expiresAt', '<=', Timestamp.fromMillis(now.getTime() + REMINDER_DAYS_BEFORE * 86_400_000))
    .get();
  let queued = 0;
  for (const doc of soon.docs) {
    try {
      if ((await remind(db, doc.id, now)) === 'queued') queued += 1;
    } catch (error) {
      logger.error('make-up credit reminder failed', { creditId: doc.id, error: (error as Error).message });
    }
  }
  return queued;
}
