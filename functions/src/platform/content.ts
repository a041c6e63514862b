// The site's own data files, bundled into the functions by scripts/build-functions.mjs and
// checked here with the very zod schemas the site's build uses (src/content/schemas.ts):
// the countries, grades, seats, courses, plans, mentors and school details the functions act on are
// the ones the pages show, never a second copy with other limits. A bad file stops the
// functions from loading with the site build's message (file, entry, field). Countries come
// through src/domain/countries.ts, which the build derives from src/content/countries.yaml.
import coursesData from '../../../src/content/courses.yaml';
import gradesData from '../../../src/content/grades.yaml';
import plansData from '../../../src/content/plans.yaml';
import settingsData from '../../../src/content/settings.yaml';
import teamData from '../../../src/content/team.yaml';
import { checkEntry, checkedEntries } from '../../../src/content/entries';
import { courseSchema, gradeSchema, planSchema, settingsSchema, teamSchemaFor, type Plan } from '../../../src/content/schemas';
import { COUNTRIES, storedCountry, type Country } from '../../../src/domain/countries';
import type { BookingSettings, TrialRules } from '../../../src/domain/seats';
import type { WaitlistSettings } from '../../../src/domain/waitlist/queue';
import type { EnrollmentSettings } from '../../../src/domain/enrollment/renewal';
import type { GuardianSettings } from '../../../src/domain/guardians';

const settings = checkedEntries('src/content/settings.yaml', settingsData, settingsSchema);

type Setting = (typeof settings)[number];

/** One entry of settings.yaml; a missing one takes its defaults, or names the fields it needs. */
function setting<K extends Setting['id']>(id: K): Omit<Extract<Setting, { id: K }>, 'id'> {
  const entry = settings.find((s) => s.id === id) ?? checkEntry('src/content/settings.yaml', id, { id }, settingsSchema);
  const { id: _id, ...fields } = entry as Extract<Setting, { id: K }>;
  return fields;
}

export const countries: Country[] = COUNTRIES.map(storedCountry);

/** The grades as grades.yaml names them (with their `sw:` labels). */
export const grades = checkedEntries('src/content/grades.yaml', gradesData, gradeSchema);

export const gradeIds: string[] = grades.map((g) => g.id);

/** The school's name and contact details (settings.yaml `site`). */
export const siteSettings = setting('site');

/** Trial seats, closed days, children per family, the change cut-off and the calendar alarm (settings.yaml `booking`). */
export const bookingSettings: BookingSettings = setting('booking');

/** What a family is told of a booked trial (settings.yaml `booking`). */
export const trialRules: TrialRules = {
  changeCutoffHours: bookingSettings.changeCutoffHours,
  calendarAlarmMinutes: bookingSettings.calendarAlarmMinutes,
  windowDays: bookingSettings.windowDays,
  reminderHours: bookingSettings.reminderHours,
};

/** How long a freed trial seat is held for the family offered it (settings.yaml `waitlist`). */
export const waitlistSettings: WaitlistSettings = setting('waitlist');

/** The grace after a plan's paid-until date and how long enroll links last (settings.yaml `enrollment`). */
export const enrollmentSettings: EnrollmentSettings = setting('enrollment');

/** How long a guardian's invite works and how many guardians a family may have (settings.yaml `guardians`). */
export const guardianSettings: GuardianSettings = setting('guardians');

/** Who accredits the certificates (settings.yaml `certificates`): required, no defaults. */
export const certificateSettings = setting('certificates');

/** The courses staff may recommend (id and title), from src/content/courses.yaml. */
export const courses: { id: string; title: string }[] = checkedEntries('src/content/courses.yaml', coursesData, courseSchema).map(
  (c) => ({ id: c.id, title: c.title }),
);

/** The plans and prices the server accepts, from src/content/plans.yaml. */
export const plans: Plan[] = checkedEntries('src/content/plans.yaml', plansData, planSchema);

/** A mentor as the timetable needs them (team.yaml entries with `mentor: true`). */
export interface Mentor {
  id: string;
  name: string;
  courses: string[];
  hours: string[];
  meetingLink: string;
}

/** The mentors, in team.yaml order; their courses are checked against courses.yaml. */
export const mentors: Mentor[] = checkedEntries(
  'src/content/team.yaml',
  teamData,
  teamSchemaFor(courses.map((c) => c.id)),
).flatMap((t) =>
  t.mentor && t.meetingLink ? [{ id: t.id, name: t.name, courses: t.courses, hours: t.hours, meetingLink: t.meetingLink }] : [],
);
