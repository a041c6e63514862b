// Moving one class (POST /api/classes, action `move`), by a signed-in parent of the child or
// by the move link a "Can't make it" reply sends (links.ts). Without `start` it lists the
// hours the plan's rule (plans.yaml, read by plan-rules.ts) lets the class move to; with one
// it moves the class in one transaction over the course's mentorTimes documents, so of
// parents racing into one hour exactly one stores it, and the old hour is free the moment
// the move is stored (its date is marked vacated, or its moved-in mark is removed).
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { StoredClass } from '../../../src/domain/stored/classes';
import { words as classMessages, type ClassMessages } from '../../../src/i18n/en/classes';
import { moveMonth, moveTargets, type MoveTarget } from '../../../src/domain/classes/move-times';
import { occurrenceOf, weeklyTimeAt } from '../../../src/domain/classes/occurrences';
import { moveCutoff, rescheduling, reschedulingLine, type Rescheduling } from '../../../src/domain/classes/plan-rules';
import { ruleText } from '../../../src/messages/rule-text';
import { familyZone } from '../../../src/domain/classes/reminders';
import { nairobiDate } from '../../../src/domain/slots';
import { isClosedOn } from '../../../src/domain/closed-days';
import { DEFAULT_LANGUAGE, type Language } from '../../../src/i18n/languages';
import { localized } from '../../../src/content/localized';
import { bookingSettings, mentors, plans } from '../platform/content';
import { isCallersRecord, type Caller } from '../owners/owner';
import { leaveOf } from './leave';
import { classLinkOwner } from './links';
import { classRef, countryOfEnrollment, datedHours, firstName, heldTimes, hourKeyOf, joinLinkOf, mentorTimesRef } from './store';
import { enrollmentsOf } from '../platform/stored';
import type { StoredEnrollment } from '../../../src/domain/stored/enrollments';

export type MoveBy = { classId: string; caller: Caller } | { token: string };

export interface OfferedMove {
  start: string;
  mentor: string;
}

export type MoveOutcome =
  | { kind: 'refused'; http: 404 | 409; message: string }
  | { kind: 'targets'; start: string; minutes: number; mentor: string; tz: string; rule: string; times: OfferedMove[] }
  | { kind: 'taken'; times: OfferedMove[] }
  | { kind: 'moved'; start: string; mentor: string };

const RACE_OPTIONS = { maxAttempts: 30 };
const notFound = (m: ClassMessages) => ({ kind: 'refused', http: 404, message: m.classNotFound }) as const;

const mentorName = (id: string) => firstName(mentors.find((t) => t.id === id)?.name ?? '');
const offered = (targets: readonly MoveTarget[]): OfferedMove[] =>
  targets.map((t) => ({ start: t.start.toISOString(), mentor: mentorName(t.mentorId) }));

/** The class a request names, when the caller may move it. */
async function classOf(db: Firestore, by: MoveBy, now: Date): Promise<string | null> {
  if ('token' in by) return classLinkOwner(db, by.token, now);
  const snap = await classRef(db, by.classId).get();
  const cls = snap.data();
  if (!cls) return null;
  const e = (await enrollmentsOf(db).doc(cls.enrollmentId).get()).data();
  return isCallersRecord(by.caller, e) ? snap.id : null;
}

interface Plan {
  rule: Rescheduling;
  /** The rule's feature line, and the rule in full as the plan card states it. */
  line: string;
  text: string;
}

type Refused = Extract<MoveOutcome, { kind: 'refused' }>;

function planOf(
  e: StoredEnrollment | undefined,
  cls: StoredClass | undefined,
  now: Date,
  m: ClassMessages,
  language: Language,
): Plan | Refused {
  if (!e || cls?.status !== 'scheduled') return notFound(m);
  const plan = plans.find((p) => p.id === e.plan);
  const rule = plan ? rescheduling(plan) : null;
  // Quoted as the plan's card in the request's language shows it.
  const shown = plan ? localized(plan, 'features', language) : undefined;
  const line = plan ? reschedulingLine(plan.features, shown) : null;
  const text = plan ? ruleText(plan, shown, language) : null;
  if (!rule || !line || !text) return { kind: 'refused', http: 409, message: m.noMoveRule };
  if (now.getTime() > moveCutoff(rule, cls.start.toDate()).getTime()) {
    return { kind: 'refused', http: 409, message: m.moveTooLate(line, rule.hoursBefore) };
  }
  const moves = e.moves ?? {};
  if (rule.kind === 'limited' && (moves[nairobiDate(now).slice(0, 7)] ?? 0) >= rule.perMonth) {
    return { kind: 'refused', http: 409, message: m.moveLimit(line, rule.perMonth) };
  }
  return { rule, line, text };
}

