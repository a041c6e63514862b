// Days the school gives no class: settings.yaml `booking` lists them, `closedDates` for every
// country and `closedDays` (a name, and the countries it holds for: none named means all).
// The trial calendar and the weekly class writer both ask here, for the family's country.
// Pure.
import { COUNTRIES } from './countries';

/** One entry of settings.yaml `booking.closedDays`. */
export interface ClosedDay {
  /** Nairobi date, YYYY-MM-DD. */
  date: string;
  name: string;
  /** Country codes it holds for; absent or empty for every country. */
  countries?: readonly string[];
  sw?: { name?: string | undefined };
}

/** What settings.yaml `booking` says of closed days. */
export interface ClosedDaySettings {
  closedDates: readonly string[];
  closedDays?: readonly ClosedDay[];
}

const forEveryone = (d: ClosedDay) => !d.countries || d.countries.length === 0;

/**
 * The closed day on `date` for a family of `country` (an ISO code), or null when the school is
 * open. Without a country only the days closed everywhere count: a page that does not know
 * the family yet offers the day, and the booking's own country decides.
 */
export function closedDayOn(settings: ClosedDaySettings, date: string, country?: string): ClosedDay | null {
  if (settings.closedDates.includes(date)) return { date, name: '' };
  return (
    settings.closedDays?.find(
      (d) => d.date === date && (forEveryone(d) || (country !== undefined && d.countries!.includes(country))),
    ) ?? null
  );
}

/** Whether the school is closed on the Nairobi date `date` for a family of `country`. */
export function isClosedOn(settings: ClosedDaySettings, date: string, country?: string): boolean {
  return closedDayOn(settings, date, country) !== null;
}

/** The country of a number in international form, by its dial code (the longest that fits). */
export function countryOfNumber(number: unknown): string | undefined {
  if (typeof number !== 'string') return undefined;
  return [...COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => number.startsWith(c.dial))?.code;
}
