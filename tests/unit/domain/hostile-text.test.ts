// The attacks on the forms' rules: invisible names, piles of combining marks, odd spacing
// in an email, impossible phone numbers and bidi overrides. The same domain modules run in
// the browser and in the functions, so these hold on both sides.
import { describe, expect, it } from 'vitest';
import { cleanName, filterName, isValidName, MARKS_PER_LETTER } from '../../../src/domain/names';
import { isValidEmail, normalEmail } from '../../../src/domain/email';
import { phoneE164 } from '../../../src/domain/booking';
import { cleanText, hasVisibleText } from '../../../src/domain/text';
import { contactFields, contactProblem, questionEmail, readContactMessage } from '../../../src/domain/inbox';

const fillers = ['\u3164', '\u115F', '\u1160', '\uFFA0'];
const zeroWidth = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'];
const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('names refuse what shows nothing or smears', () => {
  it.each([...fillers, ...zeroWidth].map((c) => [c.codePointAt(0)!.toString(16)]))('a name made only of U+%s', (hex) => {
    const c = String.fromCodePoint(parseInt(hex, 16));
    for (const name of [c, c.repeat(5), `${c} ${c}`]) {
      expect(isValidName(name)).toBe(false);
      expect(filterName(name).trim()).toBe('');
    }
  });

  it('a real name with an invisible character inside', () => {
    for (const c of [...fillers, ...zeroWidth, ...bidi]) {
      expect(isValidName(`Ami${c}na`)).toBe(false);
      expect(filterName(`Ami${c}na`)).toBe('Amina');
    }
  });

  it('a letter with 79 stacked combining marks, cut to a few as typed', () => {
    const zalgo = `a${'\u0301'.repeat(79)}`;
    expect(zalgo).toHaveLength(80);
    expect(isValidName(zalgo)).toBe(false);
    expect(filterName(zalgo)).toBe(`a${'\u0301'.repeat(MARKS_PER_LETTER)}`);
    expect(isValidName(filterName(zalgo))).toBe(true);
  });

  it('marks that sit on nothing', () => {
    expect(isValidName('\u0301\u0301')).toBe(false);
    expect(isValidName('\u0301Amina')).toBe(false);
    expect(isValidName("Amina '\u0301")).toBe(false);
    expect(filterName('\u0301Amina \u0301Otieno')).toBe('Amina Otieno');
  });

  it('still keeps names real families have', () => {
    for (const name of ['Adébáyọ̀', 'Nguyễn Thị Ngọc', 'Mu\u0303thoni', 'Ng’ang’a', 'Thandiwe-Zodwa', 'יִשְׂרָאֵל', 'ปิยะพงษ์']) {
      expect(isValidName(name)).toBe(true);
    }
  });

  it('a name edged with a non-breaking space or vertical tab', () => {
    expect(isValidName('Amina\u00A0')).toBe(false);
    expect(isValidName('\u000BAmina')).toBe(false);
    expect(isValidName('  Amina  ')).toBe(true);
  });

  it('markup is not a name', () => {
    expect(isValidName('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isValidName('\u202E<img src=x onerror=alert(1)>')).toBe(false);
  });
});

describe('emails refuse odd spacing and invisible characters', () => {
  it.each([
    ['a non-breaking space inside', 'ami\u00A0na@example.com'],
    ['a non-breaking space at the end', 'amina@example.com\u00A0'],
    ['a vertical tab inside', 'amina@exa\u000Bmple.com'],
    ['a vertical tab at the start', '\u000Bamina@example.com'],
    ['a zero-width space', 'amina\u200B@example.com'],
    ['a Hangul filler', '\u3164@example.com'],
    ['a right-to-left override', 'amina@\u202Emoc.elpmaxe'],
    ['a form feed', 'amina@example.com\u000C'],
    ['a line break inside', 'amina@exam\nple.com'],
  ])('%s', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(questionEmail(email)).toBeNull();
  });

  it('trims ordinary spaces only', () => {
    expect(isValidEmail(' amina@example.com\t')).toBe(true);
    expect(normalEmail(' amina@example.com\t')).toBe('amina@example.com');
    expect(questionEmail(' amina@example.com ')).toBe('amina@example.com');
  });
});

describe('WhatsApp numbers that cannot exist', () => {
  it.each([
    ['KE', '+254000000'],
    ['KE', '+254 000 000 000'],
    ['KE', '0000000000'],
    ['UG', '+256000000'],
    ['NG', '+234000000'],
    ['ZA', '+27000000'],
    ['KE', '+254712345678\u202E'],
  ])('%s %j', (country, number) => {
    expect(phoneE164(number, country)).toBeNull();
  });
});

describe('free text keeps what a parent wrote and drops what hides', () => {
  it('removes bidi overrides and control characters, keeps line breaks and emoji', () => {
    expect(cleanText('Hello\u202E dlrow\u202C\r\nline two\u0007 👨‍👩‍👧')).toBe('Hello dlrow\nline two 👨‍👩‍👧');
  });
  it('finds nothing visible in fillers and zero-width characters', () => {
    expect(hasVisibleText([...fillers, ...zeroWidth, ' \n'].join(''))).toBe(false);
    expect(hasVisibleText('?')).toBe(true);
  });
});

describe('contact messages', () => {
  const good = {
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '',
    email: 'amina@example.com',
    company: '',
    message: 'Do you teach robotics?',
  };

  it('accepts a plain message and stores it trimmed', () => {
    expect(contactProblem(good)).toBeNull();
    expect(contactFields({ ...good, message: '  Hi\r\nthere  ', company: ' Shule ' })).toEqual({
      ...good,
      message: 'Hi\nthere',
      company: 'Shule',
    });
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['firstName', { firstName: '\u3164' }],
    ['firstName', { firstName: `a${'\u0300'.repeat(79)}` }],
    ['lastName', { lastName: '<img src=x onerror=alert(1)>' }],
    ['phone', { phone: 'call me' }],
    ['phone', { phone: '+254\u202E712' }],
    ['email', { email: 'amina@exa\u00A0mple.com' }],
    ['company', { company: 'x'.repeat(121) }],
    ['message', { message: '\u200B\u3164 \u202E' }],
    ['message', { message: 'x'.repeat(2001) }],
  ] as const)('refuses a bad %s', (field, change) => {
    expect(contactProblem({ ...good, ...change })?.field).toBe(field);
    expect(contactFields({ ...good, ...change })).toBeNull();
  });

  it('stores a hostile message as the text it is, less its bidi override', () => {
    const stored = contactFields({ ...good, message: '\u202E<img src=x onerror=alert(1)>' });
    expect(stored?.message).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads only string fields of a bounded size from a request body', () => {
    expect(readContactMessage({ ...good, phone: undefined })).toEqual({ ...good, phone: '' });
    expect(readContactMessage({ ...good, message: 42 })).toBeNull();
    expect(readContactMessage({ ...good, message: 'x'.repeat(5000) })).toBeNull();
    expect(readContactMessage([good])).toBeNull();
    expect(readContactMessage(null)).toBeNull();
  });
});

describe('names from outside the forms', () => {
  it('are cleaned of markup characters, bidi controls and invisible letters', () => {
    expect(cleanName('\u202E<img src=x onerror=alert(1)>')).toBe('img srcx onerroralert');
    expect(cleanName('  Wanjiru \u200B Kamau\t')).toBe('Wanjiru Kamau');
    expect(cleanName('\u3164\u3164')).toBe('');
    expect(cleanName(42)).toBe('');
    expect(cleanName(`a${'\u0301'.repeat(79)}`)).toBe(`a${'\u0301'.repeat(MARKS_PER_LETTER)}`);
    expect(cleanName('x'.repeat(500))).toHaveLength(80);
  });
});
