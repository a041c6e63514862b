// The editors' data files: every real file passes its schema and keeps the rules pages rely on,
// and broken data fails with a message naming the file, the entry and the field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import type { z } from 'astro/zod';
import { ContentDataError, checkEntry, readEntries } from '../../../src/content/validate';
import * as schemas from '../../../src/content/schemas';
import { rescheduling } from '../../../src/domain/classes/plan-rules';

const pathOf = (name: string) => `src/content/${name}.yaml`;
const textOf = (name: string) => readFileSync(pathOf(name), 'utf8');
const courseIds = readEntries(pathOf('courses'), textOf('courses')).map((e) => e.id);

const files = {
  courses: schemas.courseSchema,
  plans: schemas.planSchema,
  team: schemas.teamSchemaFor(courseIds),
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

/** Reads and checks a data file's text the way the build's loader does. */
function load<N extends Name>(name: N, text = textOf(name)): z.output<(typeof files)[N]>[] {
  const schema: z.ZodType = files[name];
  return readEntries(pathOf(name), text).map(({ id, data }) => checkEntry(pathOf(name), id, data, schema)) as z.output<
    (typeof files)[N]
  >[];
}

describe('the real data files', () => {
  // Editors change prices, names and how many entries a file holds: these tests check the
  // rules every file must keep, never today's values.
  it.each(Object.keys(files) as Name[])('%s.yaml passes its schema', (name) => {
    expect(load(name).length).toBeGreaterThan(0);
  });

  it('gives every course a description, outcomes and a trial link', () => {
    for (const course of load('courses')) {
      expect(course.description).not.toBe('');
      expect(course.outcomes.length).toBeGreaterThan(0);
      expect(course.trialLink).toMatch(/^\//);
    }
  });

  it('gives every FAQ its own sort order', () => {
    const faqs = load('faqs');
    expect(new Set(faqs.map((f) => f.order)).size).toBe(faqs.length);
  });

  it('holds the entries the pages and the functions look up by id', () => {
    expect(load('settings').map((entry) => entry.id)).toEqual(expect.arrayContaining(['site', 'booking', 'enrollment']));
  });
});

describe('plans.yaml prices', () => {
  const plan = (change: (entry: Record<string, Record<string, number>>) => void) =>
    edited('plans', 'starter', (entry) => change(entry as Record<string, Record<string, number>>));

  it('accepts a new price whose quarter and year keep their discounts', () => {
    const text = plan((e) => {
      e.monthly = { kes: 7000, usd: 52 };
      e.quarterly = { kes: 19950, usd: 148, off: 5 };
      e.yearly = { kes: 75600, usd: 562, off: 10 };
    });
    const starter = load('plans', text).find((p) => p.id === 'starter');
    expect(starter?.monthly.kes).toBe(7000);
  });

  it('accepts a price rounded within 1 percent of its discount', () => {
    // 99 x 12 less 10% is 1,069.20; rounded to 1,075 (0.5 percent over).
    const text = plan((e) => {
      e.monthly = { kes: 13500, usd: 99 };
      e.quarterly = { kes: 38475, usd: 282, off: 5 };
      e.yearly = { kes: 145800, usd: 1075, off: 10 };
    });
    expect(() => load('plans', text)).not.toThrow();
  });

  it('refuses a quarterly price that breaks its discount, naming the field and the right price', () => {
    const error = problem(
      'plans',
      plan((e) => {
        e.monthly = { kes: 7000, usd: 52 };
        e.quarterly = { kes: 21000, usd: 148, off: 5 };
        e.yearly = { kes: 75600, usd: 562, off: 10 };
      }),
    );
    expect(error.message).toContain('src/content/plans.yaml: entry "starter", field "quarterly.kes"');
    expect(error.message).toContain('19,950');
    expect(error.message).not.toContain('quarterly.usd');
  });

  it('refuses a monthly price changed without its quarter and year', () => {
    const error = problem(
      'plans',
      plan((e) => {
        e.monthly = { kes: 9000, usd: 52 };
        e.quarterly = { kes: 19950, usd: 148, off: 5 };
        e.yearly = { kes: 75600, usd: 562, off: 10 };
      }),
    );
    expect(error.message).toContain('field "quarterly.kes"');
    expect(error.message).toContain('field "yearly.kes"');
  });

  it('refuses a price of 0', () => {
    const error = problem(
      'plans',
      plan((e) => (e.monthly = { kes: 0, usd: 45 })),
    );
    expect(error.message).toContain('field "monthly.kes"');
  });
});

describe('plans.yaml rescheduling rule', () => {
  it('reads how late a class may move from the plan, as an editor sets it', () => {
    const text = edited('plans', 'starter', (e) => (e.rescheduleHoursBefore = 5));
    const starter = load('plans', text).find((p) => p.id === 'starter')!;
    expect(rescheduling(starter)?.hoursBefore).toBe(5);
  });

  it('refuses a plan that does not say how late a class may move, naming the field', () => {
    const error = problem(
      'plans',
      edited('plans', 'starter', (e) => delete e.rescheduleHoursBefore),
    );
    expect(error.message).toContain('src/content/plans.yaml: entry "starter", field "rescheduleHoursBefore"');
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

describe('team.yaml mentors', () => {
  const mentor = (change: (entry: Record<string, unknown>) => void) => {
    const id = load('team').find((m) => m.mentor)?.id;
    if (!id) throw new Error('team.yaml has no mentor');
    return { id, text: edited('team', id, change) };
  };

  it('has mentors, each with courses, hours and a meeting link', () => {
    const mentors = load('team').filter((m) => m.mentor);
    expect(mentors.length).toBeGreaterThan(0);
    for (const m of mentors) {
      expect(m.courses.length).toBeGreaterThan(0);
      expect(m.hours.length).toBeGreaterThan(0);
      expect(m.meetingLink).toMatch(/^https:\/\//);
    }
  });

  it('refuses a course that courses.yaml does not have, naming the list item', () => {
    const { id, text } = mentor((e) => (e.courses = ['knitting']));
    const error = problem('team', text);
    expect(error.message).toContain(`src/content/team.yaml: entry "${id}", field "courses.0": no course "knitting"`);
  });

  it('refuses hours not written like "Mon 15:00-19:00"', () => {
    const { id, text } = mentor((e) => (e.hours = ['Monday 3pm-7pm']));
    expect(problem('team', text).message).toContain(`entry "${id}", field "hours.0": must look like "Mon 15:00-19:00"`);
  });

  it('refuses hours that end before they start', () => {
    const { id, text } = mentor((e) => (e.hours = ['Mon 19:00-15:00']));
    expect(problem('team', text).message).toContain(`entry "${id}", field "hours.0": must end after it starts`);
  });

  it('refuses a meeting link that is not https, and a mentor without one', () => {
    const plain = mentor((e) => (e.meetingLink = 'http://meet.example/room'));
    expect(problem('team', plain.text).message).toContain(`entry "${plain.id}", field "meetingLink"`);
    const none = mentor((e) => delete e.meetingLink);
    expect(problem('team', none.text).message).toContain(
      `entry "${none.id}", field "meetingLink": a mentor needs a meeting link`,
    );
  });

  it('refuses a mentor without courses or hours', () => {
    const { id, text } = mentor((e) => {
      e.courses = [];
      e.hours = [];
    });
    const message = problem('team', text).message;
    expect(message).toContain(`entry "${id}", field "courses"`);
    expect(message).toContain(`entry "${id}", field "hours"`);
  });
});

describe('plans.yaml class rules', () => {
  it('refuses a plan whose features give no rescheduling rule, naming the field', () => {
    const text = edited('plans', 'starter', (e) => (e.features = ['45-minute classes']));
    expect(problem('plans', text).message).toContain(
      'src/content/plans.yaml: entry "starter", field "features": one line must give the rescheduling rule',
    );
  });

  it('refuses a plan whose features give no class length', () => {
    const text = edited('plans', 'starter', (e) => (e.features = ['Unlimited rescheduling']));
    expect(problem('plans', text).message).toContain('field "features": one line must give the class length');
  });

  it('refuses "Limited rescheduling" without its monthly count', () => {
    const text = edited('plans', 'starter', (e) => (e.features = ['45-minute classes', 'Limited rescheduling']));
    expect(problem('plans', text).message).toContain('field "features"');
  });

  // The Kiswahili pages and refusals quote the twin's line at the English line's place.
  it('refuses Kiswahili feature lines that are not one for one with the English ones', () => {
    const text = edited('plans', 'starter', (e) => {
      const twin = e.sw as { features: string[] };
      twin.features = twin.features.slice(1);
    });
    expect(problem('plans', text).message).toContain('src/content/plans.yaml: entry "starter", field "sw.features"');
  });
});
