// The booking summary's rows and missing list, and adopting what was typed before the
// form's code arrived: pure functions, tried on fixtures.
import { describe, expect, it } from 'vitest';
import { emptyDraft, type Country, type DraftCheck } from '../../../../src/domain/booking';
import { SESSION_LENGTH, dateWindow } from '../../../../src/domain/slots';
import { missingParts, summaryRows } from '../../../../src/islands/booking/summary';
import { words as bookingWords } from '../../../../src/i18n/en/booking';
import { words as bookingWordsSw } from '../../../../src/i18n/sw/booking';
import { swahiliTime } from '../../../../src/i18n/swahili-clock';
import { words as englishDates } from '../../../../src/i18n/en/dates';
import { words as swahiliDates } from '../../../../src/i18n/sw/dates';
import { withTyped } from '../../../../src/islands/booking/withTyped';

const lagos: Country = { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', zone: 'WAT', flag: '' } as Country;
const nairobi: Country = { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', zone: 'EAT', flag: '' } as Country;
const now = new Date('2026-11-23T06:00:00Z');
const allReady: DraftCheck = { studentName: true, studentGrade: true, parentName: true, email: true, phone: true, time: true };

describe('summary', () => {
  it('lists what is missing in the form order, and nothing before the clock is known', () => {
    expect(missingParts(null, bookingWords)).toEqual([]);
    expect(missingParts(allReady, bookingWords)).toEqual([]);
    expect(missingParts({ ...allReady, studentGrade: false, time: false, email: false }, bookingWords)).toEqual([
      'grade',
      'a valid email',
      'a class time',
    ]);
  });

  it('shows the class in the family’s zone with its length, and an unchecked email as not set', () => {
    const draft = { ...emptyDraft(now, 'NG'), studentName: ' Chidi ', email: 'amina@', date: '2026-11-24', time: '16:00' };
    const rows = summaryRows({
      draft,
      check: { ...allReady, email: false },
      phone: null,
      gradeLabel: 'Grade 3 to 5',
      country: lagos,
      now,
      words: bookingWords,
      dates: englishDates,
    });
    expect(Object.fromEntries(rows.map((r) => [r.term, r.value]))).toEqual({
      Student: 'Chidi, Grade 3 to 5',
      Parent: '',
      Email: '',
      WhatsApp: '',
      Class: `Tuesday 24 November 2026, 14:00 WAT (${SESSION_LENGTH})`,
    });
  });

  it('speaks Kiswahili on a Kiswahili page: its terms, Intl’s day names and the clock read both ways', () => {
    const draft = { ...emptyDraft(now, 'NG'), studentName: 'Chidi', date: '2026-11-24', time: '16:00' };
    const rows = summaryRows({
      draft,
      check: allReady,
      phone: null,
      gradeLabel: undefined,
      country: lagos,
      now,
      words: bookingWordsSw,
      dates: swahiliDates,
    });
    const cls = rows.find((r) => r.term === bookingWordsSw.summary.class)!.value;
    expect(rows.map((r) => r.term)).not.toContain('Student');
    expect(cls).toContain(swahiliTime('14:00'));
    expect(cls).not.toMatch(/Tuesday|November/);
    expect(missingParts({ ...allReady, time: false }, bookingWordsSw)).toEqual([bookingWordsSw.summary.missingTime]);
  });
});

describe('withTyped', () => {
  const draft = emptyDraft(now, 'KE');

  it('adopts typed text through the typing filters and ignores what the form does not offer', () => {
    const next = withTyped(
      draft,
      { studentName: 'Mũthoni 2!', parentName: "Ng'ang'a", phone: '0712 345 678', studentGrade: 'nope', countryCode: 'XX' },
      ['3-5'],
      [nairobi, lagos],
      7,
    );
    expect(next).toMatchObject({ studentName: 'Mũthoni ', parentName: "Ng'ang'a", studentGrade: '', countryCode: 'KE' });
    expect(next.phone).toMatch(/^[\d ]+$/);
  });

  it('turns a picked day offset into that Nairobi date and keeps a valid slot', () => {
    const next = withTyped(draft, { date: '+2', time: '16:00' }, [], [nairobi], 7);
    expect(next.date).toBe(dateWindow(new Date(), 7)[2]);
    expect(next.time).toBe('16:00');
  });
});
