// What arrives in a request body is anyone's JSON, not only what our forms send. These
// rules read it: the shape every endpoint's parser answers with, and which values may name
// a Firestore document. Pure and shared: the functions refuse a body with them before
// they touch storage, and the browser's services keep to the same rules.
// Only for `unreadable`'s English default, which readers outside requests/ still lean on.
import { words as requestMessages } from '../i18n/en/messages/request';

/** The answer to a request that cannot be served as sent: a 4xx and its JSON body. */
export interface Refusal {
  http: 400 | 401 | 403 | 404;
  body: { status: string; message: string; field?: string; reason?: string };
}

/** A parser's verdict on a whole request: what to do, or how to refuse. */
export type Parsed<T> = { ok: true; request: T } | ({ ok: false } & Refusal);

export const accept = <T>(request: T): Parsed<T> => ({ ok: true, request });

export const refuse = (http: Refusal['http'], body: Refusal['body']): { ok: false } & Refusal => ({ ok: false, http, body });

/** A field the form checks, refused with the form's own message beside it. */
export const invalid = (field: string, message: string) => refuse(400, { status: 'invalid', field, message });

/** The words of a value no form of ours sends, in the request's language. */
export interface UnreadableWords {
  request: { unreadable: string };
}

/** A value no form of ours sends (a number for a name, an unknown action). */
export const unreadable = (field: string, words: UnreadableWords = { request: requestMessages }) =>
  invalid(field, words.request.unreadable);

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of a body, or none when it is not an object (each absent field then fails its own rule). */
export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/**
 * A document id we let a request name: letters, digits, `_` and `-`, at most 128 of them.
 * That leaves out a slash (a path), `.` and `..`, and Firestore's reserved `__name__` ids.
 */
export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) && !/^__.*__$/.test(value);
}

/** An id Firestore made for a new document (bookings): 20 letters and digits. */
export function isAutoId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{20}$/.test(value);
}

/** Whether text has the shape of a token we issue (a manage or enroll link's: 32 bytes, base64url); anything else is refused unread. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
