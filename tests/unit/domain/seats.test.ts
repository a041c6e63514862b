// Seats, availability, the 2-hour change cut-off and "past" for trial classes: pure rules,
// checked at fixed instants whatever zone the machine runs in.
import { describe, expect, it } from 'vitest';
import {
  canChange,
  changeDeadline,
  dayAvailability,
  isClassPast,
  isDateOpen,
  seatRefusal,
  slotState,
  type BookingSettings,
} from '../../../src/domain/seats';
import { SLOTS, addDays } from '../../../src/domain/slots';

const settings: BookingSettings = {
  seatsPerSlot: 2,
  closedDates: [],
  maxChildrenPerFamily: 3,
  changeCutoffHours: 2,
  calendarAlarmMinutes: 30,
  windowDays: 7,
  reminderHours: { day: 24, hour: 1 },
};
// 2026-03-10 08:30 Nairobi (05:30 UTC): today's 10:00 and later are open.
const morning = new Date('2026-03-10T05:30:00Z');
const today = '2026-03-10';

describe('seatRefusal', () => {
  it('lets a slot take bookings until its seats are taken', () => {
    expect(seatRefusal(settings, today, '14:00', {}, morning)).toBeNull();
    expect(seatRefusal(settings, today, '14:00', { '14:00': 1 }, morning)).toBeNull();
    expect(seatRefusal(settings, today, '14:00', { '14:00': 2 }, morning)).toBe('full');
    expect(seatRefusal(settings, today, '14:00', { '14:00': 5 }, morning)).toBe('full');
    expect(seatRefusal(settings, today, '14:00', { '15:00': 2 }, morning)).toBeNull();
  });

  it('follows the seats setting', () => {
    expect(
      seatRefusal(
        {
          seatsPerSlot: 1,
          closedDates: [],
          maxChildrenPerFamily: 3,
          changeCutoffHours: 2,
          calendarAlarmMinutes: 30,
          windowDays: 7,
          reminderHours: { day: 24, hour: 1 },
        },
        today,
        '14:00',
        { '14:00': 1 },
        morning,
      ),
    ).toBe('full');
    expect(
      seatRefusal(
        {
          seatsPerSlot: 3,
          closedDates: [],
          maxChildrenPerFamily: 3,
          changeCutoffHours: 2,
          calendarAlarmMinutes: 30,
          windowDays: 7,
          reminderHours: { day: 24, hour: 1 },
        },
        today,
        '14:00',
        { '14:00': 2 },
        morning,
      ),
    ).toBeNull();
  });

  it('refuses a closed date, a date outside the window, a time that is not a slot and a started class', () => {
    const closed = {
      seatsPerSlot: 2,
      closedDates: [addDays(today, 2)],
      maxChildrenPerFamily: 3,
      changeCutoffHours: 2,
      calendarAlarmMinutes: 30,
      windowDays: 7,
      reminderHours: { day: 24, hour: 1 },
    };
    expect(seatRefusal(closed, addDays(today, 2), '10:00', {}, morning)).toBe('closed-date');
    expect(seatRefusal(closed, addDays(today, 3), '10:00', {}, morning)).toBeNull();
    expect(seatRefusal(settings, addDays(today, 7), '10:00', {}, morning)).toBe('outside-window');
    expect(seatRefusal(settings, addDays(today, -1), '17:00', {}, morning)).toBe('outside-window');
    expect(seatRefusal(settings, today, '13:00', {}, morning)).toBe('not-a-slot');
    expect(seatRefusal(settings, today, '10:00', {}, new Date('2026-03-10T07:00:00Z'))).toBe('started');
    expect(seatRefusal(settings, today, '10:00', {}, new Date('2026-03-10T06:59:59Z'))).toBeNull();
  });
});

