// The data files of src/content/ as the editors' form (/admin) lists them.
import {
  courseSchema,
  planSchema,
  teamSchema,
  testimonialSchema,
  projectSchema,
  faqSchema,
  careerSchema,
  techSchema,
  countrySchema,
  gradeSchema,
  settingsSchema,
} from './schemas';

/**
 * Every data file in this folder: its schema, its name in the editors' form (/admin) and what it
 * is for. The form's configuration is generated from this (src/integrations/admin-cms/config.ts).
 */
export const contentFiles = {
  courses: { label: 'Courses', schema: courseSchema, about: 'The course cards on the landing page and /programs.' },
  plans: {
    label: 'Plans and prices',
    schema: planSchema,
    about:
      "Plan prices. This is the only place prices live: the pricing grid, the amounts accepted on /pay and the server's payment check all come from it. Amounts are whole Kenyan shillings (kes) and whole US dollars (usd).",
  },
  team: {
    label: 'Team',
    schema: teamSchema,
    about:
      'Faculty. Everyone appears as a round initials avatar in the landing page team row; members with "card" on also get a card with their bio (the row of cards is laid out for eight).',
  },
  testimonials: { label: 'Testimonials', schema: testimonialSchema, about: 'What parents and learners say.' },
  projects: { label: 'Student projects', schema: projectSchema, about: 'Student projects shown on /projects.' },
  faqs: {
    label: 'FAQs',
    schema: faqSchema,
    about:
      'Frequently asked questions. All appear on /faq in "order"; the three marked "admissions" also appear on the landing page.',
  },
  careers: { label: 'Careers', schema: careerSchema, about: 'Open roles shown on /careers.' },
  tech: { label: 'Tech icons', schema: techSchema, about: 'The technologies in the landing page icon strip.' },
  countries: {
    label: 'Countries',
    schema: countrySchema,
    about: 'Countries offered in the booking form. The first is the default.',
  },
  grades: { label: 'Grades', schema: gradeSchema, about: 'Grade bands offered in the booking form.' },
  settings: {
    label: 'Settings',
    schema: settingsSchema,
    about:
      "Site-wide settings: the school's contact details, trial class seats and closed days, how long an unpaid plan stays past due, and who accredits the certificates. PUBLIC_SUPPORT_PHONE and PUBLIC_CONTACT_EMAIL override the phone and email in a deployment.",
  },
} as const;
