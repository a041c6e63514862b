// The WhatsApp templates: every template's parameters for a booking from every country,
// the class time in the family's zone and in Nairobi, the text an SMS carries, and the
// shape the template manager takes.
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../../src/domain/countries';
import type { BookingRecord } from '../../../../src/domain/booking-types';
import {
  TEMPLATES,
  buttonPayload,
  numberedBody,
  readPayload,
  renderTemplate,
  sendComponents,
  templateParams,
  type TemplateName,
} from '../../../../src/messages/whatsapp/templates';
import { templateSubmissionIn } from '../../../../src/messages/whatsapp/template-language';
import { words as english } from '../../../../src/i18n/en/whatsapp';
import { catalogues } from '../../../../src/i18n/catalogues';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';

/** The school's name: a fixture, not settings.yaml's. */
const school = 'Shule Yetu';

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
/** The templates about a trial class (the enrollment ones and a part's: enrollment-params.test.ts; a certificate's below;
 *  the waiting lists' offers: waitlist-params.test.ts). */
const classNames = names.filter(
  (n) =>
    !['recommendation', 'payment_received', 'certificate_awarded', 'enrollment_ended'].includes(n) &&
    !n.startsWith('renewal_') &&
    !n.startsWith('instalment_') &&
    !n.startsWith('weekly_class_') &&
    n !== 'progress_report' &&
    n !== 'make_up_expiring' &&
    n !== 'waitlist_offer' &&
    n !== 'hour_offer',
);

describe('WhatsApp templates', () => {
  it('certificate_awarded names the child, course and level, and carries the public link', () => {
    const text = renderTemplate(
      'certificate_awarded',
      {
        student_name: 'Wanjiru N.',
        course: 'AI & Coding Champion',
        level: 'Level 1',
        certificate_link: 'https://jengacode.example/certificates/JC-0000-0000-0000-0000-0',
      },
      'en',
      school,
    );
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
        // Nairobi's time only where the family's clock reads otherwise.
        const nairobi = LOCAL_TEN[country.code] === '10:00 EAT' ? '' : ' (10:00 in Nairobi)';
        expect(params.class_time).toBe(`Tuesday 24 November, ${LOCAL_TEN[country.code]}${nairobi}`);
        const text = renderTemplate(name, params, 'en', school);
        expect(text.includes('Nairobi')).toBe(nairobi !== '');
        expect(text).not.toMatch(/\{\{/);
        expect(text).toContain(LOCAL_TEN[country.code]!);
      });
    }
  }

  it('a booking from Lagos reads 08:00 WAT and 10:00 in Nairobi, with the manage link', () => {
    const text = renderTemplate(
      'trial_booked',
      templateParams('trial_booked', booking('NG'), 'https://x.example/manage#tok'),
      'en',
      school,
    );
    expect(text).toContain('Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)');
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
    expect(numberedBody({ ...TEMPLATES.trial_booked, body: english.bodies.trial_booked })).toMatch(
      /^Hello \{\{1\}\}, \{\{2\}\}'s free trial .* for \{\{3\}\}\. .*: \{\{4\}\}$/,
    );
  });

  it("writes the school's name from settings, never from the words", () => {
    const { brandName } = (yaml.load(readFileSync('src/content/settings.yaml', 'utf8')) as { site: { brandName: string } }).site;
    for (const words of Object.values(catalogues)) {
      expect(JSON.stringify(words.whatsapp)).not.toContain(brandName);
      expect(Object.values(words.whatsapp.bodies).some((body) => body.includes('{school}'))).toBe(true);
    }
    const submitted = templateSubmissionIn('payment_received', 'en', school).components[0]!.text;
    expect(submitted).toContain(`Thank you: ${school} received {{2}}`);
    expect(submitted).not.toContain('{school}');
  });

  it('prints every template as the template manager asks: name, language, category, body with examples, buttons', () => {
    const all = names.map((name) => templateSubmissionIn(name, 'en', school));
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
