// POST /api/family's whole request, read before Firestore is touched: `load` (the default),
// `addChild` with the dashboard form's fields, `editChild` and `removeChild` naming one of
// the family's children, `notify` with the dashboard's channel switches, `language` for its mail and messages, or `renewal` and `updateCard`
// for a card enrollment's automatic renewal. The child's fields are checked
// with the form's own rules and words. Pure.
import { readChild, type ChildInput } from '../enrollment/children';
import { words as childMessages, type ChildMessages } from '../../i18n/en/children';
import { words as subscriptionMessages, type SubscriptionMessages } from '../../i18n/en/subscription';
import { readNotifyChange, type NotifyPreferences } from '../whatsapp/preferences';
import { words as messages, type Messages } from '../../i18n/en/messages';
import { isLanguage, type Language } from '../../i18n/languages';
import { accept, invalid, isAutoId, recordOf, refuse, unreadable as unreadableIn, type Parsed } from '../request';

/** The words a refusal is written in: the request's language. */
export interface FamilyWords {
  messages: Messages;
  children: ChildMessages;
  subscription: SubscriptionMessages;
}
const english: FamilyWords = { messages, children: childMessages, subscription: subscriptionMessages };

export const childNotFoundIn = (words: ChildMessages) => refuse(404, { status: 'not-found', message: words.notFound });
export const enrollmentNotFound = refuse(404, { status: 'not-found', message: subscriptionMessages.notFound });

/** An enrollment's id: the 32 hex characters of enrollments/apply.ts, or a Firestore auto id. */
const isEnrollmentId = (value: unknown): value is string =>
  typeof value === 'string' && (/^[0-9a-f]{32}$/.test(value) || isAutoId(value));

export type FamilyRequest =
  | { action: 'load' }
  | { action: 'addChild'; child: ChildInput }
  | { action: 'editChild'; childId: string; child: ChildInput }
  | { action: 'removeChild'; childId: string }
  | { action: 'notify'; notify: Partial<NotifyPreferences> }
  | { action: 'language'; language: Language }
  | { action: 'renewal'; enrollmentId: string; on: boolean }
  | { action: 'updateCard'; enrollmentId: string };

/** What a page sends; the request above is the function's reading of it (a child's fields flat beside the action). */
export type FamilyBody =
  | { action: 'load' }
  | ({ action: 'addChild' } & ChildInput)
  | ({ action: 'editChild'; childId: string } & ChildInput)
  | { action: 'removeChild'; childId: string }
  | { action: 'notify'; notify: Partial<NotifyPreferences> }
  | { action: 'language'; language: Language }
  | { action: 'renewal'; enrollmentId: string; on: boolean }
  | { action: 'updateCard'; enrollmentId: string };

export type ChildRequest = Extract<FamilyRequest, { child: ChildInput }>;

export function readFamilyRequest(
  body: unknown,
  gradeIds: readonly string[],
  words: FamilyWords = english,
): Parsed<FamilyRequest> {
  const b = recordOf(body);
  const unreadable = (field: string) => unreadableIn(field, words.messages);
  const childNotFound = childNotFoundIn(words.children);
  const action = b.action ?? 'load';
  if (action === 'load') return accept({ action });
  if (action === 'notify') {
    const notify = readNotifyChange(b.notify);
    return notify ? accept({ action, notify }) : unreadable('notify');
  }
  if (action === 'language') return isLanguage(b.language) ? accept({ action, language: b.language }) : unreadable('language');
  if (action === 'renewal' || action === 'updateCard') {
    if (!isEnrollmentId(b.enrollmentId)) return refuse(404, { status: 'not-found', message: words.subscription.notFound });
    if (action === 'updateCard') return accept({ action, enrollmentId: b.enrollmentId });
    return typeof b.on === 'boolean' ? accept({ action, enrollmentId: b.enrollmentId, on: b.on }) : unreadable('on');
  }
  if (action === 'removeChild') return isAutoId(b.childId) ? accept({ action, childId: b.childId }) : childNotFound;
  if (action !== 'addChild' && action !== 'editChild') return unreadable('action');
  const child = readChild(b, gradeIds, words.children);
  if ('field' in child) return invalid(child.field, child.message);
  if (action === 'addChild') return accept({ action, child });
  // A child id no dashboard sends names no child of this family.
  return isAutoId(b.childId) ? accept({ action, childId: b.childId, child }) : childNotFound;
}
