// Structured data (schema.org JSON-LD) describing the school, for search engines.
import type { Country, Settings, Faq } from '../../content/schemas';

const isLink = (href: string) => /^https?:\/\//.test(href);

/** The school as an EducationalOrganization; placeholder ("#") social links are left out. */
export function organizationJsonLd(settings: Settings, countries: Country[], site: URL | undefined) {
  const url = new URL('/', site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: settings.brandName,
    slogan: settings.tagline,
    description: settings.description,
    url,
    logo: new URL('/favicon.svg', site).href,
    image: new URL('/og-image.png', site).href,
    email: settings.contactEmail,
    telephone: settings.supportPhone,
    areaServed: countries.map((country) => ({ '@type': 'Country', name: country.name })),
    sameAs: Object.values(settings.socials).filter(isLink),
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
