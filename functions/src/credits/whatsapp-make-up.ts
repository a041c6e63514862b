// "Book a make-up" on WhatsApp. The message telling a family the school cancelled a weekly class
// carries the quick reply (its payload names the class, and so its credit: `class-<class id>`);
// whatsapp/inbound.ts hands the tap, or the row the family then picks, here from the
// enrollment's own number. A tap is answered with a list of the free hours of the course's
// mentors within the credit's validity (WhatsApp's list message; the dashboard's picker linked
// beside it); a picked row books that hour through the same redemption as /dashboard
// (redeem.ts): one transaction marks the credit used and writes the class, so a row picked
// twice, or from two phones, books once and is answered with the class it booked. The answer
// is in the enrollment's language and the family's zone.
import type { Firestore } from 'firebase-admin/firestore';
import { familyZone } from '../../../src/domain/classes/reminders';
import { creditIdOf } from '../../../src/domain/stored/credits';
import { fitRow, LIST_LIMITS, makeUpRowId, readMakeUpChoice, readMakeUpTap } from '../../../src/messages/whatsapp/make-up-reply';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { languageOr, localePath } from '../../../src/i18n/languages';
import { brand } from '../notices/brand';
import type { Content } from '../notices/messages';
import { mentors } from '../platform/content';
import { classRef, firstName } from '../classes/store';
import { redeemCredit, type OfferedHour } from './redeem';
import { creditRef } from './store';
import { enrollmentsOf } from '../platform/stored';

/** What the family asked: the hours of a class's credit, or to book one of them. */
export type MakeUpAsk = { classId: string; start?: Date };

/** Reads a "Book a make-up" tap (its payload) or a picked row (its id); null for any other message. */
export function readMakeUpAsk(payload: unknown, rowId: unknown): MakeUpAsk | null {
  return readMakeUpTap(payload) ?? readMakeUpChoice(rowId);
}

export type MakeUpAnswer = { outcome: 'offered' | 'booked' | 'refused'; content: Content };

/** The answer to `ask` from the number `from` (booking when it names an hour); null when the class is not that number's. */
export async function answerMakeUp(db: Firestore, ask: MakeUpAsk, from: string, now: Date): Promise<MakeUpAnswer | null> {
  const creditId = creditIdOf(ask.classId);
  const credit = (await creditRef(db, creditId).get()).data();
  const cls = (await classRef(db, ask.classId).get()).data();
  const e = cls ? (await enrollmentsOf(db).doc(cls.enrollmentId).get()).data() : undefined;
  if (!cls || !e || e.whatsapp !== from) return null;
  const language = languageOr(e.language);
  const w = catalogueIn(language).whatsapp.makeUp;
  const when = (start: Date) => catalogueIn(language).formats.classTimeAt(start, familyZone(from)).local;
  const dashboard = `${brand().siteUrl}${localePath('/dashboard', language)}`;
  const text = (body: string): MakeUpAnswer => ({ outcome: 'refused', content: { kind: 'text', text: body } });
  const student = credit?.childFirstName ?? cls.childFirstName ?? '';
  // The credit follows the cancellation (credits/trigger.ts): a tap may come first.
  if (!credit) return cls.status === 'cancelled' ? text(w.notReady) : null;

  const list = (body: string, times: readonly OfferedHour[]): MakeUpAnswer => {
    const rows = times.slice(0, LIST_LIMITS.rows).map((t) => ({
      id: makeUpRowId(ask.classId, new Date(t.start)),
      title: fitRow(w.row(t.mentor), LIST_LIMITS.title),
      description: fitRow(when(new Date(t.start)), LIST_LIMITS.description),
    }));
    return { outcome: 'offered', content: { kind: 'list', text: body, list: { button: w.hours, rows } } };
  };

  const outcome = await redeemCredit(db, { creditId, whatsapp: from }, ask.start, now);
  switch (outcome.kind) {
    case 'not-found':
      return null;
    case 'hours':
      return list(w.choose(student, dashboard), outcome.times);
    case 'taken':
      return outcome.times.length ? list(w.taken(student, dashboard), outcome.times) : text(w.noHours(dashboard));
    case 'no-hours':
      return text(w.noHours(dashboard));
    case 'booked': {
      const booked = w.booked(student, when(new Date(outcome.start)), outcome.mentor);
      return { outcome: 'booked', content: { kind: 'text', text: booked } };
    }
    case 'not-usable': {
      // Already booked (a row picked again, or from another phone): the class it booked is the answer.
      const after = (await creditRef(db, creditId).get()).data();
      const booked =
        after?.status === 'used' && after.usedClassId ? (await classRef(db, after.usedClassId).get()).data() : undefined;
      if (booked) {
        const mentor = firstName(mentors.find((m) => m.id === booked.mentorId)?.name ?? '');
        return text(w.booked(student, when(booked.start.toDate()), mentor));
      }
      return text(w.notUsable(dashboard));
    }
  }
}
