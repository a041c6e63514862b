// Which reminder a booking is due, stepped through time the way the 15-minute job sees it,
// for every slot, across Nairobi midnight, and in every country's zone; and the sender's
// claim and backoff rules.
import { describe, expect, it } from 'vitest';
import { backoffMs, claimed, failed, mayClaim, LEASE_MS, MAX_ATTEMPTS } from '../../../src/domain/delivery';
import { dueReminder, reminderDates, type Reminder, type ReminderState } from '../../../src/domain/reminders';
import { nairobiDate, slotInstant, SLOTS } from '../../../src/domain/slots';

/** The reminders' hours (settings.yaml `booking.reminderHours`), a fixture. */
const HOURS = { day: 24, hour: 1 };

const MIN = 60_000;
const HOUR = 60 * MIN;

/** Runs the job every 15 minutes from `from` to an hour after the class; returns what it sent, when. */
function simulate(booking: Omit<ReminderState, 'reminders'>, from: number): { which: Reminder; at: number }[] {
  const state: ReminderState = { ...booking, reminders: {} };
  const sent: { which: Reminder; at: number }[] = [];
  const end = slotInstant(booking.date, booking.time).getTime() + HOUR;
  for (let now = from; now <= end; now += 15 * MIN) {
    const due = dueReminder(state, now, HOURS);
    if (due) {
      sent.push({ which: due, at: now });
      state.reminders = { ...state.reminders, [due]: now };
    }
  }
  return sent;
}

