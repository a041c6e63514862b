// POST /api/classes: a signed-in parent lists the free weekly times of a child's enrollment
// and chooses them (choose.ts); a mentor marks a class (mark.ts) or can't make it (cover.ts). Every change goes
// through here; browsers write nothing to Firestore.
import type { ClassDates } from '../../../src/i18n/en/class-dates';
import { catalogueIn } from '../../../src/i18n/catalogues';
import type { ClassMessages } from '../../../src/i18n/en/classes';
import { readClassesRequest } from '../../../src/domain/classes/request';
import { firestore } from '../platform/admin';
import { siteHandler } from '../platform/opening';
import { familyCallerOf } from '../owners/owner';
import { leftFamily } from '../owners/left';
import { chooseTimes, listFreeTimes, type ChooseOutcome } from './choose';
import { markClass } from './mark';
import { coverClass } from './cover';
import { mentors, siteSettings, waitlistSettings } from '../platform/content';
import { firstName } from './store';
import { manageLinkKey } from '../bookings/token';
import { answerFamily } from './family-actions';
import { answerHourList } from './hour-wait-answers';

const mentorFirstName = (id: string) => firstName(mentors.find((t) => t.id === id)?.name ?? '');

function answer(outcome: ChooseOutcome, m: ClassMessages, dates: ClassDates) {
  switch (outcome.kind) {
    case 'refused':
      return {
        http: outcome.http,
        body: { status: 'refused', message: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) },
      };
    case 'free':
      return {
        http: 200,
        body: {
          status: 'ok',
          needed: outcome.needed,
          minutes: outcome.minutes,
          course: outcome.course,
          times: outcome.times,
          chosen: outcome.chosen,
          full: outcome.full,
          // How long a freed full hour is held for a family waiting (settings.yaml `waitlist`).
          holdHours: waitlistSettings.holdHours,
        },
      };
    case 'taken':
    case 'late':
      return { http: 409, body: { status: 'taken', message: m.taken, times: outcome.times } };
    case 'chosen': {
      // A date the mentor is on leave gets no class, and the family reads which.
      const gaps = [...new Set(outcome.noClass.map((n) => n.date))].map((d) => dates.calendarDate(d));
      const message = gaps.length ? m.chosenNoClass(gaps.join(', ')) : m.chosen;
      const noClass = outcome.noClass.map(({ date, time }) => ({ date, time }));
      return { http: 200, body: { status: 'ok', message, chosen: outcome.chosen, classes: outcome.classes, noClass } };
    }
  }
}

// In the page's language; the mentor's console sends none, so it reads English. A mentor
// marks; a move link moves its class and a waiting-list link acts on its entry; every other action is the signed-in parent's.
export const classes = siteHandler(
  {
    name: 'classes',
    options: { secrets: [manageLinkKey] },
    parse: (body, language, words) => readClassesRequest(body, catalogueIn(language).classes, words),
    limit: 'managePerAddress',
    caller: (request) =>
      request.action === 'mark' || request.action === 'mentorCantMake'
        ? 'mentor'
        : (request.action === 'move' || request.action === 'hourList') && 'token' in request
          ? 'anyone'
          : 'parent',
    callerWords: (language) => {
      const m = catalogueIn(language).classes;
      return { signIn: m.signIn, notMentor: m.notMentor(siteSettings.brandName) };
    },
    failed: (language) => ({ status: 'failed', message: catalogueIn(language).classes.failed }),
  },
  async ({ res, request, language, token, mentorId }) => {
    const m = catalogueIn(language).classes;
    const db = firestore();
    const now = new Date();
    if (request.action === 'mark') {
      const marked = await markClass(db, mentorId!, request, now);
      if (marked.kind === 'refused') res.status(marked.http).json({ status: 'refused', message: marked.message });
      else res.status(200).json({ status: 'ok', message: m.marked });
      return;
    }
    if (request.action === 'mentorCantMake') {
      const outcome = await coverClass(db, request.classId, mentorId!, 'mentor', now);
      if (outcome.kind === 'unchanged') res.status(409).json({ status: 'refused', message: m.mentorUnchanged });
      else
        res.status(200).json({
          status: 'ok',
          outcome: outcome.kind,
          message: outcome.kind === 'covered' ? m.mentorCovered(mentorFirstName(outcome.mentorId)) : m.mentorCancelled,
        });
      return;
    }
    // Moving a class (signed in or by its move link), "Can't make it" and the family's calendar link: family-actions.ts.
    if (request.action === 'move' || request.action === 'cantMake' || request.action === 'calendar') {
      const { http, body } = await answerFamily(token, db, request, now, m, language);
      res.status(http).json(body);
      return;
    }
    // A full weekly hour's waiting list: joining from the picker, and its link's page: hour-wait-answers.ts.
    if (request.action === 'waitHour' || request.action === 'hourList') {
      const { http, body } = await answerHourList(token, db, request, now, language);
      res.status(http).json(body);
      return;
    }
    const caller = await familyCallerOf(db, token!);
    if (!caller) {
      const { http, body } = leftFamily(language);
      res.status(http).json(body);
      return;
    }
    const outcome =
      request.action === 'free'
        ? await listFreeTimes(db, caller, request.enrollmentId, request.course, now, m)
        : await chooseTimes(db, caller, request, now, m);
    const { http, body } = answer(outcome, m, catalogueIn(language).classDates);
    res.status(http).json(body);
  },
);
