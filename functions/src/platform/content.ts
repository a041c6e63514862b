// The site's own data files, bundled into the functions by scripts/build-functions.mjs:
// the countries, grades and seats the functions check bookings against are the ones the
// form offers, never a second copy. Countries come through src/domain/countries.ts, which
// the build derives from src/content/countries.yaml for the browser and the functions alike.
import coursesData from '../../../src/content/courses.yaml';
import gradesData from '../../../src/content/grades.yaml';
import settingsData from '../../../src/content/settings.yaml';
import { COUNTRIES, storedCountry, type Country } from '../../../src/domain/countries';
import { readBookingSettings, type BookingSettings } from '../../../src/domain/seats';
import { readEnrollmentSettings, type EnrollmentSettings } from '../../../src/domain/enrollment/renewal';

function list(data: unknown, file: string): Record<string, unknown>[] {
  // The site's build validates these files with their zod schemas; here we only refuse
  // to run with a file that could not be the list at all.
  if (!Array.isArray(data) || data.length === 0) throw new Error(`${file}: expected a list`);
  return data as Record<string, unknown>[];
}

export const countries: Country[] = COUNTRIES.map(storedCountry);

export const gradeIds: string[] = list(gradesData, 'src/content/grades.yaml').map((g) => String(g.id));

export const bookingSettings: BookingSettings = readBookingSettings((settingsData as { booking?: unknown } | null)?.booking);

/** The grace after a plan's paid-until date (settings.yaml `enrollment`). */
export const enrollmentSettings: EnrollmentSettings = readEnrollmentSettings(
  (settingsData as { enrollment?: unknown } | null)?.enrollment,
);

/** The courses staff may recommend (id and title), from src/content/courses.yaml. */
export const courses: { id: string; title: string }[] = list(coursesData, 'src/content/courses.yaml').map((c) => ({
  id: String(c.id),
  title: String(c.title),
}));