describe('dayAvailability', () => {
  it('gives every slot its seats and taken count', () => {
    const day = dayAvailability(settings, addDays(today, 1), { '10:00': 2, '11:00': 1 }, morning);
    expect(day.closed).toBe(false);
    expect(Object.keys(day.slots)).toEqual([...SLOTS]);
    expect(day.slots['10:00']).toEqual({ seats: 2, taken: 2 });
    expect(day.slots['11:00']).toEqual({ seats: 2, taken: 1 });
    expect(day.slots['17:00']).toEqual({ seats: 2, taken: 0 });
    expect(slotState(day, '10:00')).toBe('full');
    expect(slotState(day, '11:00')).toBe('open');
  });

  it("counts today's started slots as closed", () => {
    const noon = new Date('2026-03-10T09:30:00Z'); // 12:30 Nairobi
    const day = dayAvailability(settings, today, {}, noon);
    expect(day.closed).toBe(false);
    expect(SLOTS.filter((s) => slotState(day, s) === 'closed')).toEqual(['10:00', '11:00', '12:00']);
    expect(SLOTS.filter((s) => slotState(day, s) === 'open')).toEqual(['14:00', '15:00', '16:00', '17:00']);
  });

  it('closes a whole closed date, and dates outside the window', () => {
    const closed = {
      seatsPerSlot: 2,
      closedDates: [addDays(today, 1)],
      maxChildrenPerFamily: 3,
      changeCutoffHours: 2,
      calendarAlarmMinutes: 30,
      windowDays: 7,
      reminderHours: { day: 24, hour: 1 },
    };
    const holiday = dayAvailability(closed, addDays(today, 1), {}, morning);
    expect(holiday.closed).toBe(true);
    expect(SLOTS.every((s) => slotState(holiday, s) === 'closed')).toBe(true);
    expect(dayAvailability(settings, addDays(today, 7), {}, morning).closed).toBe(true);
    expect(isDateOpen(settings, addDays(today, 6), morning)).toBe(true);
  });

  it('takes the window from Nairobi: at 23:30 Nairobi, the next Nairobi day is tomorrow, not today', () => {
    const lateNight = new Date('2026-03-10T20:30:00Z'); // 23:30 Nairobi on the 10th
    expect(dayAvailability(settings, '2026-03-10', {}, lateNight).closed).toBe(false);
    expect(slotState(dayAvailability(settings, '2026-03-10', {}, lateNight), '17:00')).toBe('closed');
    expect(dayAvailability(settings, '2026-03-16', {}, lateNight).closed).toBe(false);
    expect(dayAvailability(settings, '2026-03-17', {}, lateNight).closed).toBe(true);
    const afterMidnight = new Date('2026-03-10T21:00:00Z'); // 00:00 Nairobi on the 11th
    expect(dayAvailability(settings, '2026-03-10', {}, afterMidnight).closed).toBe(true);
    expect(dayAvailability(settings, '2026-03-17', {}, afterMidnight).closed).toBe(false);
  });
});

describe('the change cut-off (a fixture of 2 hours; settings.yaml holds the real one)', () => {
  const cutoff = 2;
  it('allows changes until 2 hours before the class, not after', () => {
    expect(changeDeadline(today, '10:00', cutoff).toISOString()).toBe('2026-03-10T05:00:00.000Z');
    expect(canChange(today, '10:00', new Date('2026-03-10T04:59:59Z'), cutoff)).toBe(true);
    expect(canChange(today, '10:00', new Date('2026-03-10T05:00:00Z'), cutoff)).toBe(false);
    expect(canChange(today, '10:00', morning, cutoff)).toBe(false);
    expect(canChange(today, '11:00', morning, cutoff)).toBe(true);
  });

  it('moves with the setting: 5 hours, or none at all', () => {
    expect(changeDeadline(today, '10:00', 5).toISOString()).toBe('2026-03-10T02:00:00.000Z');
    expect(canChange(today, '10:00', new Date('2026-03-10T02:30:00Z'), 5)).toBe(false);
    expect(canChange(today, '10:00', new Date('2026-03-10T02:30:00Z'), cutoff)).toBe(true);
    expect(canChange(today, '10:00', new Date('2026-03-10T06:59:00Z'), 0)).toBe(true);
  });

  it('counts hours, not calendar days, across Nairobi midnight', () => {
    // A class at 01:00 Nairobi on the 11th: its cut-off is 23:00 Nairobi on the 10th.
    expect(changeDeadline('2026-03-11', '01:00', cutoff).toISOString()).toBe('2026-03-10T20:00:00.000Z');
    expect(canChange('2026-03-11', '01:00', new Date('2026-03-10T19:59:00Z'), cutoff)).toBe(true); // 22:59 on the 10th
    expect(canChange('2026-03-11', '01:00', new Date('2026-03-10T20:30:00Z'), cutoff)).toBe(false); // 23:30 on the 10th
    // At 23:30 Nairobi, tomorrow's 10:00 class is hours away: still changeable.
    expect(canChange('2026-03-11', '10:00', new Date('2026-03-10T20:30:00Z'), cutoff)).toBe(true);
    // Just after Nairobi midnight (but still the 10th in UTC), the 11th's 01:30 class is 1.5 h away.
    expect(canChange('2026-03-11', '01:30', new Date('2026-03-10T21:00:00Z'), cutoff)).toBe(false);
  });
});

describe('a class is past one hour after it starts', () => {
  it('is not past while it runs', () => {
    expect(isClassPast(today, '10:00', new Date('2026-03-10T07:00:00Z'))).toBe(false);
    expect(isClassPast(today, '10:00', new Date('2026-03-10T07:59:59Z'))).toBe(false);
    expect(isClassPast(today, '10:00', new Date('2026-03-10T08:00:00Z'))).toBe(true);
  });

  it('across Nairobi midnight', () => {
    expect(isClassPast('2026-03-10', '23:30', new Date('2026-03-10T21:29:00Z'))).toBe(false); // 00:29 on the 11th
    expect(isClassPast('2026-03-10', '23:30', new Date('2026-03-10T21:30:00Z'))).toBe(true);
  });
});
