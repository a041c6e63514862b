// The picker's slot states over seats.ts, and the change cut-off and past rules the manage page
// and the dashboard read, across Nairobi and UTC midnight.
import { describe, expect, it } from 'vitest';
import { canChange, isClassPast } from '../../../../src/domain/seats';
import { slotView } from '../../../../src/islands/booking/slotView';

const at = (iso: string) => new Date(iso);

describe('canChange: until the cut-off (a 2-hour fixture) before the class', () => {
  const cutoff = 2;
  it('10:00 Nairobi (07:00 UTC) can change until 08:00 Nairobi', () => {
    expect(canChange('2025-03-10', '10:00', at('2025-03-10T04:59:59Z'), cutoff)).toBe(true);
    expect(canChange('2025-03-10', '10:00', at('2025-03-10T05:00:00Z'), cutoff)).toBe(false);
  });
  it('across Nairobi midnight: a 10:00 class the next day is changeable at 23:30 the day before', () => {
    expect(canChange('2025-03-11', '10:00', at('2025-03-10T20:30:00Z'), cutoff)).toBe(true);
  });
  it('across UTC midnight: a 10:00 Nairobi class is closed from 05:00 UTC', () => {
    // 01:30 Nairobi on the 11th is 22:30 UTC on the 10th.
    expect(canChange('2025-03-11', '10:00', at('2025-03-10T22:30:00Z'), cutoff)).toBe(true);
    expect(canChange('2025-03-11', '10:00', at('2025-03-11T05:00:00Z'), cutoff)).toBe(false);
  });
});

describe('isClassPast: one hour after the start', () => {
  it('17:00 Nairobi is past from 18:00 Nairobi', () => {
    expect(isClassPast('2025-03-10', '17:00', at('2025-03-10T14:59:59Z'))).toBe(false);
    expect(isClassPast('2025-03-10', '17:00', at('2025-03-10T15:00:00Z'))).toBe(true);
  });
});

describe('slotView', () => {
  const day = (taken: number, closed = false) => ({ date: '2025-03-12', closed, slots: { '10:00': { seats: 2, taken } } });
  const now = at('2025-03-10T05:00:00Z');
  it('open, full at the seat count, full when closed, past once started', () => {
    expect(slotView('2025-03-12', '10:00', now, day(1))).toBe('open');
    expect(slotView('2025-03-12', '10:00', now, day(2))).toBe('full');
    expect(slotView('2025-03-12', '10:00', now, day(3))).toBe('full');
    expect(slotView('2025-03-12', '10:00', now, day(0, true))).toBe('full');
    expect(slotView('2025-03-12', '10:00', at('2025-03-12T07:00:00Z'), day(0))).toBe('past');
  });
  it('without availability, or for another date, a future slot is open', () => {
    expect(slotView('2025-03-12', '10:00', now, null)).toBe('open');
    expect(slotView('2025-03-13', '10:00', now, day(2))).toBe('open');
  });
});