describe('dueReminder', () => {
  it.each(SLOTS.map((slot) => [slot]))(
    'a class at %s booked days ahead gets the 24-hour and the 1-hour reminder, once each',
    (slot) => {
      const start = slotInstant('2026-11-24', slot).getTime();
      // The job's clock starts at an odd minute, so runs are not aligned with the slot.
      const createdAt = start - 3 * 24 * HOUR - 7 * MIN;
      const sent = simulate({ status: 'upcoming', date: '2026-11-24', time: slot, createdAt }, createdAt);
      expect(sent.map((s) => s.which)).toEqual(['day', 'hour']);
      const [day, hour] = sent;
      expect(day!.at).toBeGreaterThanOrEqual(start - 24 * HOUR);
      expect(day!.at).toBeLessThan(start - 24 * HOUR + 15 * MIN);
      expect(hour!.at).toBeGreaterThanOrEqual(start - HOUR);
      expect(hour!.at).toBeLessThan(start - HOUR + 15 * MIN);
    },
  );

  it('a booking made less than 24 hours ahead gets only the 1-hour reminder', () => {
    const start = slotInstant('2026-11-24', '10:00').getTime();
    for (const ahead of [23 * HOUR + 59 * MIN, 5 * HOUR, 61 * MIN]) {
      const createdAt = start - ahead;
      expect(
        simulate({ status: 'upcoming', date: '2026-11-24', time: '10:00', createdAt }, createdAt).map((s) => s.which),
      ).toEqual(['hour']);
    }
  });

  it('a booking made exactly 24 hours ahead still gets both', () => {
    const start = slotInstant('2026-11-24', '10:00').getTime();
    const createdAt = start - 24 * HOUR;
    expect(simulate({ status: 'upcoming', date: '2026-11-24', time: '10:00', createdAt }, createdAt).map((s) => s.which)).toEqual(
      ['day', 'hour'],
    );
  });

  it('a booking made within the last hour gets the 1-hour reminder at once, and none once the class started', () => {
    const start = slotInstant('2026-11-24', '10:00').getTime();
    const b = { status: 'upcoming', date: '2026-11-24', time: '10:00', createdAt: start - 30 * MIN, reminders: {} };
    expect(dueReminder(b, start - 30 * MIN, HOURS)).toBe('hour');
    expect(dueReminder(b, start, HOURS)).toBeNull();
    expect(dueReminder(b, start + 10 * MIN, HOURS)).toBeNull();
  });

  it('never for a cancelled (or attended) booking', () => {
    const start = slotInstant('2026-11-24', '10:00').getTime();
    for (const status of ['cancelled', 'attended', 'no-show']) {
      expect(simulate({ status, date: '2026-11-24', time: '10:00', createdAt: start - 72 * HOUR }, start - 72 * HOUR)).toEqual(
        [],
      );
    }
  });

  it('a job that was down past the 1-hour mark sends only the 1-hour reminder', () => {
    const start = slotInstant('2026-11-24', '10:00').getTime();
    const b = { status: 'upcoming', date: '2026-11-24', time: '10:00', createdAt: start - 72 * HOUR, reminders: {} };
    expect(dueReminder(b, start - 40 * MIN, HOURS)).toBe('hour');
  });

  it('across Nairobi midnight: the 24-hour reminder of a 10:00 class goes the day before, the dates roll at Nairobi midnight', () => {
    // 23:50 in Nairobi on the 23rd is 20:50 UTC; the class is 10:00 on the 24th.
    const beforeMidnight = Date.parse('2026-11-23T20:50:00Z');
    const afterMidnight = Date.parse('2026-11-23T21:05:00Z');
    const b = {
      status: 'upcoming',
      date: '2026-11-24',
      time: '10:00',
      createdAt: Date.parse('2026-11-20T08:00:00Z'),
      reminders: {},
    };
    expect(dueReminder(b, beforeMidnight, HOURS)).toBe('day');
    expect(dueReminder({ ...b, reminders: { day: 1 } }, afterMidnight, HOURS)).toBeNull();
    expect(reminderDates(beforeMidnight, nairobiDate, HOURS)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(reminderDates(afterMidnight, nairobiDate, HOURS)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    // A 10:00 class tomorrow is among the dates the job reads, wherever the family lives.
    for (const at of [beforeMidnight, afterMidnight]) expect(reminderDates(at, nairobiDate, HOURS)).toContain('2026-11-24');
  });

  it('the dates the job reads cover every class due a reminder, for every slot over two weeks', () => {
    for (let day = 0; day < 14; day += 1) {
      const date = new Date(Date.UTC(2026, 10, 20 + day)).toISOString().slice(0, 10);
      for (const slot of SLOTS) {
        const start = slotInstant(date, slot).getTime();
        for (const at of [start - 24 * HOUR, start - 23 * HOUR, start - HOUR, start - MIN]) {
          expect(reminderDates(at, nairobiDate, HOURS)).toContain(date);
        }
      }
    }
  });
});

describe('mail delivery rules', () => {
  const now = Date.parse('2026-11-23T04:00:00Z');

  it('a queued mail is claimed at once; a claimed one only when its lease has run out', () => {
    const pending = { state: 'PENDING' as const, attempts: 0, nextAttemptAt: now + 2 * MIN };
    expect(mayClaim(pending, now)).toBe(true);
    const taken = claimed(pending, now);
    expect(taken).toEqual({ state: 'PROCESSING', attempts: 1, nextAttemptAt: now + LEASE_MS });
    expect(mayClaim(taken, now)).toBe(false);
    expect(mayClaim(taken, now + LEASE_MS)).toBe(true);
    expect(mayClaim({ state: 'SUCCESS', attempts: 1, nextAttemptAt: null }, now + HOUR)).toBe(false);
  });

  it('a failed mail waits 1, 2, 4 ... minutes, at most an hour, and is given up after the last attempt', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(backoffMs)).toEqual([MIN, 2 * MIN, 4 * MIN, 8 * MIN, 60 * MIN, 60 * MIN, 60 * MIN]);
    const error = failed({ state: 'PROCESSING', attempts: 1, nextAttemptAt: now + LEASE_MS }, now);
    expect(error).toEqual({ state: 'ERROR', attempts: 1, nextAttemptAt: now + MIN });
    expect(mayClaim(error, now + 30_000)).toBe(false);
    expect(mayClaim(error, now + MIN)).toBe(true);
    const last = failed({ state: 'PROCESSING', attempts: MAX_ATTEMPTS, nextAttemptAt: now }, now);
    expect(last.nextAttemptAt).toBeNull();
    expect(mayClaim(last, now + 24 * HOUR)).toBe(false);
  });
});
