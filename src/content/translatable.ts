// The content fields a parent reads, per data file: each may carry its text in another
// language under that language's code (`sw:`). The schemas (schemas.ts) accept exactly these,
// the pages read them through localized.ts, and the build lists the ones still in English only.
export const TRANSLATABLE = {
  courses: ['title', 'duration', 'description', 'outcomes'],
  plans: ['name', 'features'],
  faqs: ['question', 'answer'],
  testimonials: ['name', 'feedback'],
  grades: ['label'],
  team: ['title', 'bio'],
  countries: ['name'],
} as const;

/** settings.yaml `site`: its translatable fields; each footer link's `label` is translatable too. */
export const TRANSLATABLE_SITE = ['tagline', 'description', 'address'] as const;
