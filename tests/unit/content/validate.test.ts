// The editors' data files: every real file passes its schema and holds the spec's data,
// and broken data fails with a message naming the file, the entry and the field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import type { z } from 'astro/zod';
import { ContentDataError, checkEntry, readEntries } from '../../../src/content/validate';
import * as schemas from '../../../src/content/schemas';

const files = {
  courses: schemas.courseSchema,
  plans: schemas.planSchema,
  team: schemas.teamSchema,
  testimonials: schemas.testimonialSchema,
  projects: schemas.projectSchema,
  faqs: schemas.faqSchema,
  careers: schemas.careerSchema,
  tech: schemas.techSchema,
  countries: schemas.countrySchema,
  grades: schemas.gradeSchema,
  settings: schemas.settingsSchema,
} satisfies Record<string, z.ZodType>;
type Name = keyof typeof files;

const pathOf = (name: string) => `src/content/${name}.yaml`;
const textOf = (name: string) => readFileSync(pathOf(name), 'utf8');

/** Reads and checks a data file's text the way the build's loader does. */
function load<N extends Name>(name: N, text = textOf(name)): z.output<(typeof files)[N]>[] {
  const schema: z.ZodType = files[name];
  return readEntries(pathOf(name), text).map(({ id, data }) => checkEntry(pathOf(name), id, data, schema)) as z.output<
    (typeof files)[N]
  >[];
}

describe('the real data files', () => {
  it.each(Object.keys(files) as Name[])('%s.yaml passes its schema', (name) => {
    expect(load(name).length).toBeGreaterThan(0);
  });

  it("holds the spec's four courses with the table's values", () => {
    const rows = load('courses').map(({ title, age, grade, activities, lessons, duration }) => [
      title,
      age,
      grade,
      activities,
      lessons,
      duration,
    ]);
    expect(rows).toEqual([
      ['AI & Coding Grandmaster', '5-15', '1-10', '350+', 144, '12-18 months'],
      ['AI & Coding Prodigy', '5-17', '1-12', '184+', 96, '9-12 months'],
      ['AI & Coding Champion', '5-17', '1-12', '50+', 48, '4-6 months'],
      ['Scratch Programming with AI', '5-14', '1-8', '50+', 36, '2-4 months'],
    ]);
    for (const course of load('courses')) {
      expect(course.description).not.toBe('');
      expect(course.outcomes.length).toBeGreaterThan(0);
      expect(course.trialLink).toBe('/book-class');
    }
  });

  it("holds the spec's four plans and prices, with Elite the only popular one", () => {
    const rows = load('plans').map((p) => [
      p.name,
      p.classes,
      p.monthly.kes,
      p.monthly.usd,
      p.quarterly.kes,
      p.quarterly.usd,
      p.yearly.kes,
      p.yearly.usd,
    ]);
    expect(rows).toEqual([
      ['Starter', 1, 6000, 45, 17100, 128, 64800, 486],
      ['Pro', 2, 10000, 75, 28500, 214, 108000, 810],
      ['Elite', 3, 13000, 97, 37050, 277, 140400, 1053],
      ['Ultimate', 4, 15500, 116, 44175, 330, 167400, 1256],
    ]);
    expect(
      load('plans')
        .filter((p) => p.popular)
        .map((p) => p.name),
    ).toEqual(['Elite']);
    expect(load('plans').map((p) => [p.quarterly.off, p.yearly.off])).toEqual(Array(4).fill([5, 10]));
  });

  // The spec's USD prices are rounded (Elite yearly is 1053, not 1047.60), hence 1 percent.
  it('prices every quarter and year at monthly x 3 or x 12 less its discount, within 1 percent', () => {
    for (const plan of load('plans')) {
      for (const [period, months] of [
        ['quarterly', 3],
        ['yearly', 12],
      ] as const) {
        for (const currency of ['kes', 'usd'] as const) {
          const expected = plan.monthly[currency] * months * (1 - plan[period].off / 100);
          const drift = Math.abs(plan[period][currency] - expected) / expected;
          expect(
            drift,
            `${plan.id} ${period} ${currency}: ${plan[period][currency]}, expected about ${expected}`,
          ).toBeLessThanOrEqual(0.01);
        }
      }
    }
  });

  it("holds the five countries with the spec's dial codes and time zones", () => {
    expect(load('countries').map(({ id, name, dial, tz }) => [id, name, dial, tz])).toEqual([
      ['KE', 'Kenya', '+254', 'Africa/Nairobi'],
      ['UG', 'Uganda', '+256', 'Africa/Kampala'],
      ['TZ', 'Tanzania', '+255', 'Africa/Dar_es_Salaam'],
      ['NG', 'Nigeria', '+234', 'Africa/Lagos'],
      ['ZA', 'South Africa', '+27', 'Africa/Johannesburg'],
    ]);
  });

  it('holds the four grade bands', () => {
    expect(load('grades').map((g) => g.id)).toEqual(['K-2', '3-5', '6-8', '9-12']);
  });

  it('holds ten team members, exactly eight of them with cards', () => {
    const team = load('team');
    expect(team).toHaveLength(10);
    expect(team.filter((m) => m.card)).toHaveLength(8);
  });

  it('marks exactly three FAQs for admissions, and one answer gives the ages 6 to 18', () => {
    const faqs = load('faqs');
    expect(faqs.filter((f) => f.admissions)).toHaveLength(3);
    expect(faqs.some((f) => /\b6 to 18\b/.test(f.answer))).toBe(true);
    expect(new Set(faqs.map((f) => f.order)).size).toBe(faqs.length);
  });

  it('holds the 18 technology icons', () => {
    expect(load('tech')).toHaveLength(18);
  });

  it('gives testimonials 1 to 5 stars and projects one of the three types', () => {
    for (const t of load('testimonials')) expect(t.stars).toBeGreaterThanOrEqual(1);
    expect(new Set(load('projects').map((p) => p.type))).toEqual(new Set(['website development', 'animation', 'scratch']));
  });

  it('holds the site settings the pages need', () => {
    const [site] = load('settings');
    if (site?.id !== 'site') throw new Error('settings.yaml: the first entry should be "site"');
    expect(site.tagline).toBe('Learn. Build. Succeed.');
    expect(site.governingLaw).not.toBe('');
    expect(site.footer.premiumTracks.map((l) => l.label)).toEqual(['AI Champion', 'AI Prodigy', 'AI Grandmaster']);
    expect(site.staffEmail).toMatch(/@/);
  });

  it('gives every trial slot 2 seats and no closed day by default', () => {
    const booking = load('settings').find((entry) => entry.id === 'booking');
    expect(booking).toEqual({ id: 'booking', seatsPerSlot: 2, closedDates: [], maxChildrenPerFamily: 3 });
  });
});

