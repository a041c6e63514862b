// Structured data (schema.org JSON-LD) for search engines: the school, its courses, the FAQ.
import type { Course, Faq, Settings } from '../../content/schemas';

const isLink = (href: string) => /^https?:\/\//.test(href);

/**
 * The school as an EducationalOrganization, the same on every page that publishes it.
 * Countries come from countries.yaml; placeholder ("#") social links are left out.
 */
export function organizationJsonLd(settings: Settings, countries: readonly { name: string }[], site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': new URL('/#organization', site).href,
    name: settings.brandName,
    slogan: settings.tagline,
    description: settings.description,
    url: new URL('/', site).href,
    logo: new URL('/favicon.svg', site).href,
    image: new URL('/og-image.png', site).href,
    email: settings.contactEmail,
    telephone: settings.supportPhone,
    address: settings.address,
    areaServed: countries.map((country) => ({ '@type': 'Country', name: country.name })),
    sameAs: Object.values(settings.socials).filter(isLink),
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

/** The FAQ page as schema.org FAQPage, questions in the order shown. */
export function faqPageJsonLd(faqs: Pick<Faq, 'question' | 'answer'>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
