// POST /api/family: the schema of the whole request, read before Firestore is touched: `load`
// (the default), `addChild` with the dashboard form's fields, `editChild` and `removeChild`
// naming one of the family's children, `notify` with the dashboard's channel switches,
// `language` for its mail and messages, or `renewal` and `updateCard` for a card enrollment's
// automatic renewal. The child's fields are checked with the form's own rules and words. Pure.
import { readChild, type ChildInput } from '../enrollment/children';
import { readNotifyChange, type NotifyPreferences } from '../whatsapp/preferences';
import { isAutoId, refuse, type UnreadableWords } from '../request';
import { bodyOf, NOT_FOUND, parsedBy, refuseIssue, type WordsOf } from './schema';

/** The words a refusal is written in: the request's language. */
export interface FamilyWords {
  messages: UnreadableWords;
  children: WordsOf<typeof readChild, 2> & { notFound: string };
  subscription: { notFound: string };
}

export const childNotFoundIn = (words: { notFound: string }) => refuse(404, { status: 'not-found', message: words.notFound });

/** An enrollment's id: the 32 hex characters of enrollments/apply.ts, or a Firestore auto id. */
const isEnrollmentId = (value: unknown): value is string =>
  typeof value === 'string' && (/^[0-9a-f]{32}$/.test(value) || isAutoId(value));

/** `L`: the languages the site speaks (src/i18n/languages.ts), given by the caller. */
export type FamilyRequest<L extends string = string> =
  | { action: 'load' }
  | { action: 'addChild'; child: ChildInput }
  | { action: 'editChild'; childId: string; child: ChildInput }
  | { action: 'removeChild'; childId: string }
  | { action: 'notify'; notify: Partial<NotifyPreferences> }
  | { action: 'language'; language: L }
  | { action: 'renewal'; enrollmentId: string; on: boolean }
  | { action: 'updateCard'; enrollmentId: string };

/** What a page sends; the request above is the function's reading of it (a child's fields flat beside the action). */
export type FamilyBody<L extends string = string> =
  | Exclude<FamilyRequest<L>, { child: ChildInput }>
  | ({ action: 'addChild' } & ChildInput)
  | ({ action: 'editChild'; childId: string } & ChildInput);

export type ChildRequest = Extract<FamilyRequest, { child: ChildInput }>;

export function familySchema<L extends string>(gradeIds: readonly string[], languages: readonly L[], words: FamilyWords) {
  return bodyOf<FamilyBody<L>>().transform((b, ctx): FamilyRequest<L> => {
    const unreadable = (field: string) => refuseIssue(ctx, words.messages.request.unreadable, field);
    const childNotFound = () => refuseIssue(ctx, words.children.notFound, NOT_FOUND);
    const action = b.action ?? 'load';
    if (action === 'load') return { action };
    if (action === 'notify') {
      const notify = readNotifyChange(b.notify);
      return notify ? { action, notify } : unreadable('notify');
    }
    if (action === 'language') {
      const language = languages.find((l) => l === b.language);
      return language ? { action, language } : unreadable('language');
    }
    if (action === 'renewal' || action === 'updateCard') {
      if (!isEnrollmentId(b.enrollmentId)) return refuseIssue(ctx, words.subscription.notFound, NOT_FOUND);
      if (action === 'updateCard') return { action, enrollmentId: b.enrollmentId };
      return typeof b.on === 'boolean' ? { action, enrollmentId: b.enrollmentId, on: b.on } : unreadable('on');
    }
    if (action === 'removeChild') return isAutoId(b.childId) ? { action, childId: b.childId } : childNotFound();
    if (action !== 'addChild' && action !== 'editChild') return unreadable('action');
    const child = readChild(b, gradeIds, words.children);
    if ('field' in child) return refuseIssue(ctx, child.message, child.field);
    if (action === 'addChild') return { action, child };
    // A child id no dashboard sends names no child of this family.
    return isAutoId(b.childId) ? { action, childId: b.childId, child } : childNotFound();
  });
}

export const readFamilyRequest = <L extends string>(body: unknown, ...context: Parameters<typeof familySchema<L>>) =>
  parsedBy(familySchema(...context), body);
