// A family's private calendar feed (GET /api/calendar/<token>.ics): every upcoming weekly
// class of every child as one VEVENT, its times as UTC instants, written with the trial's
// .ics rules (calendar.ts: escaping, folding, stamps, https links only). Each class keeps
// one UID for good and counts its moves in SEQUENCE, so a calendar that subscribed replaces
// a moved class rather than adding a second one. Its words are the family's language's
// `calendar.feed` (the sender passes them). Pure.
import { escapeText, fold, httpsAddress, utcStamp } from './calendar';
import type { CalendarWords } from '../i18n/en/calendar';

export interface FeedClass {
  /** classes/{id}: the UID's stable part. */
  id: string;
  childFirstName: string;
  courseTitle: string;
  mentorFirstName: string;
  joinLink: string;
  start: Date;
  minutes: number;
  /** How many times it moved. */
  sequence: number;
  /** When it last changed (created or moved). */
  changedAt: Date;
}

export interface FeedOptions {
  brandName: string;
  /** The site's host name, the UIDs' domain. */
  host: string;
  now: Date;
  /** The feed's words in the family's language. */
  words: CalendarWords['feed'];
}

/** One class's VEVENT; its join link only when it is an https address. */
function eventLines(c: FeedClass, o: FeedOptions): string[] {
  const link = httpsAddress(c.joinLink);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(`class-${c.id}@${o.host}`)}`,
    `SEQUENCE:${c.sequence}`,
    `DTSTAMP:${utcStamp(o.now)}`,
    `LAST-MODIFIED:${utcStamp(c.changedAt)}`,
    `DTSTART:${utcStamp(c.start)}`,
    `DTEND:${utcStamp(new Date(c.start.getTime() + c.minutes * 60_000))}`,
    `SUMMARY:${escapeText(o.words.summary(c.childFirstName, c.courseTitle, c.mentorFirstName))}`,
    `DESCRIPTION:${escapeText(o.words.description(o.brandName, c.childFirstName, c.mentorFirstName, link))}`,
    ...(link ? [`URL:${link}`, `LOCATION:${escapeText(link)}`] : []),
    'END:VEVENT',
  ];
}

/** The feed's events for classes that have not ended, earliest first. */
export function feedIcs(classes: readonly FeedClass[], o: FeedOptions): string {
  const upcoming = classes
    .filter((c) => c.start.getTime() + c.minutes * 60_000 > o.now.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const events = upcoming.flatMap((c) => eventLines(c, o));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(o.brandName)}//Weekly classes//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(o.words.name(o.brandName))}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
