// The booking form's rules: names, email, WhatsApp numbers, the whole draft and the first
// failing field (the slots' rules: booking-slots.test.ts).
import { describe, expect, it } from 'vitest';
import {
  bookingFields,
  checkDraft,
  draftFrom,
  draftProblem,
  emptyDraft,
  filterPhone,
  isDraftComplete,
  phoneE164,
  reviveDraft,
  type BookingDraft,
} from '../../../src/domain/booking';
import { isValidEmail } from '../../../src/domain/email';
import { filterName, isValidName } from '../../../src/domain/names';
import { words as messages } from '../../../src/i18n/en/messages';
import { countries, grades } from './booking-fixtures';

describe('names', () => {
  it.each(["Ng'ang'a", 'Mũthoni', 'Anne-Marie', 'Wanjiru Ng’ang’a', 'Adébáyọ̀', 'Zoë', 'محمد', 'Nomvula Dlamini'])(
    'keeps %s',
    (name) => {
      expect(filterName(name)).toBe(name);
      expect(isValidName(name)).toBe(true);
    },
  );

  it('keeps Mũthoni written with a combining tilde', () => {
    const decomposed = 'Mu\u0303thoni';
    expect(filterName(decomposed)).toBe(decomposed);
    expect(isValidName(decomposed)).toBe(true);
  });

  it('drops digits and symbols as typed', () => {
    expect(filterName('Amina2')).toBe('Amina');
    expect(filterName('J0hn_Doe!')).toBe('JhnDoe');
    expect(filterName('Ada <script>')).toBe('Ada script');
    expect(filterName('Kofi@#$%^&*()=+.,;:/\\|"?1234567890')).toBe('Kofi');
    expect(filterName('🙂Baraka🙂')).toBe('Baraka');
  });

  it('caps the length', () => {
    expect(filterName('a'.repeat(120))).toHaveLength(80);
  });

  it('needs at least one letter', () => {
    expect(isValidName('')).toBe(false);
    expect(isValidName('   ')).toBe(false);
    expect(isValidName("' -")).toBe(false);
    expect(isValidName('Amina2')).toBe(false);
  });
});

