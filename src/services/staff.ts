// The staff console's link to Firebase: who is signed in and whether they are staff (the
// `staff` claim in their token and their staff/{uid} record, as the rules ask), live reads of what the console shows (the full Firestore SDK, loaded
// on /staff only), and the staffAction endpoint for every change. Reads rely on the rules:
// staff read, nobody writes from a browser.
import type { Firestore, DocumentData, QueryConstraint } from 'firebase/firestore';
import { callApi, ApiUnavailable, type ApiAnswer } from './api';
import { auth } from './firebase';
import { config } from './config';
import type { CertificatesRequest } from '../domain/requests/certificates';

// The parents' sign-in, loaded the way /login loads it (on demand).
const authService = () => import('./auth');

export async function signInWithGoogle(): Promise<void> {
  await (await authService()).signInWithGoogle();
}

export async function signOut(): Promise<void> {
  await (await authService()).signOut();
}

export type StaffAccess =
  | { kind: 'signed-out' }
  | { kind: 'not-staff'; email: string | null }
  | { kind: 'staff'; email: string | null; name: string | null };

/**
 * Calls `onChange` with the signed-in account's access, now and after every sign-in or
 * sign-out. The token is refreshed once per sign-in, so a claim granted a minute ago counts;
 * the staff/{uid} record is read too, so a member revoked a minute ago is told so at once
 * instead of meeting a console whose every list is refused.
 */
export function watchAccess(onChange: (access: StaffAccess) => void, onError: (error: unknown) => void): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  Promise.all([auth(), import('firebase/auth')])
    .then(([instance, sdk]) => {
      if (!live) return;
      stop = sdk.onAuthStateChanged(instance, (user) => {
        if (!user) return onChange({ kind: 'signed-out' });
        sdk
          .getIdTokenResult(user, true)
          .then(async (token) => {
            const staff = token.claims.staff === true && (await hasStaffRecord(user.uid));
            if (!live) return;
            onChange(
              staff ? { kind: 'staff', email: user.email, name: user.displayName } : { kind: 'not-staff', email: user.email },
            );
          })
          .catch(onError);
      });
    })
    .catch(onError);
  return () => {
    live = false;
    stop?.();
  };
}

let dbPromise: Promise<Firestore> | undefined;

/** The full Firestore SDK (live listeners), on the app that Auth signs in. */
function database(): Promise<Firestore> {
  // Auth first, on the same app, so every listener carries the staff member's token.
  dbPromise ??= Promise.all([auth(), import('firebase/firestore')]).then(([instance, sdk]) => {
    const db = sdk.getFirestore(instance.app);
    if (config.useEmulators) sdk.connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort);
    return db;
  });
  return dbPromise;
}

/** Whether staff/{uid} exists: written beside the claim by `npm run staff -- grant`, deleted by revoke. */
async function hasStaffRecord(uid: string): Promise<boolean> {
  const [db, sdk] = await Promise.all([database(), import('firebase/firestore')]);
  return (await sdk.getDoc(sdk.doc(db, 'staff', uid))).exists();
}

/** A stored document as plain data: Timestamps become Dates, plus its id. */
export type Row = Record<string, unknown> & { id: string };

function plain(id: string, data: DocumentData): Row {
  const out: Row = { id };
  for (const [key, value] of Object.entries(data)) {
    out[key] =
      value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function'
        ? (value as { toDate(): Date }).toDate()
        : value;
  }
  return out;
}

export interface Watch {
  collection:
    | 'bookings'
    | 'bookingAddresses'
    | 'slots'
    | 'waitlist'
    | 'hourWaitlist'
    | 'trialLeads'
    | 'contactMessages'
    | 'questions'
    | 'payments'
    | 'reconciliations'
    | 'enrollments'
    | 'certificates'
    | 'certificateRecords'
    | 'progressLines'
    | 'progressReports'
    | 'classes'
    | 'mentorLeave';
  /** Only documents whose `field` is at least `value` (e.g. bookings from a date on). */
  from?: { field: string; value: string };
  /** Only documents whose instant `field` is from `since` (inclusive) to `until` (exclusive). */
  between?: { field: string; since: Date; until: Date };
  /** Only these document ids (e.g. the slots documents of the window). */
  ids?: string[];
}

/** Live rows of a collection: `onRows` runs at once and again on every change anywhere. */
export function watchRows(watch: Watch, onRows: (rows: Row[]) => void, onError: (error: unknown) => void): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  Promise.all([database(), import('firebase/firestore')])
    .then(([db, sdk]) => {
      if (!live) return;
      const constraints: QueryConstraint[] = [];
      if (watch.from) constraints.push(sdk.where(watch.from.field, '>=', watch.from.value));
      if (watch.ids) constraints.push(sdk.where(sdk.documentId(), 'in', watch.ids));
      if (watch.between)
        constraints.push(
          sdk.where(watch.between.field, '>=', watch.between.since),
          sdk.where(watch.between.field, '<', watch.between.until),
        );
      const q = sdk.query(sdk.collection(db, watch.collection), ...constraints);
      stop = sdk.onSnapshot(q, (snap) => onRows(snap.docs.map((d) => plain(d.id, d.data()))), onError);
    })
    .catch(onError);
  return () => {
    live = false;
    stop?.();
  };
}

export type StaffActionBody =
  | { bookingId: string; action: 'attended' | 'no-show' | 'cancel'; reason?: string; mentorId?: string }
  | { collection: 'trialLeads' | 'contactMessages' | 'questions'; id: string; action: 'handled' }
  | { bookingIds: string[]; action: 'cancel-many'; reason: string }
  | { bookingId: string; action: 'recommend'; course: string; plan: string; period: string; currency: string; note: string }
  | { recommendationId: string; action: 'withdrawRecommendation'; reason: string }
  | { enrollmentId: string; action: 'remindRenewal' }
  | { enrollmentId: string; action: 'endEnrollment'; reason: string }
  | { email: string; action: 'eraseFamily' }
  | { action: 'blockMentorDays'; mentorId: string; from: string; to: string; reason: string }
  | { action: 'endMentorLeave'; leaveId: string };

/** Sends one change to /api/staffAction with the staff member's ID token; resolves with its
 *  answer (a bulk cancel says how many it cancelled), rejects with the server's message. */
export const staffAction = (body: StaffActionBody) => staffCall('/api/staffAction', body);

/** Awards or revokes a certificate (/api/certificates); resolves with the answer (an award's number). */
export const certificatesAction = (body: CertificatesRequest) => staffCall('/api/certificates', body);

/** Sends a progress report again (/api/progress); the function logs who asked. */
export const progressAction = (body: { action: 'resend'; reportId: string }) => staffCall('/api/progress', body);

async function staffCall(
  path: '/api/staffAction' | '/api/certificates' | '/api/progress',
  body: unknown,
): Promise<Record<string, unknown>> {
  const instance = await auth();
  const user = instance.currentUser;
  if (!user) throw new Error('You are signed out. Sign in again.');
  const idToken = await user.getIdToken();
  let answer: ApiAnswer;
  try {
    answer = await callApi(path, { body, idToken });
  } catch (error) {
    // The console shows the message: say plainly that nothing was saved.
    if (error instanceof ApiUnavailable)
      throw new Error('The change was not saved (the server or the network failed). Try again.');
    throw error;
  }
  if (answer.status < 300) return answer.body;
  const message = typeof answer.body.message === 'string' ? answer.body.message : '';
  throw new Error(message || `The change was not saved (HTTP ${answer.status}).`);
}

/** Saves CSV text as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
