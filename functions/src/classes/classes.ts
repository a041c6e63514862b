// POST /api/classes: a signed-in parent lists the free weekly times of a child's enrollment
// and chooses them (choose.ts); a mentor marks a class (mark.ts). Every change goes
// through here; browsers write nothing to Firestore.
import { classDictionaries } from '../../../src/domain/classes/messages.sw';
import { classDateDictionaries } from '../../../src/domain/classes/class-dates.sw';
import type { ClassDates } from '../../../src/domain/classes/class-dates';
import type { ClassMessages } from '../../../src/domain/classes/messages';
import { wordsIn } from '../../../src/domain/i18n/dictionary';
import { readClassesRequest } from '../../../src/domain/classes/request';
import { firestore } from '../platform/admin';
import { siteHandler } from '../platform/opening';
import { callerOf } from '../owners/owner';
import { chooseTimes, listFreeTimes, type ChooseOutcome } from './choose';
import { markClass } from './mark';
import { manageLinkKey } from '../bookings/token';
import { answerFamily } from './family-actions';

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
        },
      };
    case 'taken':
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
// marks; a move link moves its class; every other action is the signed-in parent's.
export const classes = siteHandler(
  {
    name: 'classes',
    options: { secrets: [manageLinkKey] },
    parse: (body, language, words) => readClassesRequest(body, wordsIn(classDictionaries, language), words),
    limit: 'managePerAddress',
    caller: (request) =>
      request.action === 'mark' ? 'mentor' : request.action === 'move' && 'token' in request ? 'anyone' : 'parent',
    callerWords: (language) => wordsIn(classDictionaries, language),
    failed: (language) => ({ status: 'failed', message: wordsIn(classDictionaries, language).failed }),
  },
  async ({ res, request, language, token, mentorId }) => {
    const m = wordsIn(classDictionaries, language);
    const db = firestore();
    const now = new Date();
    if (request.action === 'mark') {
      const marked = await markClass(db, mentorId!, request, now);
      if (marked.kind === 'refused') res.status(marked.http).json({ status: 'refused', message: marked.message });
      else res.status(200).json({ status: 'ok', message: m.marked });
      return;
    }
    // Moving a class (signed in or by its move link), "Can't make it" and the family's calendar link: family-actions.ts.
    if (request.action === 'move' || request.action === 'cantMake' || request.action === 'calendar') {
      const { http, body } = await answerFamily(token, db, request, now, m, language);
      res.status(http).json(body);
      return;
    }
    const caller = callerOf(token!);
    const outcome =
      request.action === 'free'
        ? await listFreeTimes(db, caller, request.enrollmentId, request.course, now, m)
        : await chooseTimes(db, caller, request, now, m);
    const { http, body } = answer(outcome, m, wordsIn(classDateDictionaries, language));
    res.status(http).json(body);
  },
);
