import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventTimes, googleCalendarUrl, icsFileName, icsFor, trialEvent } from '../../../src/messages/calendar';
import { catalogues } from '../../../src/i18n/catalogues';

const booking = { date: '2025-03-12', time: '14:00', studentName: 'Mũthoni' };
const now = new Date('2025-03-10T05:06:07.890Z');
/** The alarm's lead: a fixture, not settings.yaml's value. */
const alarmMinutes = 45;
const text = trialEvent(booking, alarmMinutes);

/** Unfolds RFC 5545 continuation lines and returns the properties of the file. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('icsFor', () => {
  const ics = icsFor(booking, { now, text });
  const lines = unfold(ics);

  it('starts at the right UTC instant and lasts one hour', () => {
    expect(lines).toContain('DTSTART:20250312T110000Z'); // 14:00 Nairobi = 11:00 UTC
    expect(lines).toContain('DTEND:20250312T120000Z');
    expect(lines).toContain('DTSTAMP:20250310T050607Z');
  });

  it('uses CRLF line ends only and wraps one event', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('has a UID that is stable for the booking and differs between bookings', () => {
    const uid = lines.find((l) => l.startsWith('UID:'));
    expect(uid).toMatch(/^UID:\S+@\S+$/);
    expect(unfold(icsFor(booking, { now: new Date(now.getTime() + 86_400_000), text }))).toContain(uid);
    expect(unfold(icsFor({ ...booking, time: '15:00' }, { text }))).not.toContain(uid);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const long = { ...booking, studentName: "Ngũgĩ; wa, Thiong'o ".repeat(6) };
    const longIcs = icsFor(long, { now, text: trialEvent(long, alarmMinutes) });
    for (const line of longIcs.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const summary = unfold(longIcs).find((l) => l.startsWith('SUMMARY:'))!;
    expect(summary).toContain("Ngũgĩ\\; wa\\, Thiong'o");
  });

  it('writes every line break (a lone CR too) and control character of the text so a parser reads it back', () => {
    const title = 'Amina\rATTENDEE:mailto:x@example.com\nB\r\nC; D, E\\ F\u0000\u0085';
    const hostile = icsFor(booking, { now, text: { title, details: title, alarm: title, alarmMinutes, location: 'Online' } });
    expect(hostile.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const event = new ICAL.Component(ICAL.parse(hostile) as unknown[]).getFirstSubcomponent('vevent')!;
    const shown = 'Amina\nATTENDEE:mailto:x@example.com\nB\nC; D, E\\ F';
    expect(event.getAllProperties().map((p) => p.name)).not.toContain('attendee');
    expect(event.getFirstPropertyValue('summary')).toBe(shown);
    expect(event.getFirstPropertyValue('description')).toBe(shown);
    expect(event.getFirstSubcomponent('valarm')!.getFirstPropertyValue('description')).toBe(shown);
  });

  it('rings the alarm as long before the class as the setting says, and says so', () => {
    expect(lines).toContain('TRIGGER:-PT45M');
    expect(lines).toContain('DESCRIPTION:Trial class starts in 45 minutes');
    const hour = unfold(icsFor(booking, { now, text: trialEvent(booking, 60) }));
    expect(hour).toContain('TRIGGER:-PT60M');
    expect(hour).toContain('DESCRIPTION:Trial class starts in 60 minutes');
  });

  it('names the file after the date', () => {
    expect(icsFileName(booking)).toBe('trial-class-2025-03-12.ics');
  });
});

describe('googleCalendarUrl', () => {
  it('carries the UTC start and end and the title', () => {
    const url = new URL(googleCalendarUrl(booking, text));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20250312T110000Z/20250312T120000Z');
    expect(url.searchParams.get('text')).toBe('Free trial class: Mũthoni');
  });
});

describe('eventTimes', () => {
  it('is one hour from the Nairobi slot', () => {
    const { start, end } = eventTimes({ ...booking, time: '10:00' });
    expect(start.toISOString()).toBe('2025-03-12T07:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(3_600_000);
  });
});

describe('the event in Kiswahili', () => {
  it("a Kiswahili family's file and Google link read in Kiswahili, its time with the Kiswahili reading", () => {
    const sw = trialEvent(booking, alarmMinutes, catalogues.sw.calendar.trial, catalogues.sw.formats);
    const ics = unfold(icsFor(booking, { now, text: sw })).join('\n');
    expect(ics).toContain('baada ya dakika 45');
    expect(ics).toContain('SUMMARY:Darasa la majaribio (bure): Mũthoni');
    expect(ics).toContain('14:00 (saa nane mchana)');
    expect(ics).toContain('dakika 60');
    expect(ics).toContain('LOCATION:Mtandaoni');
    expect(ics).not.toMatch(/Trial class|Free trial|Online/);
    const link = new URL(googleCalendarUrl(booking, sw));
    expect(link.searchParams.get('text')).toBe('Darasa la majaribio (bure): Mũthoni');
    expect(icsFileName(booking, catalogues.sw.calendar.trial)).toBe('darasa-la-majaribio-2025-03-12.ics');
  });
});
