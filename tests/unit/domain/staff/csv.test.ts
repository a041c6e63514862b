import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, nairobiTime, toCsv } from '../../../../src/domain/staff/csv';

describe('staff CSV export', () => {
  it('starts with a UTF-8 BOM and keeps names with apostrophes and marks intact', () => {
    const csv = toCsv(
      [{ parent: "Wanjiru Ng'ang'a", student: 'Mũthoni' }],
      [
        { header: 'Parent', value: (r) => r.parent },
        { header: 'Student', value: (r) => r.student },
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe("\uFEFFParent,Student\r\nWanjiru Ng'ang'a,Mũthoni\r\n");
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes commas, quotes, newlines and edge spaces', () => {
    expect(csvCell('Nairobi, Kenya')).toBe('"Nairobi, Kenya"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('turns every cell a spreadsheet would run as a formula into text', () => {
    for (const risky of ['=HYPERLINK("http://x","y")', '+254712345678', '-2+3', '@SUM(A1)', '\tcmd', '\r=1']) {
      const cell = csvCell(risky);
      const inner = cell.startsWith('"') ? cell.slice(1) : cell;
      expect(inner.startsWith("'"), risky).toBe(true);
    }
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    // Real numbers stay numbers (a negative amount is not text).
    expect(csvCell(-25)).toBe('-25');
    expect(csvCell(4500)).toBe('4500');
  });

  it('writes empty cells for null, undefined and non-finite numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes dates in Nairobi time whatever the zone of the machine', () => {
    // 21:30 UTC is 00:30 the next day in Nairobi.
    expect(nairobiTime(new Date('2026-03-09T21:30:00Z'))).toBe('2026-03-10 00:30');
    expect(nairobiTime(null)).toBe('');
    expect(nairobiTime(new Date('nope'))).toBe('');
    expect(csvFileName('bookings', new Date('2026-03-09T21:30:00Z'))).toBe('bookings-2026-03-10.csv');
  });
});
