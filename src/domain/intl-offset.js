// @ts-check
// A zone's offset from UTC at an instant, as Intl reads it. Plain JavaScript, so the build's
// check for zones that keep one offset (scripts/lib/domain-data.mjs, under plain Node) and
// the zone clock's fallback for the other zones (zone-clock.ts) share one reading.

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/**
 * Minutes `tz` is ahead of UTC at `at` (negative west of Greenwich). Throws a RangeError
 * when `tz` is no time zone. Each zone's formatter is built on first use and kept.
 * @param {string} tz
 * @param {Date | number} at
 * @returns {number}
 */
export function intlOffsetMinutes(tz, at) {
  let format = formats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(tz, format);
  }
  const parts = format.formatToParts(at);
  /** @param {Intl.DateTimeFormatPartTypes} type */
  const read = (type) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(read('year'), read('month') - 1, read('day'), read('hour'), read('minute'), read('second'));
  // Intl drops the milliseconds, so compare with the instant's whole second.
  return Math.round((wall - Math.floor(Number(at) / 1000) * 1000) / 60_000);
}
