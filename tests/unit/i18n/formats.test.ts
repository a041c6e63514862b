// Each language's formats (src/i18n/<language>/formats.ts): the grammar the messages write times,
// dates and lengths with, behind the same names, so no template asks which language it is in.
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../src/i18n/catalogues';
import { LANGUAGES } from '../../../src/i18n/languages';

const en = catalogues.en.formats;
const sw = catalogues.sw.formats;

describe('formats', () => {
  it('every language gives every format', () => {
    for (const { code } of LANGUAGES) expect(Object.keys(catalogues[code].formats).sort()).toEqual(Object.keys(en).sort());
  });

  it('a class time in the family zone, with Nairobi beside it only when it differs', () => {
    expect(en.classTime('2026-11-24', '10:00', 'Africa/Lagos').full).toBe('Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)');
    expect(sw.classTime('2026-11-24', '10:00', 'Africa/Lagos').full).toBe(
      `${new Intl.DateTimeFormat('sw-KE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Africa/Lagos' }).format(
        new Date('2026-11-24T07:00:00Z'),
      )}, 08:00 (saa mbili asubuhi) WAT; Nairobi: 10:00 (saa nne asubuhi)`,
    );
    // A family already in Nairobi time reads the time once.
    const nairobi = sw.classTime('2026-11-24', '16:00', 'Africa/Nairobi');
    expect(nairobi.full).toBe(nairobi.local);
    expect(nairobi.full.match(/16:00/g)).toHaveLength(1);
  });

  it('a weekly class stored as an instant reads as the same trial time would', () => {
    const start = new Date('2026-11-24T13:00:00Z');
    expect(sw.classTimeAt(start, 'Africa/Lagos')).toEqual(sw.classTime('2026-11-24', '16:00', 'Africa/Lagos'));
  });

  it('a length of time: hours in English, minutes in Kiswahili (never "saa 1", which reads as 7 o\'clock)', () => {
    expect(en.length(60)).toBe('1 hour');
    expect(en.length(120)).toBe('2 hours');
    expect(en.length(90)).toBe('90 minutes');
    expect(sw.length(60)).toBe('dakika 60');
  });

  it('dates, months, periods and classes through Intl and the plans words', () => {
    expect(en.calendarDate('2026-12-24')).toBe('24 December 2026');
    expect(sw.calendarDate('2026-12-24')).toMatch(/^24 Desemba 2026$/);
    expect(sw.monthName('2026-11')).toMatch(/Novemba 2026/);
    expect(en.nairobiDate(new Date('2026-11-23T22:00:00Z'))).toBe('24 November 2026');
    expect([en.period('monthly'), sw.period('monthly')]).toEqual(['Monthly', 'Kila mwezi']);
    expect([en.classes(1), sw.classes(3)]).toEqual(['1 class per week', 'madarasa 3 kwa wiki']);
    expect([en.clock('09:00'), sw.clock('09:00')]).toEqual(['09:00', '09:00 (saa tatu asubuhi)']);
  });
});
