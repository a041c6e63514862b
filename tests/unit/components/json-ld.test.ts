// The structured data speaks the page's language where the content gives it: the /sw/ pages
// publish the courses' and the school's Kiswahili text and their Kiswahili addresses;
// English pages publish what they always did.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { courseJsonLd, organizationJsonLd } from '../../../src/components/seo/json-ld';
import type { Course, Settings } from '../../../src/content/schemas';

const courses = yaml.load(readFileSync('src/content/courses.yaml', 'utf8')) as Course[];
const settings = (yaml.load(readFileSync('src/content/settings.yaml', 'utf8')) as { site: Settings }).site;
const site = new URL('https://jengacode.example');

describe('JSON-LD on a Kiswahili page', () => {
  it('names a course and tells of it in Kiswahili where the content has it, at its /sw address', () => {
    const course = courses.find((c) => c.sw?.title && c.sw?.description)!;
    expect(course).toBeTruthy();
    const sw = courseJsonLd(course, settings, site, 'sw');
    expect(sw).toMatchObject({ name: course.sw!.title, description: course.sw!.description, inLanguage: 'sw' });
    expect(sw.url).toBe(`https://jengacode.example/sw/programs#${course.id}`);
    const en = courseJsonLd(course, settings, site);
    expect(en).toMatchObject({ name: course.title, description: course.description });
    expect(en).not.toHaveProperty('inLanguage');
    expect(en.url).toBe(`https://jengacode.example/programs#${course.id}`);
  });

  it('describes the school in Kiswahili, the same organization in both languages', () => {
    const sw = organizationJsonLd(settings, [], site, 'sw');
    const en = organizationJsonLd(settings, [], site);
    expect(sw.description).toBe(settings.sw?.description ?? settings.description);
    expect(sw.description).not.toBe(en.description);
    expect(sw['@id']).toBe(en['@id']);
    expect(sw.url).toBe('https://jengacode.example/sw');
  });
});
