// POST /api/classes: a signed-in parent lists the free weekly times of a child's enrollment
// and chooses them (choose.ts); a mentor marks a class (mark.ts). Every change goes
// through here; browsers write nothing to Firestore.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { classDictionaries } from '../../../src/domain/classes/messages.sw';
import { classDateDictionaries } from '../../../src/domain/classes/class-dates.sw';
import type { ClassDates } from '../../../src/domain/classes/class-dates';
import type { ClassMessages } from '../../../src/domain/classes/messages';
import { wordsIn } from '../../../src/domain/i18n/dictionary';
import { readClassesRequest } from '../../../src/domain/classes/request';
import { firestore } from '../platform/admin';
import { siteFunctionOptions } from '../platform/http';
import { opening } from '../platform/opening';
import { requestLanguage } from '../platform/language';
import { callerOf } from '../owners/owner';
import { chooseTimes, listFreeTimes, type ChooseOutcome } from './choose';
import { markClass } from './mark';
import { manageLinkKey } from '../bookings/token';
import { answerFamily } from './family-actions';
import { mentorCaller } from './mentor';

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

export const classes = onRequest({ ...siteFunctionOptions, secrets: [manageLinkKey] }, async (req, res) => {
  // In the page's language; the mentor's console sends none, so it reads English.
  const language = requestLanguage(req);
  const m = wordsIn(classDictionaries, language);
  try {
    const opened = await opening(req, res, {
      parse: (body, _language, words) => readClassesRequest(body, m, words),
      limit: 'managePerAddress',
      caller: true,
    });
    if (!opened) return;
    const { request, caller: token } = opened;
    const db = firestore();
    const now = new Date();
    if (request.action === 'mark') {
      const mentor = await mentorCaller(req, db);
      if (mentor === 401 || mentor === 403) {
        res
          .status(mentor)
          .json({ status: mentor === 401 ? 'unauthorized' : 'forbidden', message: mentor === 401 ? m.signIn : m.notMentor });
        return;
      }
      const marked = await markClass(db, mentor.mentorId, request, now);
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
    if (!token) {
      res.status(401).json({ status: 'unauthorized', message: m.signIn });
      return;
    }
    const caller = callerOf(token);
    const outcome =
      request.action === 'free'
        ? await listFreeTimes(db, caller, request.enrollmentId, request.course, now, m)
        : await chooseTimes(db, caller, request, now, m);
    const { http, body } = answer(outcome, m, wordsIn(classDateDictionaries, language));
    res.status(http).json(body);
  } catch (error) {
    logger.error('classes crashed', { error: (error as Error).message });
    res.status(500).json({ status: 'failed', message: m.failed });
  }
});
