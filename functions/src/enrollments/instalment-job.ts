// The instalment job (daily, and from `localJobs` under the emulator), as of `now`: each
// enrollment paying in parts whose next part falls due soon gets that part's reminder of today
// (settings.yaml `enrollment.instalmentReminderDays`: mail and WhatsApp in the family's language,
// with a private link that pays that part), once per part and day offset; and when a part is
// unpaid past its grace, the child's coming classes are paused (status 'paused': kept, neither
// due nor joinable) until the part is paid (instalment-apply.ts resumes them). A family with a
// saved card (saved-card.ts) gets no such reminder: payments/instalment-charges.ts charges the card
// on the day; only a part the card was declined for is asked for by link, the mail saying so.
// One enrollment's failure is logged and never stops the others.
import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { instalmentReminder, nextUnpaid, pausedOn } from '../../../src/domain/enrollment/instalments';
import { instalmentReminderMail, type DuePart } from '../../../src/messages/mail/instalment';
import { instalmentParams } from '../../../src/messages/whatsapp/enrollment-params';
import { isCurrency } from '../../../src/domain/pricing';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { instalmentsOf } from '../../../src/domain/stored/instalments';
import { languageOr } from '../../../src/i18n/languages';
import { hashToken, newToken } from '../bookings/token';
import { enrollmentSettings, plans } from '../platform/content';
import { planNameIn } from '../platform/content-words';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { messageDocument, queueMessage } from '../notices/messages';
import { classesOf } from '../classes/store';
import { familyRef } from '../owners/family-records';
import { renewalLinkExpiry, renewalLinkRef } from './renewal-view';
import { cardAuthorizationRef } from './saved-card';
import { enrollmentsOf } from '../platform/stored';

type Result = { reminded?: boolean; paused?: number };

async function instalmentOne(db: Firestore, doc: QueryDocumentSnapshot, now: Date): Promise<Result> {
  const today = nairobiDate(now);
  const offsets = enrollmentSettings.instalmentReminderDays;
  return db.runTransaction(async (tx): Promise<Result> => {
    const e = (await tx.get(doc.ref)).data();
    const held = instalmentsOf(e);
    const part = held ? nextUnpaid(held.parts) : null;
    if (!e || !held || !part || e.status === 'cancelled' || e.status === 'expired') return {};
    const sent = (held.reminded ?? []).flatMap((key) => {
      const [n, offset] = key.split('_').map(Number);
      return n === part.n && Number.isInteger(offset) ? [offset!] : [];
    });
    // A card family's part is the card's to pay, unless the card was declined for it.
    const card = typeof e.email === 'string' ? (await tx.get(cardAuthorizationRef(db, e.email))).data() : undefined;
    const declined = held.cardDeclined?.includes(part.n) === true;
    const offset = card && !declined ? null : instalmentReminder(part, today, offsets, sent);
    const pause = held.pausedOn === undefined && pausedOn(held.parts, today, held.graceDays);
    // Reads before writes: the coming classes to pause, and the family's email switch.
    const coming = pause
      ? (await tx.get(classesOf(db).where('enrollmentId', '==', doc.id).where('start', '>', Timestamp.fromDate(now)))).docs
      : [];
    const family = typeof e.familyUid === 'string' ? await tx.get(familyRef(db, e.familyUid)) : null;
    if (offset === null && !pause) return {};

    const plan = plans.find((p) => p.id === e.plan);
    const result: Result = {};
    if (offset !== null && plan && isCurrency(held.currency)) {
      const language = languageOr(e.language);
      const due: DuePart = {
        studentName: String(e.studentName ?? ''),
        planName: planNameIn(plan.name, language),
        n: part.n,
        of: held.parts.length,
        amount: part.amount / 100,
        currency: held.currency,
        dueOn: part.dueOn,
        graceDays: held.graceDays,
        ...(declined ? { declinedCard: String(card?.last4 ?? '') } : {}),
      };
      // A private link that opens /enroll on this enrollment's next part, until the part's grace ends.
      const token = newToken();
      tx.set(renewalLinkRef(db, hashToken(token)), {
        enrollmentId: doc.id,
        paidUntil: String(e.paidUntil),
        part: part.n,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: renewalLinkExpiry(part.dueOn, held.graceDays),
      });
      const link = `${brand().siteUrl}/enroll#${token}`;
      const id = `enrollment-${doc.id}-part-${part.n}-${offset}`;
      if (family?.get('notify.mail') !== false) {
        const mail = instalmentReminderMail(language, brand(), offset, due, link);
        queueMail(tx, id, { ...mail, to: String(e.email), private: true }, db);
      }
      if (typeof e.whatsapp === 'string') {
        const content = {
          kind: 'template' as const,
          template: 'instalment_due' as const,
          parameters: instalmentParams(due, link, language),
        };
        const options = {
          private: true,
          language: e.language,
          ...(typeof e.familyUid === 'string' ? { familyUid: e.familyUid } : {}),
        };
        queueMessage(tx, db, id, messageDocument(e.whatsapp, content, options, now));
      }
      result.reminded = true;
    }
    const scheduled = coming.filter((d) => d.data().status === 'scheduled');
    for (const d of scheduled) tx.update(d.ref, { status: 'paused', pausedAt: Timestamp.fromDate(now) });
    if (pause) result.paused = scheduled.length;
    tx.update(doc.ref, {
      ...(offset !== null ? { 'instalments.reminded': FieldValue.arrayUnion(`${part.n}_${offset}`) } : {}),
      ...(pause ? { 'instalments.pausedOn': today } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return result;
  });
}

/** Runs the instalment job for `now`; returns what it did, by count. */
export async function runInstalments(db: Firestore, now: Date) {
  const today = nairobiDate(now);
  const ahead = Math.max(0, -Math.min(...enrollmentSettings.instalmentReminderDays));
  const candidates = await enrollmentsOf(db).where('instalmentDue', '<=', addDays(today, ahead)).get();
  const done = { checked: candidates.size, reminded: 0, paused: 0, failed: 0 };
  for (const doc of candidates.docs) {
    try {
      const result = await instalmentOne(db, doc, now);
      if (result.reminded) done.reminded += 1;
      if (result.paused !== undefined) done.paused += 1;
    } catch (error) {
      done.failed += 1;
      logger.error('instalment job failed', {
        enrollmentId: doc.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return done;
}
