// A mentor's note on a class, as POST /api/classes reads it: cleaned as every free text is
// (src/domain/text.ts), so no control or direction-override character reaches /dashboard or
// the monthly report mail; its length is checked on what is kept.
import { describe, expect, it } from 'vitest';
import { NOTE_MAX } from '../../../../src/domain/classes/note';
import { words as classMessages } from '../../../../src/i18n/en/classes';
import { readClassesRequest, readNote } from '../../../../src/domain/classes/request';
import { cleanText } from '../../../../src/domain/text';

const mark = (note: unknown) =>
  readClassesRequest({ action: 'mark', classId: 'class0000000000000001', outcome: 'attended', note });
const noteOf = (note: unknown) => {
  const read = mark(note);
  return read.ok && read.request.action === 'mark' ? read.request.note : read;
};

describe('a mentor note', () => {
  it.each([
    ['a right-to-left override', 'Great \u202Ekrow\u202C today', 'Great krow today'],
    ['isolates and embeddings', '\u2066Did\u2069 \u202Bwell\u202A', 'Did well'],
    ['control characters', 'Loops\u0000 and\u0007 \u001Bvariables\u007F\u0085', 'Loops and variables'],
    ['Windows and lone CR line breaks', 'Line one\r\nLine two\rLine three', 'Line one\nLine two\nLine three'],
    ['spacing around it', '  \n Built a game \t ', 'Built a game'],
  ])('loses %s, as every free text does', (_label, typed, kept) => {
    expect(noteOf(typed)).toBe(kept);
    expect(noteOf(typed)).toBe(cleanText(typed));
  });

  it('that shows nothing is no note', () => {
    for (const typed of ['\u202E\u202C', '\u200B\u200B', '\u0007', '']) expect(noteOf(typed)).toBe('');
    expect(noteOf(undefined)).toBe('');
  });

  it('is measured after cleaning, and refused past the limit', () => {
    const full = 'a'.repeat(NOTE_MAX);
    expect(noteOf(`${full}\u202E\u0007`)).toBe(full);
    expect(mark(`${full}b`)).toMatchObject({ ok: false });
    expect(readNote(`${full}b`)).toEqual({ message: classMessages.noteTooLong(NOTE_MAX) });
  });

  it('that is not text is refused', () => {
    expect(mark(42)).toMatchObject({ ok: false });
    expect(mark(null)).toMatchObject({ ok: false });
  });
});

describe("a mentor's Can't make it", () => {
  it('names one class, and a class id that is not one is refused in words', () => {
    expect(readClassesRequest({ action: 'mentorCantMake', classId: 'class0000000000000001' })).toMatchObject({
      ok: true,
      request: { action: 'mentorCantMake', classId: 'class0000000000000001' },
    });
    expect(readClassesRequest({ action: 'mentorCantMake', classId: 'a/b' })).toMatchObject({
      ok: false,
      body: { field: 'classId', message: classMessages.classNotFound },
    });
  });
});
