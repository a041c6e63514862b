// A full weekly hour's waiting list: which hours are full, the line's order and end, the hold's
// length (settings' hours, cut at the entry's end), a claim's verdict by the hold alone, and
// /api/classes' reading of the list's requests.
import { describe, expect, it } from 'vitest';
import { freeWeeklyTimes, type MentorHours } from '../../../../src/domain/classes/free-times';
import { fullWeeklyTimes, hourHoldUntil, hourLine, isOpenHourEntry } from '../../../../src/domain/waitlist/hours';
import { holdVerdict } from '../../../../src/domain/waitlist/queue';
import { readClassesRequest } from '../../../../src/domain/classes/request';
import { hourListedEntry } from '../../../../src/domain/staff/waitlist';

const mentors: MentorHours[] = [
  { id: 'ann', courses: ['prodigy'], hours: ['Mon 15:00-17:00'] },
  { id: 'ben', courses: ['prodigy'], hours: ['Mon 16:00-17:00'] },
];
const query = { mentors, courseId: 'prodigy', minutes: 60, leave: [], firstDate: '2026-03-02' };
const HOUR = 3_600_000;
const now = new Date('2026-03-02T06:00:00Z');

describe('fullWeeklyTimes', () => {
  it('names the hours of the grid no mentor is free for, and none that one is', () => {
    const taken = [
      { mentorId: 'ann', weekday: 1, start: 960, minutes: 60 },
      { mentorId: 'ben', weekday: 1, start: 960, minutes: 60 },
    ];
    const free = freeWeeklyTimes({ ...query, taken });
    expect(fullWeeklyTimes({ ...query, taken }, free)).toEqual([
      { weekday: 1, start: 930 },
      { weekday: 1, start: 960 },
    ]);
    expect(fullWeeklyTimes({ ...query, taken: [] }, freeWeeklyTimes({ ...query, taken: [] }))).toEqual([]);
  });
});

describe('the line of an hour', () => {
  const entry = (id: string, joinedAt: number, extra: Partial<{ status: 'waiting' | 'left'; expiresAt: number }> = {}) => ({
    id,
    status: 'waiting' as const,
    joinedAt,
    expiresAt: now.getTime() + 100 * HOUR,
    ...extra,
  });

  it('orders the waiting by joining, leaving out those who left or whose paid period ended', () => {
    const line = hourLine(
      [entry('c', 3), entry('a', 1), entry('b', 2, { status: 'left' }), entry('d', 0, { expiresAt: now.getTime() })],
      now,
    );
    expect(line.map((e) => e.id)).toEqual(['a', 'c']);
    expect(isOpenHourEntry(entry('d', 0, { expiresAt: now.getTime() }), now)).toBe(false);
  });

  it('holds a freed hour for the settings’ hours, never past the entry’s end, and not at all after it', () => {
    const settings = { holdHours: 2 };
    expect(hourHoldUntil(settings, now.getTime() + 10 * HOUR, now)).toEqual(new Date(now.getTime() + 2 * HOUR));
    expect(hourHoldUntil(settings, now.getTime() + HOUR, now)).toEqual(new Date(now.getTime() + HOUR));
    expect(hourHoldUntil(settings, now.getTime(), now)).toBeNull();
  });

  it('takes a claim while the hold runs, calls a second one claimed and one after the hold late', () => {
    const until = now.getTime() + HOUR;
    expect(holdVerdict({ status: 'offered', holdUntil: until }, now)).toBe('take');
    expect(holdVerdict({ status: 'offered', holdUntil: until }, new Date(until))).toBe('late');
    expect(holdVerdict({ status: 'claimed' }, now)).toBe('claimed');
    expect(holdVerdict({ status: 'lapsed' }, now)).toBe('late');
  });
});

describe('the hour list’s requests', () => {
  it('reads a join with the hour and the other times, and refuses a bad time', () => {
    const body = {
      action: 'waitHour',
      enrollmentId: 'e1',
      time: { weekday: 1, time: '16:00' },
      others: [{ weekday: 3, time: '10:30' }],
    };
    expect(readClassesRequest(body)).toEqual({
      ok: true,
      request: { action: 'waitHour', enrollmentId: 'e1', time: { weekday: 1, start: 960 }, others: [{ weekday: 3, start: 630 }] },
    });
    expect(readClassesRequest({ ...body, time: { weekday: 9, time: '16:00' } }).ok).toBe(false);
    expect(readClassesRequest({ ...body, others: 'x' }).ok).toBe(false);
  });

  it('reads a link action only with a token of the right shape, answering any other as not found', () => {
    const token = 'a'.repeat(43);
    expect(readClassesRequest({ action: 'hourList', op: 'accept', token })).toEqual({
      ok: true,
      request: { action: 'hourList', op: 'accept', token },
    });
    expect(readClassesRequest({ action: 'hourList', op: 'accept', token: 'short' })).toMatchObject({ ok: false, http: 404 });
    expect(readClassesRequest({ action: 'hourList', op: 'book', token }).ok).toBe(false);
  });

  it("reads the signed-in family's action by the entry's id, never both a token and an id", () => {
    const entryId = 'b'.repeat(40);
    expect(readClassesRequest({ action: 'hourList', op: 'leave', entryId })).toEqual({
      ok: true,
      request: { action: 'hourList', op: 'leave', entryId },
    });
    expect(readClassesRequest({ action: 'hourList', op: 'leave', entryId: 'a/b' })).toMatchObject({ ok: false, http: 404 });
    expect(readClassesRequest({ action: 'hourList', op: 'leave', entryId, token: 'short' })).toMatchObject({ ok: false });
  });

  it('lists an hour entry for staff by course and Nairobi weekday and time', () => {
    const row = {
      course: 'prodigy',
      weekday: 1,
      start: 960,
      status: 'offered',
      studentName: 'Neema',
      joinedAt: now,
      holdUntil: now,
    };
    expect(hourListedEntry(row)).toMatchObject({ date: 'prodigy', time: 'Monday 16:00', status: 'offered' });
    expect(hourListedEntry({ ...row, weekday: 'x' })).toBeNull();
  });
});
