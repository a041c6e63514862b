// The waiting list's rules at fixed instants: who is next, how long an offer holds, when a
// claim is late, when an entry's day has passed (Nairobi dates, across Nairobi midnight).
import { describe, expect, it } from 'vitest';
import {
  claimVerdict,
  entryDayPassed,
  entryExpiresAt,
  holdLapsed,
  holdUntil,
  isOpenEntry,
  nextFreeTimes,
  nextInLine,
  type QueuedEntry,
} from '../../../../src/domain/waitlist/queue';
import { dayAvailability } from '../../../../src/domain/seats';
import { slotInstant } from '../../../../src/domain/slots';

// 2026-03-10 08:30 Nairobi (05:30 UTC).
const morning = new Date('2026-03-10T05:30:00Z');
const today = '2026-03-10';
const entry = (id: string, joinedAt: number, extra: Partial<QueuedEntry> = {}): QueuedEntry => ({
  id,
  date: today,
  time: '14:00',
  status: 'waiting',
  joinedAt,
  ...extra,
});

describe('nextInLine', () => {
  it('offers the earliest waiting entry of that slot, whatever order they come in', () => {
    const list = [entry('c', 30), entry('a', 10), entry('b', 20)];
    expect(nextInLine(list, today, '14:00', morning)?.id).toBe('a');
  });

  it('skips entries offered, left, lapsed or claimed, and other slots', () => {
    const list = [
      entry('a', 1, { status: 'offered', holdUntil: morning.getTime() + 1 }),
      entry('b', 2, { status: 'left' }),
      entry('c', 3, { status: 'lapsed' }),
      entry('d', 4, { time: '15:00' }),
      entry('e', 5, { date: '2026-03-11' }),
      entry('f', 6),
    ];
    expect(nextInLine(list, today, '14:00', morning)?.id).toBe('f');
  });

  it('breaks a tie by id, and finds nobody on an empty line or once the class started', () => {
    expect(nextInLine([entry('y', 5), entry('x', 5)], today, '14:00', morning)?.id).toBe('x');
    expect(nextInLine([], today, '14:00', morning)).toBeNull();
    expect(nextInLine([entry('a', 1)], today, '14:00', new Date('2026-03-10T11:00:00Z'))).toBeNull();
  });
});

describe('holdUntil', () => {
  it('holds for the set hours, or until the class starts when that is sooner', () => {
    expect(holdUntil({ holdHours: 2 }, today, '14:00', morning)?.toISOString()).toBe('2026-03-10T07:30:00.000Z');
    expect(holdUntil({ holdHours: 3 }, today, '14:00', morning)?.toISOString()).toBe('2026-03-10T08:30:00.000Z');
    // 10:00 Nairobi starts 90 minutes after 08:30.
    expect(holdUntil({ holdHours: 2 }, today, '10:00', morning)?.getTime()).toBe(slotInstant(today, '10:00').getTime());
  });

  it('offers nothing once the class has started', () => {
    expect(holdUntil({ holdHours: 2 }, today, '10:00', new Date('2026-03-10T07:00:00Z'))).toBeNull();
  });
});

describe('claimVerdict and holdLapsed', () => {
  const offered = entry('a', 1, { status: 'offered', holdUntil: morning.getTime() + 60_000 });

  it("takes a claim inside the hold, refuses it from the hold's last instant", () => {
    expect(claimVerdict(offered, morning)).toBe('take');
    expect(holdLapsed(offered, morning)).toBe(false);
    const end = new Date(morning.getTime() + 60_000);
    expect(claimVerdict(offered, end)).toBe('late');
    expect(holdLapsed(offered, end)).toBe(true);
  });

  it('answers a second tap as claimed, and anything never offered as late', () => {
    expect(claimVerdict({ ...offered, status: 'claimed' }, morning)).toBe('claimed');
    for (const status of ['waiting', 'left', 'lapsed', 'expired'] as const)
      expect(claimVerdict({ ...offered, status }, morning)).toBe('late');
    expect(holdLapsed({ status: 'waiting', holdUntil: 0 }, morning)).toBe(false);
  });
});

describe("an entry's day", () => {
  it('is deleted at the end of its Nairobi day, and passes at Nairobi midnight, not UTC midnight', () => {
    expect(new Date(entryExpiresAt(today)).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(entryDayPassed(today, new Date('2026-03-10T20:59:59Z'))).toBe(false);
    expect(entryDayPassed(today, new Date('2026-03-10T21:00:00Z'))).toBe(true);
  });

  it('stops counting once its class has started', () => {
    expect(isOpenEntry(entry('a', 1), morning)).toBe(true);
    expect(isOpenEntry(entry('a', 1), new Date('2026-03-10T11:00:00Z'))).toBe(false);
    expect(isOpenEntry(entry('a', 1, { status: 'left' }), morning)).toBe(false);
  });
});

describe('nextFreeTimes', () => {
  it('lists open times in order, skipping full and started ones, up to the limit', () => {
    const settings = {
      seatsPerSlot: 1,
      closedDates: [],
      maxChildrenPerFamily: 3,
      changeCutoffHours: 2,
      calendarAlarmMinutes: 30,
      windowDays: 7,
      reminderHours: { day: 24, hour: 1 },
    };
    const days = [
      dayAvailability(settings, '2026-03-11', { '10:00': 1 }, morning),
      dayAvailability(settings, today, { '10:00': 1, '11:00': 1 }, morning),
    ];
    expect(nextFreeTimes(days, morning, 3, 7)).toEqual([
      { date: today, time: '12:00' },
      { date: today, time: '14:00' },
      { date: today, time: '15:00' },
    ]);
    const later = nextFreeTimes(days, morning, 20, 7);
    expect(later).toContainEqual({ date: '2026-03-11', time: '11:00' });
    expect(later).not.toContainEqual({ date: '2026-03-11', time: '10:00' });
  });
});
