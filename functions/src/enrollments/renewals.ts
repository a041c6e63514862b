// The renewal job (daily, and from `localJobs` under the emulator): each enrollment near or
// past its paid-until date gets its status for today (active, past due in the grace, expired
// after it) and, unless a card renews it by itself, the reminder of today's window, once per
// paid-until date: a mail with a private pay link (renewalLinks/{hash}) and its WhatsApp twin,
// to the first parent and each second guardian in their own language (guardians/recipients.ts).
// When one expires the school is told, once. One enrollment's failure is logged with its id
// and never stops the others.
import { FieldValue, type Firestore, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { reminderAt, renewalStep, type RenewalReminder } from '../../../src/domain/enrollment/renewal';
import { daysBetween } from '../../../src/domain/enrollment/paid-until';
import { renewsAutomatically, readShownSubscription } from '../../../src/domain/enrollment/subscription';
import type { EnrollmentStatus } from '../../../src/domain/enrollment/paid-until';
import { enrollmentExpiredNotice, type DuePlan, renewalReminderMail } from '../../../src/messages/mail/renewal';
import { isCurrency, isPeriod } from '../../../src/domain/pricing';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { renewalParams } from '../../../src/messages/whatsapp/enrollment-params';
import { hashToken, newToken } from '../bookings/token';
import { enrollmentSettings, plans } from '../platform/content';
import { planNameIn } from '../platform/content-words';
import { brand, staffEmail } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { queueCopies, queuedCopies } from '../guardians/copies';
import { recipientsOf, type Recipient } from '../guardians/recipients';
import { enrollUrl } from './recommend';
import { renewalLinkExpiry, renewalLinkRef } from './renewal-view';
import { freeClassTimes } from '../classes/store';
import type { StoredEnrollment } from '../../../src/domain/stored/enrollments';
import { enrollmentsOf } from '../platform/stored';

type Result = { status?: EnrollmentStatus; reminded?: string; expired?: boolean };

function duePlan(e: StoredEnrollment): DuePlan | null {
  const plan = plans.find((p) => p.id === e.plan);
  if (!plan || !isPeriod(e.period) || !isCurrency(e.currency)) return null;
  return {
    studentName: String(e.studentName ?? ''),
    planName: plan.name,
    period: e.period,
    amount: Number(e.amount),
    currency: e.currency,
    paidUntil: String(e.paidUntil),
    graceDays: enrollmentSettings.graceDays,
  };
}

interface Reminder {
  id: string;
  e: StoredEnrollment;
  plan: DuePlan;
  which: RenewalReminder;
  mailId: string;
  /** The first parent and each second guardian, with their own switches (guardians/recipients.ts). */
  recipients: Recipient[];
  /** The copies queued already (guardians/copies.ts). */
  queued: ReadonlySet<string>;
}

/** A reminder's private pay link, its mail and its WhatsApp twin, in the caller's transaction (after its reads). */
function queueReminder(tx: Transaction, db: Firestore, r: Reminder, now: Date): void {
  const token = newToken();
  tx.set(renewalLinkRef(db, hashToken(token)), {
    enrollmentId: r.id,
    paidUntil: r.plan.paidUntil,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: renewalLinkExpiry(r.plan.paidUntil, enrollmentSettings.graceDays),
  });
  const glance = { ...r.plan, plan: String(r.e.plan), renews: true };
  const link = `${brand().siteUrl}${enrollUrl(token, glance, now)}`;
  // Each reads the plan's name as plans.yaml spells it in their language; one link for all.
  const copyOf = (to: Recipient) => {
    const plan = { ...r.plan, planName: planNameIn(r.plan.planName, to.language) };
    return {
      mail: renewalReminderMail(to.language, brand(), r.which, plan, link, nairobiDate(now)),
      message: {
        kind: 'template' as const,
        template: `renewal_${r.which}` as const,
        parameters: renewalParams(plan, link, to.language),
      },
    };
  };
  queueCopies(tx, db, r.mailId, r.recipients, r.queued, copyOf, { private: true }, now);
}

export type RemindOutcome = 'sent' | 'not-found' | 'not-due' | 'too-soon';

/**
 * Staff's "send a reminder again": the reminder of the enrollment's moment (a week's words
 * before its last day, the day's the day before, the due words after), with a fresh link,
 * at most once an hour per enrollment. Not for a card that renews by itself or a cancelled plan.
 */
export async function remindAgain(db: Firestore, enrollmentId: string, now: Date): Promise<RemindOutcome> {
  const ref = enrollmentsOf(db).doc(enrollmentId);
  const hour = now.toISOString().slice(0, 13).replace(/\D/g, '');
  const mailId = `enrollment-${enrollmentId}-renewal-again-${hour}`;
  return db.runTransaction(async (tx): Promise<RemindOutcome> => {
    const e = (await tx.get(ref)).data();
    const plan = e ? duePlan(e) : null;
    if (!e || !plan) return 'not-found';
    if (e.status === 'cancelled' || renewsAutomatically(readShownSubscription(e.subscription))) return 'not-due';
    const recipients = await recipientsOf(tx, db, e);
    const queued = await queuedCopies(tx, db, mailId, recipients);
    if (queued.size > 0) return 'too-soon';
    const before = daysBetween(nairobiDate(now), plan.paidUntil);
    const which: RenewalReminder = reminderAt(before);
    // With a guardian's email off it goes by WhatsApp alone; with no WhatsApp number either, by
    // mail all the same, since staff chose to write.
    const told = recipients.map((to) => ({ ...to, mail: to.mail || !to.whatsapp }));
    queueReminder(tx, db, { id: enrollmentId, e, plan, which, mailId, recipients: told, queued }, now);
    return 'sent';
  });
}

/** One enrollment, in one transaction that reads it again first. */
async function renewOne(db: Firestore, doc: QueryDocumentSnapshot<StoredEnrollment>, today: string, now: Date): Promise<Result> {
  return db.runTransaction(async (tx): Promise<Result> => {
    const snap = await tx.get(doc.ref);
    const e = snap.data();
    if (!e?.paidUntil || !e.status) return {};
    const { paidUntil, status, renewalReminders } = e;
    const autoRenew = renewsAutomatically(readShownSubscription(e.subscription));
    const step = renewalStep({ paidUntil, status, autoRenew }, today, enrollmentSettings);
    const plan = duePlan(e);
    // Marked on the enrollment per paid-until date, so a family with mail and WhatsApp off is not asked again daily.
    const marked = step.reminder && renewalReminders?.[step.reminder] === paidUntil;
    const reminderId = step.reminder && plan && !marked ? `enrollment-${doc.id}-renewal-${step.reminder}-${paidUntil}` : null;
    const expiredId = step.status === 'expired' && status !== 'expired' ? `enrollment-${doc.id}-expired-${paidUntil}` : null;
    // Each guardian's email switch on the dashboard; WhatsApp's is honoured when the message is sent.
    const recipients = reminderId ? await recipientsOf(tx, db, e) : [];
    const queued = reminderId ? await queuedCopies(tx, db, reminderId, recipients) : new Set<string>();

    const result: Result = {};
    const fields: Record<string, unknown> = {};
    if (step.status !== status) fields.status = result.status = step.status;
    if (reminderId && step.reminder) fields[`renewalReminders.${step.reminder}`] = paidUntil;
    if (Object.keys(fields).length) tx.update(doc.ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    if (reminderId && plan && step.reminder && queued.size === 0) {
      queueReminder(tx, db, { id: doc.id, e, plan, which: step.reminder, mailId: reminderId, recipients, queued }, now);
      result.reminded = step.reminder;
    }
    if (expiredId && plan) {
      const notice = enrollmentExpiredNotice(brand(), { ...plan, email: String(e.email), enrollmentId: doc.id });
      queueMail(tx, expiredId, { ...notice, to: staffEmail(), replyTo: String(e.email) }, db);
      result.expired = true;
    }
    return result;
  });
}

/** Runs the renewal job for `now`; returns what it did, by count. */
export async function runRenewals(db: Firestore, now: Date) {
  const today = nairobiDate(now);
  // Due within the first reminder's window, or past due and not yet expired (a day more for a late run).
  const candidates = await enrollmentsOf(db)
    .where('status', 'in', ['active', 'past_due'])
    .where('paidUntil', '<=', addDays(today, enrollmentSettings.firstReminderDays))
    .get();
  const done = { checked: candidates.size, reminded: 0, expired: 0, failed: 0 };
  for (const doc of candidates.docs) {
    try {
      const result = await renewOne(db, doc, today, now);
      // An expired plan holds no mentor's hour: its weekly times and coming classes go at once.
      if (result.status === 'expired') await freeClassTimes(db, doc.id, now);
      if (result.reminded) done.reminded += 1;
      if (result.expired) done.expired += 1;
    } catch (error) {
      done.failed += 1;
      logger.error('renewal failed', { enrollmentId: doc.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return done;
}
