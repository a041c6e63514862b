import { describe, expect, it } from 'vitest';
import { clockTimeIn, dayLabelIn, describeSlotIn } from '../../../../src/domain/i18n/dates';
import { dayLabel, describeSlot } from '../../../../src/domain/slots';

describe('booking days and times in a language', () => {
  it('leaves English as the house writes it', () => {
    expect(dayLabelIn('2026-11-26', 'en')).toEqual(dayLabel('2026-11-26'));
    expect(describeSlotIn('2026-11-26', '10:00', 'Africa/Lagos', 'en')).toBe(describeSlot('2026-11-26', '10:00', 'Africa/Lagos'));
    expect(clockTimeIn('10:00', 'en')).toBe('10:00');
  });

  it('names Kiswahili days and months through Intl, and reads the clock time', () => {
    const day = dayLabelIn('2026-11-26', 'sw');
    expect(day.weekday).toBe(
      new Intl.DateTimeFormat('sw-KE', { weekday: 'long', timeZone: 'UTC' }).format(new Date('2026-11-26T12:00:00Z')),
    );
    expect(day.full).toContain('2026');
    expect(day.full).not.toMatch(/Thursday|November/);
    const when = describeSlotIn('2026-11-26', '10:00', 'Africa/Nairobi', 'sw');
    expect(when).toContain('10:00 (saa nne asubuhi)');
    expect(when.startsWith(day.full)).toBe(true);
  });
});
