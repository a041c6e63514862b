// What a page hands its first-paint script through its template's attributes (the script's
// own text carries no editors' data: countries-from-page.ts). Used by the pages at build time.
import { COUNTRIES, type CountryInfo } from '../../domain/countries';

/** Each country's clock, no more: what the scripts need to write a time in its zone. */
export function countryClocks(
  countries: readonly CountryInfo[] = COUNTRIES,
): Pick<CountryInfo, 'code' | 'name' | 'tz' | 'zone' | 'utcOffsetMinutes'>[] {
  return countries.map(({ code, name, tz, zone, utcOffsetMinutes }) => ({ code, name, tz, zone, utcOffsetMinutes }));
}
