// The countries families book from. Their one home is src/content/countries.yaml; the
// build writes them to countries.json beside this file (scripts/lib/domain-data.mjs), so
// the browser and the Cloud Functions read the same list without importing src/content.
import data from './countries.json' with { type: 'json' };

/** A country as a booking stores it (the booking document's `country` field). */
export interface Country {
  /** ISO code, e.g. "KE". */
  code: string;
  name: string;
  /** Dial code, e.g. "+254". */
  dial: string;
  /** IANA time zone, e.g. "Africa/Nairobi". */
  tz: string;
  flag: string;
}

/** A country as the data file describes it: also the short name of its time, e.g. "EAT". */
export interface CountryInfo extends Country {
  zone: string;
  /** Minutes ahead of UTC when the zone keeps one offset all year (the build checks), else null. */
  utcOffsetMinutes: number | null;
}

/** Every country offered, in the editors' order; the first is the form's default. */
export const COUNTRIES: readonly CountryInfo[] = data;

/** The country with this ISO code, if we offer it. */
export function findCountry(code: string): CountryInfo | undefined {
  return COUNTRIES.find((c) => c.code === code);
}

/** The fields a booking stores for a country (no zone: it follows from the tz). */
export function storedCountry({ code, name, dial, tz, flag }: Country): Country {
  return { code, name, dial, tz, flag };
}

/** The short name parents know for a zone we serve (EAT, WAT, ...), from the data. */
export function knownZoneName(tz: string): string | undefined {
  return COUNTRIES.find((c) => c.tz === tz)?.zone;
}
