// Structured data (schema.org JSON-LD) for search engines: the school, its courses, the FAQ.
// On a page in another language, the text the content gives in it (localized.ts) and that
// page's address; English pages keep exactly what they had.
import type { Course, Faq, Settings } from '../../content/schemas';
import { localized } from '../../content/localized';
import { DEFAULT_LANGUAGE, localePath, type Language } from '../../i18n/languages';
import { catalogueIn } from '../../i18n/catalogues';

/** The page's language for search engines, named only where it is not the default (English pages keep what they had). */
const inLanguage = (language: Language) => (language === DEFAULT_LANGUAGE ? {} : { inLanguage: language });

const isLink = (href: string) => /^https?:\/\//.test(href);

/**
 * The school as an EducationalOrganization, the same on every page that publishes it.
 * Countries come from countries.yaml; placeholder ("#") social links are left out.
 */
export function organizationJsonLd(
  settings: Settings,
  countries: readonly { name: string; sw?: { name?: string } }[],
  site: URL,
  language: Language = DEFAULT_LANGUAGE,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': new URL('/#organization', site).href,
    name: settings.brandName,
    slogan: localized(settings, 'tagline', language),
    description: localized(settings, 'description', language),
    url: new URL(localePath('/', language), site).href,
    logo: new URL('/favicon.svg', site).href,
    image: new URL('/og-image.png', site).href,
    email: settings.contactEmail,
    telephone: settings.supportPhone,
    address: localized(settings, 'address', language),
    areaServed: countries.map((country) => ({ '@type': 'Country', name: localized(country, 'name', language) })),
    sameAs: Object.values(settings.socials).filter(isLink),
  };
}

export function courseJsonLd(course: Course, settings: Settings, site: URL, language: Language = DEFAULT_LANGUAGE) {
  const words = catalogueIn(language).components.course;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': new URL(`/programs#${course.id}`, site).href,
    ...inLanguage(language),
    name: localized(course, 'title', language),
    description: localized(course, 'description', language),
    url: new URL(`${localePath('/programs', language)}#${course.id}`, site).href,
    educationalLevel: words.grades(course.grade),
    typicalAgeRange: course.age,
    teaches: localized(course, 'outcomes', language),
    provider: { '@type': 'EducationalOrganization', name: settings.brandName, '@id': new URL('/#organization', site).href },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      // schema.org's own value, not text for a reader.
      courseMode: 'online',
      courseWorkload: words.workload(course.lessons, localized(course, 'duration', language)),
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
