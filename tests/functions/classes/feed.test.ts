// The family's calendar feed against the emulators, read with ical.js (a real RFC 5545
// parser): the signed-in family gets its private address; the feed lists the upcoming class
// with its UTC start; after the class moves, the same UID shows the new time with a higher
// SEQUENCE; any other token gets 404.
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callClasses, childWithClass } from '../../support/functions/class-helpers';

const SLOW = 240_000;

beforeAll(() => warmUp(), WARM_UP_MS);

/** The feed at a dashboard address, fetched from the function (Hosting rewrites /api/calendar/** to it). */
async function feed(url: string): Promise<{ status: number; text: string; type: string | null }> {
  const path = new URL(url).pathname.replace(/^\/api\/calendar/, '');
  const res = await call(`/calendar${path}`);
  return { status: res.http, text: res.text, type: res.headers.get('content-type') };
}

function eventOf(text: string, classId: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .find((e) => e.uid.includes(classId));
  return event ? { start: event.startDate.toJSDate(), sequence: event.sequence, summary: event.summary } : null;
}

describe('calendar feed', () => {
  it(
    'parses as iCalendar, lists the class at its UTC start, and shows a moved class at its new time',
    async () => {
      const { child, mentor, next } = await childWithClass();
      const asked = await callClasses({ action: 'calendar' }, child.token);
      expect(asked.http).toBe(200);
      const url = String(asked.body.url);
      expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      // Asked again, the same address.
      expect((await callClasses({ action: 'calendar' }, child.token)).body.url).toBe(url);

      const before = await feed(url);
      expect(before.status).toBe(200);
      expect(before.type).toContain('text/calendar');
      expect(before.text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      const event = eventOf(before.text, next.id);
      expect(event?.start.toISOString()).toBe(next.start.toISOString());
      expect(event?.summary).toContain(mentor.name.split(' ')[0]);
      expect(before.text).toContain(mentor.meetingLink);

      const listed = await callClasses({ action: 'move', classId: next.id }, child.token);
      const target = (listed.body.times as { start: string }[])[0]!.start;
      expect((await callClasses({ action: 'move', classId: next.id, start: target }, child.token)).http).toBe(200);

      const moved = eventOf((await feed(url)).text, next.id);
      expect(moved?.start.toISOString()).toBe(target);
      expect(moved!.sequence).toBeGreaterThan(event!.sequence);

      const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;
      const other = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await feed(url.replace(token, other))).status).toBe(404);
    },
    SLOW,
  );
});
