// "Add to calendar" for a booked trial class: an iCalendar (.ics) file and a Google Calendar
// link. Both name the class's start as a UTC instant, so every calendar app shows it at the
// right local time. The words come from a language's `calendar` area (English when none is
// given); a Kiswahili family's file reads in Kiswahili. Pure: the dashboard reuses these with a
// stored booking.
import { SESSION_MINUTES, slotEnd, slotInstant, zoneName, NAIROBI_TZ } from '../domain/slots';
import { words as english, type CalendarWords } from '../i18n/en/calendar';
import { words as englishFormats, type FormatWords } from '../i18n/en/formats';

export interface CalendarBooking {
  /** Nairobi date, YYYY-MM-DD. */
  date: string;
  /** Nairobi start time, HH:MM. */
  time: string;
  studentName: string;
}

/** The event's texts in one language, and its alarm. */
export interface EventText {
  title: string;
  details: string;
  alarm: string;
  /** The alarm rings this many minutes before the class (settings.yaml `booking`). */
  alarmMinutes: number;
  location: string;
}

/** The trial's event in a language: its `calendar` words and its `formats` (English by default),
 *  its alarm `alarmMinutes` before the class. */
export function trialEvent(
  b: CalendarBooking,
  alarmMinutes: number,
  words: CalendarWords['trial'] = english.trial,
  formats: Pick<FormatWords, 'calendarDate' | 'clock' | 'length'> = englishFormats,
): EventText {
  return {
    title: words.title(b.studentName),
    details: words.details({
      student: b.studentName,
      length: formats.length(SESSION_MINUTES),
      date: formats.calendarDate(b.date),
      time: formats.clock(b.time),
      zone: zoneName(NAIROBI_TZ, slotInstant(b.date, b.time)),
    }),
    alarm: words.alarm(alarmMinutes),
    alarmMinutes,
    location: words.location,
  };
}

export interface CalendarOptions {
  /** The event's texts and alarm (`trialEvent`). */
  text: EventText;
  /** When the file is made (DTSTAMP); defaults to now. */
  now?: Date;
}

/** 2025-03-10T07:00:00.000Z -> 20250310T070000Z */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function eventTimes(b: CalendarBooking): { start: Date; end: Date } {
  return { start: slotInstant(b.date, b.time), end: slotEnd(b.date, b.time) };
}

// Control characters a TEXT value cannot hold (RFC 5545 3.3.11 allows tab only), with the C1
// block too: some readers break lines at U+0085. Line breaks are kept aside and written as \n.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** RFC 5545 TEXT, for every TEXT value that is not a constant: backslash, semicolon and comma escaped, every line
 *  break (CRLF, lone LF, lone CR) written as \n, other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A link as a calendar may carry it (URL, or in a TEXT value): a whole https address in its
 *  parsed form, or null for anything else, so the caller leaves the link out. */
export function httpsAddress(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- URL() would drop a tab or line break silently
  if (!/^https:\/\/[^\s\u0000-\u001F\u007F]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** RFC 5545 line folding: lines longer than 75 octets continue on lines starting with a
 *  space. Splits between characters, never inside a UTF-8 sequence. */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A stable id: the same booking always gives the same UID, so re-importing updates the event. */
function uidFor(b: CalendarBooking): string {
  let hash = 0x811c9dc5;
  for (const ch of `${b.date}|${b.time}|${b.studentName}`) {
    hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  }
  return `trial-${b.date}-${b.time.replace(':', '')}-${hash.toString(16)}@trial-booking`;
}

/** The .ics text of the class: one VEVENT with UTC start and end, CRLF lines. */
export function icsFor(b: CalendarBooking, options: CalendarOptions): string {
  const { start, end } = eventTimes(b);
  const { text } = options;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Coding school//Trial booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(uidFor(b))}`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(text.title)}`,
    `DESCRIPTION:${escapeText(text.details)}`,
    `LOCATION:${escapeText(text.location)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(text.alarm)}`,
    `TRIGGER:-PT${Math.max(0, Math.round(text.alarmMinutes))}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A file name for the download, e.g. "trial-class-2025-03-10.ics" (English by default). */
export function icsFileName(b: CalendarBooking, words: CalendarWords['trial'] = english.trial): string {
  return words.fileName(b.date);
}

/** A Google Calendar "create event" link with the class prefilled. */
export function googleCalendarUrl(b: CalendarBooking, text: EventText): string {
  const { start, end } = eventTimes(b);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: text.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: text.details,
    location: text.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
