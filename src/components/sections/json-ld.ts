// Structured data for search engines: the school as an EducationalOrganization, and its courses.
import type { Course, Settings } from '../../content/schemas';

const countries = ['Kenya', 'Uganda', 'Tanzania', 'Nigeria', 'South Africa'];

export function organizationJsonLd(settings: Settings, site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': new URL('/#organization', site).href,
    name: settings.brandName,
    slogan: settings.tagline,
    description: settings.description,
    url: new URL('/', site).href,
    logo: new URL('/favicon.svg', site).href,
    email: settings.contactEmail,
    telephone: settings.supportPhone,
    address: settings.address,
    areaServed: countries.map((name) => ({ '@type': 'Country', name })),
  };
}

export function courseJsonLd(course: Course, settings: Settings, site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': new URL(`/programs#${course.id}`, site).href,
    name: course.title,
    description: course.description,
    url: new URL(`/programs#${course.id}`, site).href,
    educationalLevel: `Grades ${course.grade}`,
    typicalAgeRange: course.age,
    teaches: course.outcomes,
    provider: { '@type': 'EducationalOrganization', name: settings.brandName, '@id': new URL('/#organization', site).href },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: `${course.lessons} lessons over ${course.duration}`,
    },
  };
}