function targetsFor(
  cls: StoredClass,
  e: StoredEnrollment,
  plan: Plan,
  docs: DocumentSnapshot[],
  leave: Awaited<ReturnType<typeof leaveOf>>,
  now: Date,
) {
  const moves = e.moves ?? {};
  const start = cls.start.toDate();
  return moveTargets({
    mentors,
    courseId: String(cls.course),
    minutes: Number(cls.minutes),
    rule: plan.rule,
    mentorId: cls.mentorId,
    ownKey: hourKeyOf(start),
    classStart: start,
    held: docs.flatMap((d) => heldTimes(d.id, d.data())),
    vacated: docs.flatMap((d) => datedHours(d.id, d.data(), 'vacated')),
    movedIn: docs.flatMap((d) => datedHours(d.id, d.data(), 'movedIn')),
    leave,
    closedOn: (date) => isClosedOn(bookingSettings, date, countryOfEnrollment(e)),
    paidUntil: String(e.paidUntil),
    movesIn: (month) => moves[month] ?? 0,
    now,
    today: nairobiDate(now),
  });
}

const courseRefs = (db: Firestore, course: string) =>
  mentors.filter((t) => t.courses.includes(course)).map((t) => mentorTimesRef(db, t.id));

/** Lists where a class may move (no `start`) or moves it there. */
/** Refuses in `m`'s language, and quotes the plan's rule in `language` (the request's; English by default). */
export async function moveClass(
  db: Firestore,
  by: MoveBy,
  start: Date | undefined,
  now: Date,
  m: ClassMessages = classMessages,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MoveOutcome> {
  const classId = await classOf(db, by, now);
  if (!classId) return 'token' in by ? { kind: 'refused', http: 404, message: m.moveLinkExpired } : notFound(m);
  const ref = classRef(db, classId);
  const first = (await ref.get()).data();
  const enrollmentRef = enrollmentsOf(db).doc(String(first?.enrollmentId));
  const refs = courseRefs(db, String(first?.course));
  const leave = await leaveOf(
    db,
    refs.map((r) => r.id),
  );

  if (!start) {
    const e = (await enrollmentRef.get()).data();
    const plan = planOf(e, first, now, m, language);
    if ('kind' in plan) return plan;
    const targets = targetsFor(first!, e!, plan, refs.length ? await db.getAll(...refs) : [], leave, now);
    if (targets.length === 0) return { kind: 'refused', http: 409, message: m.moveNoHours };
    return {
      kind: 'targets',
      start: first!.start.toDate().toISOString(),
      minutes: Number(first!.minutes),
      mentor: mentorName(first!.mentorId),
      tz: familyZone(e!.whatsapp),
      rule: plan.text,
      times: offered(targets),
    };
  }

  return db.runTransaction(async (tx): Promise<MoveOutcome> => {
    const [classSnap, enrollment] = await Promise.all([tx.get(ref), tx.get(enrollmentRef)]);
    const cls = classSnap.data();
    const e = enrollment.data();
    const plan = planOf(e, cls, now, m, language);
    if ('kind' in plan) return plan;
    const docs = refs.length ? await tx.getAll(...refs) : [];
    const targets = targetsFor(cls!, e!, plan, docs, leave, now);
    const target = targets.find((t) => t.start.getTime() === start.getTime());
    if (!target) return { kind: 'taken', times: offered(targets) };

    const minutes = Number(cls!.minutes);
    const oldMentor = cls!.mentorId;
    const oldKey = hourKeyOf(cls!.start.toDate());
    const newKey = occurrenceOf(target.date, weeklyTimeAt(target.start).start).id;
    const today = nairobiDate(now);
    // One merged write per mentor document: the old hour given back, the new one taken, past marks dropped.
    const writes = new Map<string, Record<string, Record<string, unknown>>>();
    const entry = (mentorId: string) => {
      if (!writes.has(mentorId)) {
        const data = docs.find((d) => d.id === mentorId)?.data() ?? {};
        const stale = (field: string) =>
          Object.fromEntries(
            Object.keys((data[field] ?? {}) as object)
              .filter((key) => key.slice(0, 10) < today)
              .map((key) => [key, FieldValue.delete()]),
          );
        writes.set(mentorId, { vacated: stale('vacated'), movedIn: stale('movedIn') });
      }
      return writes.get(mentorId)!;
    };
    if (cls!.moved === true) entry(oldMentor).movedIn![oldKey] = FieldValue.delete();
    else entry(oldMentor).vacated![oldKey] = { minutes, classId };
    entry(target.mentorId).movedIn![newKey] = { minutes, classId };
    for (const [mentorId, data] of writes) tx.set(mentorTimesRef(db, mentorId), data, { merge: true });

    tx.update(ref, {
      start: Timestamp.fromDate(target.start),
      mentorId: target.mentorId,
      joinLink: joinLinkOf(target.mentorId),
      moved: true,
      sequence: FieldValue.increment(1),
      reminders: {},
      movedAt: Timestamp.fromDate(now),
    });
    if (plan.rule.kind === 'limited') tx.update(enrollmentRef, { [`moves.${moveMonth(target)}`]: FieldValue.increment(1) });
    return { kind: 'moved', start: target.start.toISOString(), mentor: mentorName(target.mentorId) };
  }, RACE_OPTIONS);
}