describe('email', () => {
  it.each(['amina@example.com', 'a.b+c@mail.co.ke', ' parent@shule.ac.tz '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'amina', 'amina@', 'amina@example', '@example.com', 'amina@example.', 'a mina@example.com', 'a@b@c.com'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('rejects an email longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('WhatsApp numbers', () => {
  it.each([
    ['KE', '0712 345 678', '+254712345678'],
    ['KE', '712345678', '+254712345678'],
    ['KE', '+254 712 345 678', '+254712345678'],
    ['UG', '0772 123456', '+256772123456'],
    ['TZ', '0754 123 456', '+255754123456'],
    ['NG', '0803 123 4567', '+2348031234567'],
    ['NG', '8031234567', '+2348031234567'],
    ['ZA', '082 123 4567', '+27821234567'],
  ])('%s %s is %s', (country, typed, e164) => {
    expect(phoneE164(typed, country)).toBe(e164);
  });

  it.each([
    ['KE', ''],
    ['KE', '12345'],
    ['KE', '0712 345 67'],
    ['KE', '0712 345 67890'],
    ['NG', '0712 345 678'], // a Kenyan number with Nigeria chosen
    ['KE', '+234 803 123 4567'], // a Nigerian number with Kenya chosen
    ['KE', 'not a number'],
    ['US', '202 555 0143'], // a country outside the five has no metadata
  ])('%s %j is not valid', (country, typed) => {
    expect(phoneE164(typed, country)).toBeNull();
  });

  it('drops letters from the phone field as typed', () => {
    expect(filterPhone('07a12-345 678x')).toBe('0712-345 678');
  });
});

describe('the whole draft', () => {
  const now = new Date('2025-03-10T05:00:00Z'); // 08:00 Nairobi
  const filled: BookingDraft = {
    studentName: ' Mũthoni ',
    studentGrade: '3-5',
    parentName: "Wanjiru Ng'ang'a",
    email: 'wanjiru@example.com',
    phone: '0712 345 678',
    countryCode: 'KE',
    date: '2025-03-12',
    time: '14:00',
  };

  it('starts empty, in Kenya, on today in Nairobi', () => {
    expect(emptyDraft(new Date('2025-03-10T21:30:00Z'), 'KE')).toMatchObject({ countryCode: 'KE', date: '2025-03-11', time: '' });
  });

  it('is complete only when every part is set and valid', () => {
    expect(isDraftComplete(checkDraft(filled, grades, countries, now, 7))).toBe(true);
    const broken: [keyof BookingDraft, string][] = [
      ['studentName', ''],
      ['studentGrade', ''],
      ['studentGrade', '13'],
      ['parentName', ' '],
      ['email', 'wanjiru@example'],
      ['phone', '0712'],
      ['countryCode', 'US'],
      ['time', ''],
      ['time', '13:00'],
      ['date', '2025-03-20'],
    ];
    for (const [field, value] of broken) {
      expect(isDraftComplete(checkDraft({ ...filled, [field]: value }, grades, countries, now, 7)), `${field}=${value}`).toBe(
        false,
      );
    }
    const pastSlot = { ...filled, date: '2025-03-10', time: '10:00' };
    expect(checkDraft(pastSlot, grades, countries, new Date('2025-03-10T08:00:00Z'), 7).time).toBe(false);
  });

  it('builds the booking document fields exactly', () => {
    expect(bookingFields({ ...filled, countryCode: 'NG', phone: '0803 123 4567' }, grades, countries, now)).toEqual({
      studentName: 'Mũthoni',
      studentGrade: '3-5',
      parentName: "Wanjiru Ng'ang'a",
      email: 'wanjiru@example.com',
      whatsapp: '+2348031234567',
      country: { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
      date: '2025-03-12',
      time: '14:00',
      type: 'trial',
      status: 'upcoming',
    });
    expect(bookingFields({ ...filled, email: '' }, grades, countries, now)).toBeNull();
  });

  it('revives a stored draft, dropping a date that left the window and a slot that passed', () => {
    expect(reviveDraft(filled, now, 'KE', countries, 7)).toEqual(filled);
    const later = new Date('2025-03-14T05:00:00Z');
    expect(reviveDraft(filled, later, 'KE', countries, 7)).toMatchObject({
      date: '2025-03-14',
      time: '',
      studentName: ' Mũthoni ',
    });
    const afternoon = new Date('2025-03-12T12:00:00Z'); // 15:00 Nairobi on the chosen date
    expect(reviveDraft(filled, afternoon, 'KE', countries, 7)).toMatchObject({ date: '2025-03-12', time: '' });
    expect(reviveDraft({ countryCode: 'XX', studentName: 'Ada1' }, now, 'KE', countries, 7)).toMatchObject({
      countryCode: 'KE',
      studentName: 'Ada',
      date: '2025-03-10',
    });
  });
});

describe('draftProblem: the first failing field, as the form and the book function report it', () => {
  const now = new Date('2026-03-10T05:30:00Z'); // 08:30 Nairobi
  const good: BookingDraft = {
    studentName: 'Wanjiru',
    studentGrade: '3-5',
    parentName: "Amina Ng'ang'a",
    email: 'amina@example.com',
    phone: '0712 345 678',
    countryCode: 'KE',
    date: '2026-03-11',
    time: '10:00',
  };

  it('accepts a complete draft, as bookingFields does', () => {
    expect(draftProblem(good, grades, countries, now, undefined, 7)).toBeNull();
    expect(bookingFields(good, grades, countries, now)).not.toBeNull();
  });

  it.each([
    ['studentName', { studentName: 'R2D2' }, messages.booking.invalidStudentName],
    ['studentGrade', { studentGrade: '13' }, messages.booking.invalidGrade],
    ['parentName', { parentName: '  ' }, messages.booking.invalidParentName],
    ['email', { email: 'amina@example' }, messages.booking.invalidEmail],
    ['email', { email: 'Amina<amina@example.com>' }, `${messages.booking.invalidEmail} It cannot contain "<".`],
    ['countryCode', { countryCode: 'US' }, messages.booking.invalidCountry],
    ['phone', { phone: '+234 803 123 4567' }, messages.booking.invalidPhone('Kenya')],
    ['date', { date: '2026-03-17' }, messages.booking.invalidDate],
    ['time', { time: '13:00' }, messages.booking.invalidTime],
    ['time', { date: '2026-03-10', time: '10:00' }, undefined],
  ] as const)('names %s first when it fails', (field, change, message) => {
    const draft = { ...good, ...change };
    const later = field === 'time' && message === undefined ? new Date('2026-03-10T07:00:00Z') : now;
    const problem = draftProblem(draft, grades, countries, later, undefined, 7);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toBe(message ?? messages.booking.slotStarted);
    expect(bookingFields(draft, grades, countries, later, 7)).toBeNull();
  });

  it('reports fields in form order', () => {
    expect(draftProblem({ ...good, email: '', studentName: '' }, grades, countries, now, undefined, 7)?.field).toBe(
      'studentName',
    );
  });

  it('reads a request body: anything that is not text is refused as empty', () => {
    const draft = draftFrom({ ...good, studentName: 42, phone: ['0712345678'], extra: 'ignored' });
    expect(draft.studentName).toBe('');
    expect(draft.phone).toBe('');
    expect(draft).not.toHaveProperty('extra');
    expect(draftProblem(draft, grades, countries, now, undefined, 7)?.field).toBe('studentName');
    expect(draftFrom(null)).toEqual({
      studentName: '',
      studentGrade: '',
      parentName: '',
      email: '',
      phone: '',
      countryCode: '',
      date: '',
      time: '',
    });
  });
});