describe('settings.yaml booking entry', () => {
  const withBooking = (booking: string) => `${textOf('settings').replace(/\nbooking:[\s\S]*$/, '')}\nbooking:\n${booking}`;

  it('reads closed dates written with or without quotes as Nairobi dates', () => {
    const booking = load('settings', withBooking('  seatsPerSlot: 3\n  closedDates: [2026-12-25, "2026-12-26"]\n')).find(
      (e) => e.id === 'booking',
    );
    expect(booking).toEqual({
      id: 'booking',
      seatsPerSlot: 3,
      closedDates: ['2026-12-25', '2026-12-26'],
      maxChildrenPerFamily: 3,
    });
  });

  it('refuses a seat count of 0, naming the file, the entry and the field', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 0\n  closedDates: []\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking", field "seatsPerSlot"');
  });

  it('refuses a closed date that is not a date, naming the list item', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 2\n  closedDates: ["25 December"]\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking", field "closedDates.0": must be a real date');
  });

  it('refuses a family limit of 0 children', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 2\n  maxChildrenPerFamily: 0\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking", field "maxChildrenPerFamily"');
  });

  it('refuses an unknown setting', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 2\n  seats: 3\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking"');
  });
});

/** The real file with one entry changed, as YAML text. */
function edited(name: Name, id: string, change: (entry: Record<string, unknown>) => void): string {
  const doc = yaml.load(textOf(name)) as Record<string, unknown>[];
  const entry = doc.find((e) => e.id === id);
  if (!entry) throw new Error(`${name}.yaml has no entry "${id}"`);
  change(entry);
  return yaml.dump(doc);
}

/** The error a broken file raises (fails the test when none is raised). */
function problem(name: Name, text: string): ContentDataError {
  try {
    load(name, text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDataError);
    return error as ContentDataError;
  }
  throw new Error(`${name}.yaml was accepted but should have been refused`);
}

describe('broken data files', () => {
  it('a missing field names the file, the entry and the field', () => {
    const error = problem(
      'courses',
      edited('courses', 'prodigy', (e) => delete e.lessons),
    );
    expect(error.message).toContain('src/content/courses.yaml: entry "prodigy", field "lessons"');
  });

  it('a wrong type names the file, the entry and the nested field', () => {
    const error = problem(
      'plans',
      edited('plans', 'pro', (e) => ((e.monthly as Record<string, unknown>).kes = 'ten thousand')),
    );
    expect(error.message).toContain('src/content/plans.yaml: entry "pro", field "monthly.kes"');
  });

  it('a star count of 7 names the file, the entry and the field', () => {
    const error = problem(
      'testimonials',
      edited('testimonials', 'emeka', (e) => (e.stars = 7)),
    );
    expect(error.message).toContain('src/content/testimonials.yaml: entry "emeka", field "stars"');
    expect(error.message).toMatch(/5/);
  });

  it('an unknown project type names the file, the entry and the field', () => {
    const error = problem(
      'projects',
      edited('projects', 'p3', (e) => (e.type = 'robotics')),
    );
    expect(error.message).toContain('src/content/projects.yaml: entry "p3", field "type"');
  });

  it('the real entries next to a broken one are not blamed', () => {
    const error = problem(
      'testimonials',
      edited('testimonials', 'emeka', (e) => (e.stars = 0)),
    );
    expect(error.message).not.toContain('entry "njeri"');
  });
});
