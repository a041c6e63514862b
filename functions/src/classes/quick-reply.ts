// A family's tap on a weekly class reminder's quick reply (whatsapp/inbound.ts hands it over
// inside its transaction): "I'll be there" records a confirmation on the class; "Can't make
// it" answers with a fresh move link (links.ts) while the plan's rule still lets the class
// move, else says why in the plan's words (in the family's language), and tells the mentor
// (cant-make.ts). A tap counts only from the enrollment's number.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { languageOr } from '../../../src/i18n/languages';
import { moveCutoff, rescheduling, reschedulingLine } from '../../../src/domain/classes/plan-rules';
import { localized } from '../../../src/content/localized';
import { brand } from '../notices/brand';
import { plans } from '../platform/content';
import { readCantMake } from './cant-make';
import { moveUrl, newMoveLink } from './links';
import { classRef } from './store';
import { enrollmentsOf } from '../platform/stored';

export type ClassTap = { kind: 'attend' | 'cantMake'; classId: string };

/** What a tap does, once its documents are read: the writes (and the reply to send), and the outcome. */
export type TapAction = (reply: (text: string) => void) => 'confirmed' | 'link-sent' | 'ignored';

/** Reads what a tap needs (reads first, as a transaction asks); returns what it does. */
export async function readClassTap(tx: Transaction, db: Firestore, tap: ClassTap, from: string, now: Date): Promise<TapAction> {
  const cls = await tx.get(classRef(db, tap.classId));
  const c = cls.data();
  const e = c ? (await tx.get(enrollmentsOf(db).doc(c.enrollmentId))).data() : undefined;
  if (!c || !e || e.whatsapp !== from || c.status !== 'scheduled') return () => 'ignored';
  const start = c.start.toDate();
  const end = new Date(start.getTime() + Number(c.minutes) * 60_000);
  if (end.getTime() <= now.getTime()) return () => 'ignored';
  if (tap.kind === 'attend') {
    return () => {
      tx.update(cls.ref, { confirmation: { at: Timestamp.fromDate(now), via: 'whatsapp', start: Timestamp.fromDate(start) } });
      return 'confirmed';
    };
  }
  const plan = plans.find((p) => p.id === e.plan);
  // The answer goes in the family's language, as its reminders do, quoting its plan's card.
  const language = languageOr(e.language);
  const line = (plan && reschedulingLine(plan.features, localized(plan, 'features', language))) ?? '';
  const rule = plan ? rescheduling(plan) : null;
  const m = catalogueIn(language).classes;
  const tellMentor = await readCantMake(tx, db, cls);
  return (reply) => {
    tellMentor('whatsapp', now);
    if (rule && now.getTime() > moveCutoff(rule, start).getTime()) reply(m.moveTooLate(line, rule.hoursBefore));
    else reply(m.cantMakeIt(`${brand().siteUrl}${moveUrl(newMoveLink(tx, db, cls.id, end, now), language)}`));
    return 'link-sent';
  };
}
