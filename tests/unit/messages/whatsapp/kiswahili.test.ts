// The WhatsApp templates in Kiswahili (the `whatsapp` area of each catalogue), the SMS text in
// the message's language, the typed replies in Kiswahili, and the replies in each language.
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../src/i18n/dictionary';
import { swahiliTime } from '../../../../src/i18n/swahili-clock';
import type { BookingRecord } from '../../../../src/domain/booking-types';
import { isConfirm, isStart, isStop, repliesIn, typedLanguage } from '../../../../src/messages/whatsapp/channel';
import { planText, renewalParams } from '../../../../src/messages/whatsapp/enrollment-params';
import {
  TEMPLATE_WORDS,
  allTemplateSubmissions,
  renderTemplateIn,
  whatsappLanguage,
} from '../../../../src/messages/whatsapp/template-language';
import { TEMPLATES, templateParams, type TemplateName } from '../../../../src/messages/whatsapp/templates';

/** The school's name: a fixture, not settings.yaml's. */
const school = 'Shule Yetu';

const names = Object.keys(TEMPLATES) as TemplateName[];
const placeholders = (body: string) => [...body.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const booking = (language?: 'en' | 'sw'): BookingRecord => ({
  id: 'bk1',
  studentName: 'Amani',
  studentGrade: '3-5',
  parentName: 'Neema',
  email: 'p@example.com',
  whatsapp: '+254700000001',
  country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  date: '2026-11-24',
  time: '16:00',
  ...(language ? { language } : {}),
});

describe('WhatsApp templates in Kiswahili', () => {
  it('every template has a sw twin with exactly the same parameters, and every button a label', () => {
    expect(dictionaryProblems({ whatsapp: TEMPLATE_WORDS })).toEqual([]);
    for (const name of names) {
      // The same blocks: every parameter of the template, in each language's body.
      expect(placeholders(TEMPLATE_WORDS.sw.bodies[name]), name).toEqual([...TEMPLATES[name].params].sort());
      expect(placeholders(TEMPLATE_WORDS.en.bodies[name]), name).toEqual([...TEMPLATES[name].params].sort());
      expect(TEMPLATE_WORDS.sw.bodies[name], name).not.toBe(TEMPLATE_WORDS.en.bodies[name]);
      // No plan name spelled the English way in Kiswahili ("Starter" is "Mwanzo" in plans.yaml).
      expect(TEMPLATE_WORDS.sw.bodies[name], name).not.toMatch(/Starter/);
    }
    for (const label of Object.values(TEMPLATE_WORDS.sw.buttons)) expect(label.length).toBeLessThanOrEqual(20);
  });

  it('are printed for the template manager in both languages, under the Cloud API codes', () => {
    const all = allTemplateSubmissions(school);
    for (const name of names) {
      expect(all.filter((t) => t.name === name).map((t) => t.language)).toEqual(['en', 'sw']);
    }
    const sw = all.find((t) => t.name === 'class_reminder_24h' && t.language === 'sw')!;
    expect(JSON.stringify(sw)).toContain('Nitakuwepo');
    expect(JSON.stringify(sw)).toContain('(saa');
  });

  it('a Kiswahili booking fills them with the time read both ways; an English one as before', () => {
    const sw = templateParams('class_moved', booking('sw'));
    expect(sw.class_time).toContain(swahiliTime('16:00'));
    expect(sw).not.toHaveProperty('nairobi_time');
    expect(sw.class_time).toContain(
      new Intl.DateTimeFormat('sw-KE', { weekday: 'long' }).format(new Date('2026-11-24T12:00:00Z')),
    );
    expect(templateParams('class_moved', booking()).class_time).not.toContain('Nairobi');
  });

  it('the SMS text and the send go in the message language, English when it names none we speak', () => {
    const params = templateParams('class_cancelled', booking('sw'));
    expect(renderTemplateIn('class_cancelled', params, 'sw', school)).toMatch(/^Habari Neema, darasa la majaribio/);
    expect(renderTemplateIn('class_cancelled', params, undefined, school)).toMatch(/^Hello Neema/);
    expect([whatsappLanguage('sw'), whatsappLanguage('en'), whatsappLanguage('xx')]).toEqual(['sw', 'en', 'en']);
  });

  it('plans and dates of the enrollment messages read in Kiswahili', () => {
    expect(planText('Mwanzo', 'monthly', 4321, 'KES', 'sw')).toBe('mpango wa Mwanzo (Kila mwezi, KES 4,321)');
    const due = {
      studentName: 'A',
      planName: 'Starter',
      period: 'yearly' as const,
      amount: 1,
      currency: 'USD' as const,
      paidUntil: '2026-12-24',
      graceDays: 3,
    };
    expect(renewalParams(due, 'https://x.example', 'sw').paid_until).toBe(
      new Intl.DateTimeFormat('sw-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2026-12-24T12:00:00Z'),
      ),
    );
  });
});

describe('typed replies in Kiswahili', () => {
  it.each(['SIMAMISHA', 'simamisha', ' Simamisha. '])('%j turns WhatsApp off, as STOP does', (text) => {
    expect(isStop(text)).toBe(true);
    expect(typedLanguage(text)).toBe('sw');
  });
  it.each(['ANZA', 'anza!'])('%j turns it back on', (text) => expect(isStart(text)).toBe(true));
  it.each(['NITAKUWEPO', 'Nitakuwepo.', "I'll be there", 'I’ll be there'])('%j confirms', (text) =>
    expect(isConfirm(text)).toBe(true),
  );
  it.each(['nitakuwepo kesho', 'anzisha', 'simamisha sasa', ''])('%j does nothing', (text) => {
    expect(isStop(text) || isStart(text) || isConfirm(text)).toBe(false);
  });
  it('STOP is answered in English', () => expect(typedLanguage('STOP')).toBe('en'));
  it('the replies come in the language asked, the cut-off (a fixture) in one form', () => {
    const rules = { name: school, changeCutoffHours: 3 };
    expect(repliesIn('sw', rules).tooLate).toContain('hadi saa 3 kabla ya darasa kuanza');
    expect(repliesIn('en', rules).tooLate).toContain('less than 3 hours');
    expect(repliesIn('sw', rules).stopped).toContain(`kutoka ${school}`);
    expect(repliesIn('en', rules).started).toContain(`from ${school}`);
    expect(repliesIn('xx', rules).confirmed).toBe(repliesIn('en', rules).confirmed);
  });
});
