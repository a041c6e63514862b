// The booking page's inline date strip writes what the island will write over it: for
// every day of a fortnight, its chip and full label match the island's date words.
import { describe, expect, it } from 'vitest';
import { stripWords } from '../../../src/components/ui/date-strip-words';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { addDays } from '../../../src/domain/slots';

describe('the date strip words', () => {
  for (const language of ['en', 'sw'] as const) {
    it(`match the island's labels in ${language}`, () => {
      const w = stripWords(language);
      const island = catalogueIn(language).dates;
      const days = catalogueIn(language).booking.days;
      for (let i = 0; i < 14; i++) {
        const date = addDays('2026-11-23', i);
        const at = new Date(`${date}T12:00:00Z`);
        const label = island.dayLabel(date);
        const [d, m] = [at.getUTCDay(), at.getUTCMonth()];
        expect(w.chipDays[d]).toBe(label.weekday);
        expect(w.chipMonths[m]).toBe(label.month);
        expect(w.todayIs + w.days[d] + w.afterWeekday + [at.getUTCDate(), w.months[m], at.getUTCFullYear()].join(' ')).toBe(
          days.todayIs(label.full),
        );
      }
    });
  }
});
