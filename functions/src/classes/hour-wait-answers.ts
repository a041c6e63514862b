// /api/classes' waiting-list actions for a full weekly hour: `waitHour` (a signed-in parent
// joins from the weekly-times picker) and `hourList` (anyone holding the entry's link, or the
// signed-in parent who joined, views it, leaves the list, or takes the hour held for it). Answers in the page's language.
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ClassesRequest } from '../../../src/domain/classes/request';
import { catalogueIn } from '../../../src/i18n/catalogues';
import type { Language } from '../../../src/i18n/languages';
import { familyCallerOf } from '../owners/owner';
import { leftFamily } from '../owners/left';
import { waitlistSettings } from '../platform/content';
import { joinHourWait } from './hour-wait-join';
import { acceptHour, leaveHourList, viewHourEntry } from './hour-wait-link';

type Answer = { http: number; body: Record<string, unknown> };

export async function answerHourList(
  token: DecodedIdToken | undefined,
  db: Firestore,
  request: Extract<ClassesRequest, { action: 'waitHour' | 'hourList' }>,
  now: Date,
  language: Language,
): Promise<Answer> {
  const { classes: m, waitlist } = catalogueIn(language);
  const w = waitlist.hour;
  const notFound = { http: 404, body: { status: 'not-found', message: m.hourLinkNotFound } };
  if (request.action === 'waitHour') {
    const caller = await familyCallerOf(db, token!);
    if (!caller) return leftFamily(language);
    const joined = await joinHourWait(db, caller, request, waitlistSettings, language, now, m);
    switch (joined.kind) {
      case 'joined':
        return { http: 200, body: { status: 'joined', position: joined.position, link: joined.link } };
      case 'already':
        return { http: 200, body: { status: 'already', message: w.already } };
      case 'open':
        return { http: 409, body: { status: 'open', message: w.open, times: joined.times } };
      case 'refused':
        return {
          http: joined.http,
          body: { status: 'refused', message: joined.message, ...(joined.field ? { field: joined.field } : {}) },
        };
    }
  }
  // By its link, or by its id for the signed-in parent who joined (the dashboard, the picker).
  const key = 'token' in request ? request.token : { entryId: request.entryId, parentUid: token!.uid };
  if (request.op === 'view') {
    const entry = await viewHourEntry(db, key, now);
    return entry ? { http: 200, body: { status: 'ok', entry } } : notFound;
  }
  if (request.op === 'leave') {
    const left = await leaveHourList(db, waitlistSettings, key, now);
    if (left.kind === 'not-found') return notFound;
    return { http: 200, body: { status: left.kind === 'left' ? 'left' : left.status } };
  }
  const taken = await acceptHour(db, key, now, m);
  switch (taken.kind) {
    case 'chosen':
      return { http: 200, body: { status: 'chosen', message: w.taken, chosen: taken.chosen, classes: taken.classes } };
    case 'not-found':
      return notFound;
    case 'claimed':
      return { http: 409, body: { status: 'claimed', message: w.taken } };
    case 'late':
      return { http: 409, body: { status: 'late', message: w.late, times: taken.times } };
    case 'others-taken':
      return { http: 409, body: { status: 'taken', message: w.othersTaken, times: taken.times } };
    case 'refused':
      return { http: taken.http, body: { status: 'refused', message: taken.message } };
  }
}
