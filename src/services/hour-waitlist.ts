// A full weekly hour's waiting list in the browser: joining from the weekly-times picker
// (signed in: the enrollment names the child, course and contacts), and the private link's
// page: view the place, leave, take the held hour; the same by the entry's id for the family
// signed in, whose own entries the dashboard reads with Firestore Lite. One POST to /api/classes each.
import { words as m } from '../i18n/en/classes';
import type { EntryStatus } from '../domain/waitlist/queue';
import { isOpenHourEntry } from '../domain/waitlist/hours';
import { callApi } from './api';
import { auth, firestore } from './firebase';
import { post, readTimes, said, type OfferedTime } from './classes';

export type HourJoinAnswer =
  | { status: 'joined'; position: number; link: string }
  | { status: 'already' | 'refused'; message: string }
  | { status: 'open'; message: string; times: OfferedTime[] };

export async function waitForHour(enrollmentId: string, time: OfferedTime, others: OfferedTime[]): Promise<HourJoinAnswer> {
  const a = await post({ action: 'waitHour', enrollmentId, time, others });
  if (a.status === 200 && a.body.status === 'joined')
    return { status: 'joined', position: Number(a.body.position), link: String(a.body.link ?? '') };
  if (a.status === 200 && a.body.status === 'already') return { status: 'already', message: said(a.body) };
  if (a.status === 409 && a.body.status === 'open')
    return { status: 'open', message: said(a.body), times: readTimes(a.body.times) };
  return { status: 'refused', message: a.status === 429 ? m.limited : said(a.body) };
}

/** What the page shows of an hour's entry (functions/src/classes/hour-wait-link.ts HourEntryView). */
export interface HourEntry {
  studentName: string;
  weekday: number;
  start: number;
  tz: string;
  status: EntryStatus;
  position?: number;
  holdUntil?: string;
}

export type HourLinkAnswer =
  | { status: 'ok'; entry: HourEntry }
  | { status: 'chosen' | 'claimed' | 'left' | 'not-found' | 'failed' | EntryStatus; message?: string }
  | { status: 'late' | 'taken'; message: string; times: OfferedTime[] };

function hourLinkAnswer({ status, body }: { status: number; body: Record<string, unknown> }): HourLinkAnswer {
  if (status === 200 && body.status === 'ok') return { status: 'ok', entry: body.entry as HourEntry };
  if (status === 409 && (body.status === 'late' || body.status === 'taken'))
    return { status: body.status, message: said(body), times: readTimes(body.times) };
  if (status === 404) return { status: 'not-found' };
  return { status: (status < 500 ? String(body.status) : 'failed') as 'failed', message: said(body) };
}

export async function actOnHourLink(op: 'view' | 'leave' | 'accept', token: string): Promise<HourLinkAnswer> {
  try {
    return hourLinkAnswer(await callApi('/api/classes', { body: { action: 'hourList', op, token } }));
  } catch {
    return { status: 'failed' };
  }
}

/** The same actions on one of the signed-in family's own entries, by its id (the dashboard, the picker). */
export async function actOnOwnHour(op: 'leave' | 'accept', entryId: string): Promise<HourLinkAnswer> {
  const a = await post({ action: 'hourList', op, entryId });
  return a.status === 401 || a.status === 503 ? { status: 'failed', message: said(a.body) } : hourLinkAnswer(a);
}

/** One of the family's entries as the dashboard and the picker show it. */
export interface OwnHourEntry {
  id: string;
  enrollmentId: string;
  course: string;
  weekday: number;
  start: number;
  status: 'waiting' | 'offered';
  holdUntil?: Date;
}

const dateOf = (v: unknown): Date | undefined =>
  typeof (v as { toDate?: unknown })?.toDate === 'function' ? (v as { toDate: () => Date }).toDate() : undefined;

/** The signed-in parent's open entries (the rules let them read only those they joined): waiting, or an offer still held. */
export async function readOwnHourEntries(now = new Date()): Promise<OwnHourEntry[]> {
  const instance = await auth();
  await instance.authStateReady();
  const uid = instance.currentUser?.uid;
  if (!uid) return [];
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  const snap = await lite.getDocs(lite.query(lite.collection(db, 'hourWaitlist'), lite.where('parentUid', '==', uid)));
  return snap.docs.flatMap((d) => {
    const x = d.data();
    const holdUntil = dateOf(x.holdUntil);
    const status = x.status as EntryStatus;
    const expiresAt = dateOf(x.expiresAt)?.getTime() ?? 0;
    // An offer whose hold ran out is the next family's, even before the job passes it on.
    const open =
      isOpenHourEntry({ status, expiresAt }, now) && (status !== 'offered' || (holdUntil?.getTime() ?? 0) > now.getTime());
    if (!open || typeof x.weekday !== 'number' || typeof x.start !== 'number') return [];
    const entry: OwnHourEntry = {
      id: d.id,
      enrollmentId: String(x.enrollmentId ?? ''),
      course: String(x.course ?? ''),
      weekday: x.weekday,
      start: x.start,
      status: status as OwnHourEntry['status'],
    };
    return [status === 'offered' ? { ...entry, holdUntil } : entry];
  });
}
