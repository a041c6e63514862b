// The editors' data files: each real file passes its schema, and broken data fails with a
// message naming the file, the entry and the field.
import { describe, expect, it } from 'vitest';
import { files, type Name, load, edited, problem } from './data-fixtures';

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
