// The waiting-list offer's WhatsApp parameters: every one filled, the class and the hold's end in
// the family's zone and language, and the rendered text carries the link.
import { describe, expect, it } from 'vitest';
import { TEMPLATES, renderTemplate } from '../../../../src/messages/whatsapp/templates';
import { waitlistOfferParams } from '../../../../src/messages/whatsapp/waitlist-params';

const lagos = { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' };
const offer = (language: 'en' | 'sw') => ({
  id: 'entry',
  studentName: 'Wanjiru',
  studentGrade: '3-5',
  parentName: 'Amina',
  email: 'amina@example.com',
  whatsapp: '+2348012345678',
  country: lagos,
  date: '2026-11-24',
  time: '10:00',
  language,
});
// 09:30 in Nairobi is 07:30 in Lagos.
const until = new Date('2026-11-24T06:30:00Z');

describe('waitlist_offer', () => {
  it("fills every parameter, in the family's zone", () => {
    const params = waitlistOfferParams(offer('en'), until, 'https://x.example/waitlist#t');
    expect(Object.keys(params)).toEqual([...TEMPLATES.waitlist_offer.params]);
    expect(params.class_time).toBe('Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)');
    expect(params.hold_until).toBe('Tuesday 24 November, 07:30 WAT');
    const text = renderTemplate('waitlist_offer', params, 'en', 'JengaCode');
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain('https://x.example/waitlist#t');
  });

  it("fills a weekly hour's offer from the hour as the family reads it", () => {
    const when = { local: 'Tuesday 08:00 WAT', full: 'Tuesday 08:00 WAT', nairobi: 'Tuesday 10:00 EAT' };
    const hour = { parentName: 'Amina', studentName: 'Wanjiru', tz: lagos.tz, when, hour: true as const, language: 'en' };
    const params = waitlistOfferParams(hour, until, 'https://x.example/waitlist?hour#t');
    expect(Object.keys(params)).toEqual([...TEMPLATES.hour_offer.params]);
    expect(params.class_time).toBe('Tuesday 08:00 WAT');
    expect(params.hold_until).toBe('Tuesday 24 November, 07:30 WAT');
    expect(renderTemplate('hour_offer', params, 'en', 'JengaCode')).toContain('weekly JengaCode class hour');
  });

  it('writes Kiswahili times with their reading', () => {
    const params = waitlistOfferParams(offer('sw'), until, 'https://x.example/sw/waitlist#t');
    expect(params.hold_until).toMatch(/07:30 \(saa .+\) WAT$/);
    expect(renderTemplate('waitlist_offer', params, 'sw', 'JengaCode')).toContain('Tunamshikilia Wanjiru');
  });
});
