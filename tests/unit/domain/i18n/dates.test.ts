import { describe, expect, it } from 'vitest';
import { words as englishDates } from '../../../../src/i18n/en/dates';
import { words as swahiliDates } from '../../../../src/i18n/sw/dates';
import { dayLabel, describeSlot } from '../../../../src/domain/slots';

describe('booking days and times in a language', () => {
  it('leaves English as the house writes it', () => {
    expect(englishDates.dayLabel('2026-11-26')).toEqual(dayLabel('2026-11-26'));
    expect(englishDates.describeSlot('2026-11-26', '10:00', 'Africa/Lagos')).toBe(
      describeSlot('2026-11-26', '10:00', 'Africa/Lagos'),
    );
    expect(englishDates.clockTime('10:00')).toBe('10:00');
  });

  it('names Kiswahili days and months through Intl, and reads the clock time', () => {
    const day = swahiliDates.dayLabel('2026-11-26');
    const intl = (o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('sw-KE', { ...o, timeZone: 'UTC' }).format(new Date('2026-11-26T12:00:00Z'));
    expect(day.weekday).toBe(intl({ weekday: 'long' }));
    expect(day.month).toBe(intl({ month: 'short' }));
    expect(day.full).toContain('2026');
    expect(day.full).not.toMatch(/Thursday|November/);
    const when = swahiliDates.describeSlot('2026-11-26', '10:00', 'Africa/Nairobi');
    expect(when).toBe(`${day.full}, 10:00 (saa nne asubuhi) EAT`);
    // In the family's zone: 10:00 in Nairobi is 08:00 in Lagos.
    expect(swahiliDates.describeSlot('2026-11-26', '10:00', 'Africa/Lagos')).toContain('08:00 (saa mbili asubuhi)');
  });
});

describe('a short clock display', () => {
  it('adds the Kiswahili reading beside a bare time, and nothing in English', () => {
    expect(englishDates.clockReading('16:00')).toBe('');
    expect(swahiliDates.clockReading('16:00')).toBe('saa kumi jioni');
    expect(swahiliDates.clockTime('16:00')).toBe('16:00 (saa kumi jioni)');
  });
});
