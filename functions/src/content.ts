// The site's own data files, bundled into the functions by scripts/build-functions.mjs:
// the countries, grades and seats the functions check bookings against are the ones the
// form offers, never a second copy.
import gradesData from '../../src/content/grades.yaml';
import settingsData from '../../src/content/settings.yaml';
import { COUNTRIES, type Country } from '../../src/domain/countries';
import { readBookingSettings, type BookingSettings } from '../../src/domain/seats';

function list(data: unknown, file: string): Record<string, unknown>[] {
  // The site's build validates these files with their zod schemas; here we only refuse
  // to run with a file that could not be the list at all.
  if (!Array.isArray(data) || data.length === 0) throw new Error(`${file}: expected a list`);
  return data as Record<string, unknown>[];
}

/** countries.yaml, through the domain's list (the build derives it from that file). */
export const countries: readonly Country[] = COUNTRIES;

export const gradeIds: string[] = list(gradesData, 'src/content/grades.yaml').map((g) => String(g.id));

export const bookingSettings: BookingSettings = readBookingSettings((settingsData as { booking?: unknown } | null)?.booking);
