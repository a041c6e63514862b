// The WhatsApp templates: every template's parameters for a booking from every country,
// the class time in the family's zone and in Nairobi, the text an SMS carries, and the
// shape the template manager takes.
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../../src/domain/countries';
import type { BookingRecord } from '../../../../src/domain/mail/booking-types';
import {
  TEMPLATES,
  buttonPayload,
  numberedBody,
  readPayload,
  renderTemplate,
  sendComponents,
  templateParams,
  templateSubmissions,
  type TemplateName,
} from '../../../../src/domain/whatsapp/templates';

/** What a 10:00 Nairobi class reads in each country on Tuesday 24 November 2026. */
const LOCAL_TEN: Record<string, string> = {
  KE: '10:00 EAT',
  UG: '10:00 EAT',
  TZ: '10:00 EAT',
  NG: '08:00 WAT',
  ZA: '09:00 SAST',
};

function booking(code: string): BookingRecord {
  const country = COUNTRIES.find((c) => c.code === code)!;
  return {
    id: 'b0okingId0000000000x',
    studentName: 'Wanjiru',
    studentGrade: '3-5',
    parentName: 'Amina',
    email: 'amina@example.com',
    whatsapp: '+2348031234567',
    country: { code: country.code, name: country.name, dial: country.dial, tz: country.tz, flag: country.flag },
    date: '2026-11-24',
    time: '10:00',
  };
}

const names = Object.keys(TEMPLATES) as TemplateName[];
/** The templates about a trial class (the enrollment ones: whatsapp-enrollment-params.test.ts; a certificate's below). */
const classNames = names.filter(
  (n) =>
    !['recommendation', 'payment_received', 'certificate_awarded', 'enrollment_ended'].includes(n) &&
    !n.startsWith('renewal_') &&
    !n.startsWith('weekly_class_') &&
    n !== 'progress_report',
);

describe('WhatsApp templates', () => {
  it('certificate_awarded names the child, course and level, and carries the public link', () => {
    const text = renderTemplate('certificate_awarded', {
      student_name: 'Wanjiru N.',
      course: 'AI & Coding Champion',
      level: 'Level 1',
      certificate_link: 'https://jengacode.example/certificates/JC-0000-0000-0000-0000-0',
    });
    expect(text).toContain('Wanjiru N. has completed AI & Coding Champion, Level 1');
    expect(text).toContain('https://jengacode.example/certificates/JC-0000-0000-0000-0000-0');
    expect(text).not.toMatch(/\{\{/);
  });

  it('covers every country of countries.json', () => {
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual(Object.keys(LOCAL_TEN).sort());
  });

  for (const country of COUNTRIES) {
    for (const name of classNames) {
      it(`${name} from ${country.name}: every parameter filled, in the family's zone and Nairobi's`, () => {
        const params = templateParams(
          name,
          booking(country.code),
          name === 'trial_booked' ? 'https://x.example/manage#t' : undefined,
        );
        expect(Object.keys(params)).toEqual([...TEMPLATES[name].params]);
        for (const value of Object.values(params)) expect(value.trim()).not.toBe('');
        expect(params.class_time).toBe(`Tuesday 24 November, ${LOCAL_TEN[country.code]}`);
        if ('nairobi_time' in params) expect(params.nairobi_time).toBe('10:00 EAT');
        const text = renderTemplate(name, params);
        expect(text).not.toMatch(/\{\{/);
        expect(text).toContain(LOCAL_TEN[country.code]!);
      });
    }
  }

  it('a booking from Lagos reads 08:00 WAT and 10:00 in Nairobi, with the manage link', () => {
    const text = renderTemplate('trial_booked', templateParams('trial_booked', booking('NG'), 'https://x.example/manage#tok'));
    expect(text).toContain('Tuesday 24 November, 08:00 WAT (10:00 EAT in Nairobi)');
    expect(text).toContain('https://x.example/manage#tok');
  });

  it('trial_booked needs the manage link', () => {
    expect(() => templateParams('trial_booked', booking('KE'))).toThrow(/manage_link/);
  });

  it('the 24-hour reminder carries the two quick replies, with the booking in each payload', () => {
    const components = sendComponents('class_reminder_24h', templateParams('class_reminder_24h', booking('KE')), 'abc123');
    expect(components).toHaveLength(3);
    expect(components.slice(1)).toEqual([
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'confirm:abc123' }] },
      { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'change:abc123' }] },
    ]);
    expect(readPayload(buttonPayload('change', 'abc123'))).toEqual({ kind: 'change', bookingId: 'abc123' });
    expect(readPayload('change:../x')).toBeNull();
    expect(readPayload(42)).toBeNull();
  });

  it('numbers the parameters in their order for WhatsApp', () => {
    expect(numberedBody(TEMPLATES.class_reminder_1h)).toMatch(/^\{\{1\}\}'s free trial .* at \{\{2\}\} \(\{\{3\}\} in Nairobi\)/);
  });

  it('prints every template as the template manager asks: name, language, category, body with examples, buttons', () => {
    const all = templateSubmissions();
    expect(all.map((t) => t.name).sort()).toEqual([...names].sort());
    for (const t of all) {
      expect(t.language).toBe('en');
      expect(t.category).toBe('UTILITY');
      const body = t.components[0] as { type: string; text: string; example: { body_text: string[][] } };
      expect(body.type).toBe('BODY');
      const placeholders = body.text.match(/\{\{\d+\}\}/g) ?? [];
      expect(placeholders.length).toBe(body.example.body_text[0]!.length);
    }
    const reminder = all.find((t) => t.name === 'class_reminder_24h')!;
    expect(reminder.components[1]).toEqual({
      type: 'BUTTONS',
      buttons: [
        { type: 'QUICK_REPLY', text: "I'll be there" },
        { type: 'QUICK_REPLY', text: 'Change the time' },
      ],
    });
  });
});
