// The family's own /api/classes actions besides choosing times: `move` (move.ts), for a
// signed-in parent of the child or anyone holding the class's move link; `cantMake`, the
// dashboard's "Can't make it" (cant-make.ts tells the mentor, then the move's hours are
// listed as for `move`); and `calendar`,
// the signed-in family's private calendar feed address (links.ts, calendar.ts).
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ClassMessages } from '../../../src/i18n/en/classes';
import type { ClassesRequest } from '../../../src/domain/classes/request';
import type { Language } from '../../../src/i18n/languages';
import { brand } from '../notices/brand';
import { familyCallerOf } from '../owners/owner';
import { leftFamily } from '../owners/left';
import { cantMakeFromDashboard } from './cant-make';
import { familyFeedToken } from './links';
import { moveClass, type MoveBy } from './move';

type Answer = { http: number; body: Record<string, unknown> };

/** The feed's address, as the dashboard shows it (https; the webcal:// one is the same after the scheme). */
export const calendarUrl = (token: string) => `${brand().siteUrl}/api/calendar/${token}.ics`;

export async function answerFamily(
  /** The signed-in parent's token: the opening requires it for all but a move by its link. */
  token: DecodedIdToken | undefined,
  db: Firestore,
  request: Extract<ClassesRequest, { action: 'move' | 'cantMake' | 'calendar' }>,
  now: Date,
  m: ClassMessages,
  language: Language,
): Promise<Answer> {
  let by: MoveBy | null = null;
  if (request.action === 'move' && 'token' in request) by = { token: request.token };
  else {
    if (!token) throw new Error('answerFamily: no caller for a signed-in action');
    const caller = await familyCallerOf(db, token);
    if (!caller) return leftFamily(language);
    if (request.action === 'calendar') {
      return { http: 200, body: { status: 'ok', url: calendarUrl(await familyFeedToken(db, caller.uid)) } };
    }
    by = { classId: request.classId, caller };
    if (request.action === 'cantMake' && !(await cantMakeFromDashboard(db, request.classId, by.caller, now)))
      return { http: 404, body: { status: 'refused', message: m.classNotFound } };
  }
  const outcome = await moveClass(db, by, request.action === 'move' ? request.start : undefined, now, m, language);
  switch (outcome.kind) {
    case 'refused':
      return { http: outcome.http, body: { status: 'refused', message: outcome.message } };
    case 'targets':
      return { http: 200, body: { status: 'ok', ...outcome, kind: undefined } };
    case 'taken':
      return { http: 409, body: { status: 'taken', message: m.moveTaken, times: outcome.times } };
    case 'moved':
      return { http: 200, body: { status: 'ok', message: m.moved, start: outcome.start, mentor: outcome.mentor } };
  }
}
