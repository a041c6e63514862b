import { describe, expect, it } from 'vitest';
import { swahiliClockReading, swahiliTime } from '../../../../src/i18n/swahili-clock';

const two = (n: number) => String(n).padStart(2, '0');

describe('swahiliClockReading', () => {
  it('reads every hour of the day from sunrise', () => {
    const expected: Record<number, string> = {
      0: 'saa sita usiku',
      1: 'saa saba usiku',
      2: 'saa nane usiku',
      3: 'saa tisa usiku',
      4: 'saa kumi alfajiri',
      5: 'saa kumi na moja alfajiri',
      6: 'saa kumi na mbili asubuhi',
      7: 'saa moja asubuhi',
      8: 'saa mbili asubuhi',
      9: 'saa tatu asubuhi',
      10: 'saa nne asubuhi',
      11: 'saa tano asubuhi',
      12: 'saa sita mchana',
      13: 'saa saba mchana',
      14: 'saa nane mchana',
      15: 'saa tisa mchana',
      16: 'saa kumi jioni',
      17: 'saa kumi na moja jioni',
      18: 'saa kumi na mbili jioni',
      19: 'saa moja usiku',
      20: 'saa mbili usiku',
      21: 'saa tatu usiku',
      22: 'saa nne usiku',
      23: 'saa tano usiku',
    };
    for (let hour = 0; hour < 24; hour++) expect(swahiliClockReading(`${two(hour)}:00`)).toBe(expected[hour]);
  });

  it('reads quarters, halves and other minutes', () => {
    expect(swahiliClockReading('09:15')).toBe('saa tatu na robo asubuhi');
    expect(swahiliClockReading('09:30')).toBe('saa tatu na nusu asubuhi');
    expect(swahiliClockReading('09:45')).toBe('saa nne kasorobo asubuhi');
    expect(swahiliClockReading('18:45')).toBe('saa moja kasorobo usiku');
    expect(swahiliClockReading('14:10')).toBe('saa nane na dakika kumi mchana');
    expect(swahiliClockReading('14:25')).toBe('saa nane na dakika ishirini na tano mchana');
    expect(swahiliClockReading('14:05')).toBe('saa nane na dakika tano mchana');
  });

  it('shows the 24-hour time with its reading', () => {
    expect(swahiliTime('09:00')).toBe('09:00 (saa tatu asubuhi)');
  });

  it('refuses what is not a 24-hour time', () => {
    expect(() => swahiliClockReading('24:00')).toThrow();
    expect(() => swahiliClockReading('9am')).toThrow();
  });
});
