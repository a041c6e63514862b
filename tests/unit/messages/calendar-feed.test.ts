// The family's calendar feed on hostile text and links, read back with ical.js (a real
// RFC 5545 parser): every TEXT value comes back as written, whatever its line breaks,
// separators or control characters, and a join link is carried only when it is https.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { feedIcs, type FeedClass } from '../../../src/messages/calendar-feed';
import { words } from '../../../src/i18n/en/calendar';
import { catalogues } from '../../../src/i18n/catalogues';

const now = new Date('2026-03-02T05:00:00Z');
const options = { brandName: 'Shule; ya, Code\\', host: 'school.example', now, words: words.feed };
const base: FeedClass = {
  id: 'c1',
  childFirstName: 'Amina',
  courseTitle: 'Scratch',
  mentorFirstName: 'Baraka',
  joinLink: 'https://meet.example.com/abc',
  start: new Date('2026-03-03T12:00:00Z'),
  minutes: 60,
  sequence: 0,
  changedAt: now,
};

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    calendar,
    names: event.getAllProperties().map((p) => p.name),
    text: (name: string) => event.getFirstPropertyValue(name) as string | null,
  };
}

/** Only CRLF ends a line, and no line is longer than 75 octets. */
function expectWellFormed(ics: string) {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
}

describe('feedIcs with hostile text', () => {
  it.each([
    ['a lone CR', 'Ami\rATTENDEE:mailto:x@example.com', 'Ami\nATTENDEE:mailto:x@example.com'],
    ['a lone LF', 'Ami\nEND:VEVENT', 'Ami\nEND:VEVENT'],
    ['a CRLF', 'Ami\r\nURL:https://evil.example', 'Ami\nURL:https://evil.example'],
    ['separators and a backslash', 'A;m,i\\n\\a', 'A;m,i\\n\\a'],
    ['control characters', 'Am\u0000i\u0007n\u001Ba\u007F\u0085', 'Amina'],
  ])('a name with %s comes back as one line of text', (_label, name, shown) => {
    const ics = feedIcs([{ ...base, childFirstName: name, courseTitle: name, mentorFirstName: name }], options);
    expectWellFormed(ics);
    const { names, text, calendar } = parsed(ics);
    expect(names).not.toContain('attendee');
    expect(names.filter((n) => n === 'url')).toHaveLength(1);
    expect(text('summary')).toBe(`${shown}: ${shown} with ${shown}`);
    expect(text('description')).toBe(`${options.brandName} class of ${shown} with ${shown}. Join: https://meet.example.com/abc`);
    // ical.js reads X- properties unescaped, so the raw line is checked.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Shule\\; ya\\, Code\\\\ classes');
  });
});

describe('feedIcs links', () => {
  it('carries an https join link as URL, LOCATION and in the notes', () => {
    const { text } = parsed(feedIcs([base], options));
    expect(text('url')).toBe('https://meet.example.com/abc');
    expect(text('location')).toBe('https://meet.example.com/abc');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['plain http', 'http://meet.example.com/abc'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['no scheme', 'meet.example.com/abc'],
    ['a line break inside', 'https://meet.example.com/a\r\nATTENDEE:mailto:x@example.com'],
    ['a space inside', 'https://meet.example.com/a b'],
    ['nothing', ''],
  ])('leaves out a join link that is %s', (_label, joinLink) => {
    const ics = feedIcs([{ ...base, joinLink }], options);
    expectWellFormed(ics);
    const { names, text } = parsed(ics);
    expect(names).not.toContain('url');
    expect(names).not.toContain('location');
    expect(names).not.toContain('attendee');
    expect(text('description')).toBe(`${options.brandName} class of Amina with Baraka.`);
  });
});

describe('the feed in Kiswahili', () => {
  it("a Kiswahili family's feed names its classes in Kiswahili", () => {
    const ics = feedIcs([base], { ...options, brandName: 'JengaCode', words: catalogues.sw.calendar.feed });
    const { calendar, text } = parsed(ics);
    expect(text('summary')).toBe('Amina: Scratch na Baraka');
    expect(text('description')).toBe('Darasa la JengaCode la Amina na Baraka. Jiunge: https://meet.example.com/abc');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Madarasa ya JengaCode');
  });
});
