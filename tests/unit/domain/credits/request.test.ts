// POST /api/credits' request, read before Firestore is touched: each action's fields, the move
// link's token in place of signing in, and refusals in the request's words.
import { describe, expect, it } from 'vitest';
import { byLink, readCreditsRequest } from '../../../../src/domain/credits/request';
import { words as en } from '../../../../src/i18n/en/credits';
import { words as sw } from '../../../../src/i18n/sw/credits';

const token = 'a'.repeat(43);

describe('readCreditsRequest', () => {
  it('reads a cancel by class id or by move link, and the hours and booking of a credit', () => {
    expect(readCreditsRequest({ action: 'cancel', classId: 'e1_2027-03-01_1600' }, en)).toEqual({
      ok: true,
      request: { action: 'cancel', classId: 'e1_2027-03-01_1600' },
    });
    const cancel = readCreditsRequest({ action: 'cancel', token }, en);
    expect(cancel.ok && byLink(cancel.request)).toBe(true);
    expect(readCreditsRequest({ action: 'hours', creditId: 'class-x' }, en)).toMatchObject({ ok: true });
    const book = readCreditsRequest({ action: 'book', creditId: 'class-x', start: '2027-03-01T13:00:00.000Z', token }, en);
    expect(book.ok && book.request).toEqual({
      action: 'book',
      creditId: 'class-x',
      token,
      start: new Date('2027-03-01T13:00:00Z'),
    });
  });

  it('refuses a bad id, token or start in the request’s language', () => {
    expect(readCreditsRequest({ action: 'hours', creditId: 'a/b' }, sw)).toMatchObject({ ok: false });
    const badStart = readCreditsRequest({ action: 'book', creditId: 'c', start: 'tomorrow' }, sw);
    expect(JSON.stringify(badStart)).toContain(sw.chooseHour);
    expect(readCreditsRequest({ action: 'cancel', token: 'short' }, en)).toMatchObject({ ok: false });
    expect(readCreditsRequest({ action: 'grant' }, en)).toMatchObject({ ok: false });
  });
});
