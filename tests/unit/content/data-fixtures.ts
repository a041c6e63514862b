// Shared by the data file tests: the real files read and checked the way the build's loader
// does, a real file with one entry changed, and the error a broken file raises.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import yaml from 'js-yaml';
import type { z } from 'astro/zod';
import { ContentDataError, checkEntry, readEntries } from '../../../src/content/validate';
import * as schemas from '../../../src/content/schemas';

export const pathOf = (name: string) => `src/content/${name}.yaml`;
export const textOf = (name: string) => readFileSync(pathOf(name), 'utf8');
export const courseIds = readEntries(pathOf('courses'), textOf('courses')).map((e) => e.id);

export const files = {
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
export type Name = keyof typeof files;

/** Reads and checks a data file's text the way the build's loader does. */
export function load<N extends Name>(name: N, text = textOf(name)): z.output<(typeof files)[N]>[] {
  const schema: z.ZodType = files[name];
  return readEntries(pathOf(name), text).map(({ id, data }) => checkEntry(pathOf(name), id, data, schema)) as z.output<
    (typeof files)[N]
  >[];
}

/** The real file with one entry changed, as YAML text. */
export function edited(name: Name, id: string, change: (entry: Record<string, unknown>) => void): string {
  const doc = yaml.load(textOf(name)) as Record<string, unknown>[];
  const entry = doc.find((e) => e.id === id);
  if (!entry) throw new Error(`${name}.yaml has no entry "${id}"`);
  change(entry);
  return yaml.dump(doc);
}

/** The error a broken file raises (fails the test when none is raised). */
export function problem(name: Name, text: string): ContentDataError {
  try {
    load(name, text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDataError);
    return error as ContentDataError;
  }
  throw new Error(`${name}.yaml was accepted but should have been refused`);
}
