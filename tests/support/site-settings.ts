// The settings the site and the functions are built with (src/content/settings.yaml), for tests
// against the emulators: they read a rule here instead of writing today's value, so an editor's
// change moves the expectation with it. Tests of rules use fixtures.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { TrialRules } from '../../src/domain/trial-rules';
import type { EnrollmentSettings } from '../../src/domain/enrollment/renewal';

const settings = yaml.load(readFileSync(new URL('../../src/content/settings.yaml', import.meta.url), 'utf8')) as {
  site: { brandName: string };
  booking: TrialRules & { seatsPerSlot: number };
  enrollment: EnrollmentSettings;
};

/** settings.yaml `site.brandName`: the school's name. */
export const siteSchoolName: string = settings.site.brandName;

/** settings.yaml `booking.seatsPerSlot`: the trial seats in each class slot. */
export const siteSeatsPerSlot: number = settings.booking.seatsPerSlot;

/** settings.yaml `booking`: the trial's change cut-off and calendar alarm. */
export const siteTrialRules: TrialRules = settings.booking;

/** settings.yaml `enrollment`: the grace, enroll links and the first renewal reminder. */
export const siteEnrollment: EnrollmentSettings = settings.enrollment;
