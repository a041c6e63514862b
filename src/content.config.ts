// The content editors' contract. Every data file under src/content/ is checked against
// its schema (src/content/schemas.ts) at build time; a mistake fails the build with a
// line naming the file, the entry and the field.
import { readFileSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { isProductionBuild } from './content/production';
import { readEntries, yamlFile } from './content/validate';
import * as schemas from './content/schemas';

/**
 * A collection read from src/content/{name}.yaml. The loader validates each entry and
 * also stores its place in the file, which `entries()` in read.ts sorts by.
 */
function fromFile<T extends z.ZodType>(name: string, schema: T) {
  return defineCollection({ loader: yamlFile(`src/content/${name}.yaml`, schema), schema });
}

// A mentor's courses must be courses the site has: team.yaml is checked against courses.yaml's ids.
const courseIds = readEntries('src/content/courses.yaml', readFileSync('src/content/courses.yaml', 'utf8')).map((e) => e.id);

// A production build refuses settings.yaml's placeholder accreditation; a local one keeps it.
const production = isProductionBuild();

export const collections = {
  courses: fromFile('courses', schemas.courseSchema),
  plans: fromFile('plans', schemas.planSchema),
  team: fromFile('team', schemas.teamSchemaFor(courseIds)),
  testimonials: fromFile('testimonials', schemas.testimonialSchema),
  projects: fromFile('projects', schemas.projectSchema),
  faqs: fromFile('faqs', schemas.faqSchema),
  careers: fromFile('careers', schemas.careerSchema),
  tech: fromFile('tech', schemas.techSchema),
  countries: fromFile('countries', schemas.countrySchema),
  grades: fromFile('grades', schemas.gradeSchema),
  settings: fromFile('settings', schemas.settingsSchemaFor(production)),
};
