// A full weekly hour's waiting list in the browser: joining from the weekly-times picker
// (signed in: the enrollment names the child, course and contacts), and the private link's
// page: view the place, leave, take the held hour. One POST to /api/classes each.
import { words as m } from '../i18n/en/classes';
import type { EntryStatus } from '../domain/waitlist/queue';
import { callApi } from './api';
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

export async function actOnHourLink(op: 'view' | 'leave' | 'accept', token: string): Promise<HourLinkAnswer> {
  try {
    const { status, body } = await callApi('/api/classes', { body: { action: 'hourList', op, token } });
    if (status === 200 && body.status === 'ok') return { status: 'ok', entry: body.entry as HourEntry };
    if (status === 409 && (body.status === 'late' || body.status === 'taken'))
      return { status: body.status, message: said(body), times: readTimes(body.times) };
    if (status === 404) return { status: 'not-found' };
    return { status: (status < 500 ? String(body.status) : 'failed') as 'failed', message: said(body) };
  } catch {
    return { status: 'failed' };
  }
}
