// Schemas for the data files in this folder. The `.describe()` notes are written for
// content editors: they say what each field is and what it accepts.
import { z } from 'astro/zod';
import { DEFAULT_SEATS_PER_SLOT } from '../domain/seats';
import { currencies, discountProblem } from '../domain/pricing';
import { DEFAULT_MAX_CHILDREN_PER_FAMILY } from '../domain/siblings';
import { DEFAULT_GRACE_DAYS, DEFAULT_LINK_DAYS } from '../domain/enrollment/renewal';
import { DEFAULT_AWARD_WINDOW_DAYS } from '../domain/certificates/award';
import { parseHours } from '../domain/classes/hours';
import { isSampleValue } from '../domain/certificates/accreditation';
import { planRuleProblem } from '../domain/classes/plan-rules';
import { uploadedImage } from './images';

const text = (note: string) => z.string().trim().min(1).describe(note);
const url = (note: string) =>
  z
    .string()
    .refine((v) => v === '#' || v.startsWith('/') || /^https?:\/\//.test(v), 'must be a link: "/page", "https://..." or "#"')
    .describe(note);
const money = (note: string) => z.number().int().positive().describe(note);

/**
 * An entry's Kiswahili (`sw:`): the same fields, each optional. A field left out shows in
 * English on the /sw/ pages and the build lists it.
 */
function kiswahili<T extends Record<string, z.ZodType>>(fields: T) {
  const optional = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
  return z
    .object(optional)
    .strict()
    .optional()
    .describe('Kiswahili text for the /sw/ pages. Leave a field out and the page shows the English one.');
}

export const courseSchema = z.object({
  id: text('Short unique name used in links, e.g. "grandmaster".'),
  title: text('Course title shown on the card.'),
  age: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/, 'must look like "5-17"')
    .describe('Age range, e.g. "5-17".'),
  grade: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/, 'must look like "1-12"')
    .describe('Grade range, e.g. "1-12".'),
  activities: text('Number of activities, e.g. "350+".'),
  lessons: z.number().int().positive().describe('Number of lessons.'),
  duration: text('How long the course takes, e.g. "12-18 months".'),
  description: text('One or two sentences about the course.'),
  outcomes: z.array(text('One thing the learner will be able to do.')).min(1).describe('What learners achieve.'),
  curriculumLink: url('Where "View Curriculum" goes (a placeholder "#" is fine).'),
  trialLink: url('Where "Book a Free Trial" goes, normally "/book-class".'),
  image: z.enum(['grandmaster', 'prodigy', 'champion', 'scratch']).describe('Which illustration to show.'),
  sw: kiswahili({
    title: text('Course title in Kiswahili.'),
    duration: text('How long the course takes, in Kiswahili, e.g. "miezi 12-18".'),
    description: text('One or two sentences about the course, in Kiswahili.'),
    outcomes: z
      .array(text('One thing the learner will be able to do, in Kiswahili.'))
      .min(1)
      .describe('What learners achieve, in Kiswahili.'),
  }),
});

const kes = () => money('Price in Kenyan shillings.');
const usd = () => money('Price in US dollars.');
const priceSchema = z.object({ kes: kes(), usd: usd() }).strict();
/** A price for several months, with the discount its badge shows. */
const discountedSchema = z
  .object({
    kes: kes(),
    usd: usd(),
    off: z
      .number()
      .int()
      .min(0)
      .max(90)
      .describe(
        'Percent off the monthly price times the months, shown as a badge ("5% off"). The period\'s prices must be the monthly price times the months less this percent (within 1 percent, for rounding).',
      ),
  })
  .strict();

export const planSchema = z
  .object({
    id: text('Short unique name used in /pay links, e.g. "elite".'),
    name: text('Plan name shown on the card and the payment page.'),
    classes: z.number().int().min(1).max(7).describe('Classes per week.'),
    monthly: priceSchema.describe('Price for one month.'),
    quarterly: discountedSchema.describe('Price for three months, and its discount.'),
    yearly: discountedSchema.describe('Price for twelve months, and its discount.'),
    popular: z.boolean().default(false).describe('true puts the "Most Popular" ribbon on this plan.'),
    features: z
      .array(text('One feature line.'))
      .min(1)
      .describe(
        'Feature lines shown with a tick. One must give the class length ("45-minute classes", "60 minutes") and one the rescheduling rule: "Unlimited rescheduling", "Priority rescheduling" or "Limited rescheduling"; the timetable follows these lines. The card adds the rule\'s hours before (and moves a month) to the rescheduling line.',
      ),
    // A number, never empty: the editors' form writes an empty number field as null.
    reschedulesPerMonth: z
      .number()
      .int()
      .min(0)
      .max(31)
      .default(0)
      .describe(
        'For a plan with "Limited rescheduling": how many classes a child may move in a calendar month (at least 1). 0 for the other plans. The plan card, the dashboard and the reminders show it.',
      ),
    rescheduleHoursBefore: z
      .number()
      .int()
      .min(0)
      .max(72)
      .describe(
        'Until how many hours before a class starts a parent may still move it (e.g. 2). The plan card, the dashboard and the reminders show it.',
      ),
    sw: kiswahili({
      name: text('Plan name in Kiswahili.'),
      features: z
        .array(text('One feature line, in Kiswahili.'))
        .min(1)
        .describe('The feature lines in Kiswahili, in the same order (the timetable still reads the English ones).'),
    }),
  })
  .superRefine((plan, context) => {
    const ruleProblem = planRuleProblem({ ...plan, reschedulesPerMonth: plan.reschedulesPerMonth || undefined });
    if (ruleProblem) context.addIssue({ code: 'custom', path: ['features'], message: ruleProblem });
    if (plan.sw?.features && plan.sw.features.length !== plan.features.length) {
      const message = 'needs one line for each English feature line, in the same order';
      context.addIssue({ code: 'custom', path: ['sw', 'features'], message });
    }
    // The badge promises the discount, so each period's price must keep it.
    for (const period of ['quarterly', 'yearly'] as const) {
      for (const currency of currencies) {
        const message = discountProblem(plan, period, currency);
        if (message) context.addIssue({ code: 'custom', path: [period, currency.toLowerCase()], message });
      }
    }
  });

const socialsSchema = z
  .object({
    linkedin: url('LinkedIn profile link.').optional(),
    twitter: url('Twitter/X profile link.').optional(),
    github: url('GitHub profile link.').optional(),
  })
  .strict();

const teamMemberFields = z.object({
  id: text('Short unique name.'),
  name: text('Full name.'),
  title: text('Role, e.g. "Python Mentor".'),
  bio: text('Two or three sentences.'),
  image: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#6d28d9"')
    .describe(
      'Background colour of the initials avatar (we publish only photos uploaded here, never ones taken from elsewhere).',
    ),
  photo: uploadedImage(
    'A photo of the person, square, uploaded here; it replaces the initials on the colour above. Leave empty to show the initials.',
  ).optional(),
  card: z.boolean().default(true).describe('false shows only the round photo, without a card.'),
  socials: socialsSchema.default({}).describe('linkedin, twitter and github links; each is optional.'),
  mentor: z.boolean().default(false).describe('true makes this person a mentor: families can be given weekly classes with them.'),
  courses: z
    .array(text('A course id from courses.yaml, e.g. "prodigy".'))
    .default([])
    .describe('Mentors only: the ids of the courses (courses.yaml) this mentor teaches.'),
  hours: z
    .array(
      z.string().superRefine((line, context) => {
        const parsed = parseHours(line);
        if (typeof parsed === 'string') context.addIssue({ code: 'custom', message: parsed });
      }),
    )
    .default([])
    .describe(
      'Mentors only: weekly teaching hours in Nairobi time, one line each, e.g. "Mon 15:00-19:00". End a line with " priority" to hold it back for plans with priority rescheduling.',
    ),
  meetingLink: z
    .url({ protocol: /^https$/, error: "must be an https:// link to the mentor's video room" })
    .optional()
    .describe("Mentors only: the mentor's own video room (https://...), the join link in reminders and on the dashboard."),
});

/** What a mentor needs before families can be given classes with them. */
function mentorProblems(member: z.infer<typeof teamMemberFields>, courseIds: readonly string[] | null, context: z.RefinementCtx) {
  if (!member.mentor) return;
  if (member.courses.length === 0)
    context.addIssue({ code: 'custom', path: ['courses'], message: 'a mentor needs at least one course' });
  if (member.hours.length === 0) context.addIssue({ code: 'custom', path: ['hours'], message: 'a mentor needs weekly hours' });
  if (!member.meetingLink) context.addIssue({ code: 'custom', path: ['meetingLink'], message: 'a mentor needs a meeting link' });
  member.courses.forEach((id, index) => {
    if (courseIds && !courseIds.includes(id)) {
      context.addIssue({ code: 'custom', path: ['courses', index], message: `no course "${id}" in courses.yaml` });
    }
  });
}

/** team.yaml entries; with `courseIds` (from courses.yaml) a mentor's courses must be among them. */
export function teamSchemaFor(courseIds: readonly string[] | null) {
  return teamMemberFields.superRefine((member, context) => mentorProblems(member, courseIds, context));
}

export const teamSchema = teamSchemaFor(null);

export const testimonialSchema = z.object({
  id: text('Short unique name.'),
  name: text('Who said it, e.g. "Wanjiru K., parent, Nairobi".'),
  feedback: text('What they said.'),
  sw: kiswahili({ feedback: text('What they said, in Kiswahili: only a text they gave in Kiswahili, never a translation.') }),
  avatar: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#6d28d9"')
    .describe('Avatar colour.'),
  stars: z.number().int().min(1).max(5).describe('Rating, a whole number from 1 to 5.'),
});

export const projectTypes = ['website development', 'animation', 'scratch'] as const;

export const projectSchema = z.object({
  id: text('Short unique name.'),
  name: text("Student's first name and initial."),
  grade: z.number().int().min(0).max(12).describe('School grade, 0 for kindergarten.'),
  type: z.enum(projectTypes).describe('One of: website development, animation, scratch.'),
  title: text('Project title.'),
  img: z.enum(['website', 'animation', 'scratch', 'game', 'robot', 'ai']).describe('Which illustration to show.'),
  avatar: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#6d28d9"')
    .describe('Avatar colour.'),
});

export const faqSchema = z.object({
  id: text('Short unique name.'),
  question: text('The question.'),
  answer: text('The answer.'),
  sw: kiswahili({ question: text('The question in Kiswahili.'), answer: text('The answer in Kiswahili.') }),
  admissions: z
    .boolean()
    .default(false)
    .describe('true also shows it in the landing page Admissions section, which is laid out for three.'),
  order: z.number().int().describe('Sort order on /faq, smallest first.'),
});

export const careerSchema = z.object({
  id: text('Short unique name.'),
  title: text('Job title.'),
  location: text('Where, e.g. "Remote (East Africa)".'),
  kind: z.enum(['Full-time', 'Part-time', 'Contract']).describe('Full-time, Part-time or Contract.'),
  summary: text('What the job is.'),
  requirements: z.array(text('One requirement.')).min(1).describe('What we look for.'),
});

export const techSchema = z.object({
  id: text('Short unique name.'),
  name: text('Technology name shown under the icon.'),
  icon: text('Icon name ("slug") from the simple-icons set (https://simpleicons.org), e.g. "python".'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#3776ab"')
    .describe('Icon colour.'),
});

// Countries and grades are free lists: the data files are their one home, and every
// other list (the form, the functions, the phone rules) is derived from them.
export const countrySchema = z.object({
  id: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO code like "KE"')
    .describe('ISO country code.'),
  name: text('Country name.'),
  dial: z
    .string()
    .regex(/^\+\d{1,4}$/, 'must look like "+254"')
    .describe('Dial code.'),
  tz: z
    .string()
    .regex(/^Africa\/[A-Za-z_]+$/, 'must be an Africa/... time zone')
    .describe('IANA time zone.'),
  zone: z
    .string()
    .regex(/^[A-Z]{2,5}$/, 'must be capital letters like "EAT"')
    .describe('Short name parents know for the time there, shown after class times (EAT, WAT, SAST, CAT).'),
  flag: text('Flag emoji.'),
});

export const gradeSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Z0-9]{1,2}-\d{1,2}$/, 'must look like "K-2" or "6-8"')
    .describe('Grade band shown in the booking form, e.g. "6-8".'),
  label: text('Longer label, e.g. "Grades 3-5".'),
  sw: kiswahili({ label: text('The label in Kiswahili, e.g. "Darasa la 3 hadi la 5".') }),
});

const linkSchema = z
  .object({ label: text('Link text.'), href: url('Where it goes.'), sw: kiswahili({ label: text('Link text in Kiswahili.') }) })
  .strict();

/** settings.yaml `site`: the school's name and contact details. */
const siteSettingsSchema = z.object({
  brandName: text('School name, shown in the top bar, titles and payment card.'),
  tagline: text('Short tagline, shown on the login card.'),
  description: text('One-sentence description used for search engines.'),
  sw: kiswahili({
    tagline: text('Short tagline in Kiswahili.'),
    description: text('One-sentence description in Kiswahili, for search engines and the footer.'),
  }),
  supportPhone: z
    .string()
    .regex(/^\+\d{8,15}$/, 'must be in international form, e.g. "+254700000000"')
    .describe('WhatsApp support number in international form. The starting one is a fake placeholder: replace it before launch.'),
  contactEmail: z.email().describe('Public contact email. The starting one is a fake placeholder: replace it before launch.'),
  staffEmail: z
    .email()
    .describe('The staff inbox: where new bookings, changes and messages are mailed. Never shown on the site.'),
  address: text('Where the school is based.'),
  governingLaw: text('Jurisdiction named in the Terms "Governing Law" section.'),
  socials: z
    .object({
      facebook: url('Facebook page.'),
      twitter: url('Twitter/X page.'),
      youtube: url('YouTube channel.'),
      linkedin: url('LinkedIn page.'),
      instagram: url('Instagram page.'),
      discord: url('Discord server.'),
    })
    .strict()
    .describe('Footer social links.'),
  footer: z
    .object({
      company: z.array(linkSchema).min(1).describe('The "Company" list.'),
      popularCourses: z.array(linkSchema).min(1).describe('The "Popular Courses" list.'),
      premiumTracks: z.array(linkSchema).min(1).describe('The "Premium Tracks" list.'),
    })
    .strict(),
});

/** settings.yaml `booking`: trial seats, closed days and children per family. */
const bookingSettingsSchema = z
  .object({
    seatsPerSlot: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(DEFAULT_SEATS_PER_SLOT)
      .describe('How many children can book each trial class time (each slot). A cancelled booking gives its seat back.'),
    closedDates: z
      .array(
        // YAML reads an unquoted 2026-12-25 as a date; the site and the functions use the text.
        z.preprocess(
          (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
          z.iso.date('must be a real date written YYYY-MM-DD, e.g. 2026-12-25'),
        ),
      )
      .default([])
      .describe('Days with no trial classes (public holidays), as Nairobi dates written YYYY-MM-DD, e.g. ["2026-12-25"].'),
    maxChildrenPerFamily: z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(DEFAULT_MAX_CHILDREN_PER_FAMILY)
      .describe(
        'How many different children of one family (same email or WhatsApp number) may each hold an upcoming trial at once. Each child holds one at a time.',
      ),
  })
  .strict();

/** settings.yaml `enrollment`: how long an unpaid plan stays past due. */
const enrollmentSettingsSchema = z
  .object({
    graceDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .default(DEFAULT_GRACE_DAYS)
      .describe(
        "Days after a plan's paid-until date that it stays past due (classes go on; paying continues from that date) before it expires.",
      ),
    recommendationLinkDays: z
      .number()
      .int()
      .min(1)
      .max(365)
      .default(DEFAULT_LINK_DAYS)
      .describe("Days a recommendation's mailed enroll link keeps working; after that it says the link has expired."),
  })
  .strict();

/** settings.yaml `certificates`: who accredits the certificates the school awards (no
 *  defaults: a certificate is not printed without its accrediting body and reference), and
 *  how long after an enrollment ends one may still be awarded. */
const certificateSettingsSchema = z
  .object({
    accreditingBody: z
      .string()
      .trim()
      .min(3)
      .max(120)
      .describe(
        'The body that accredits the courses, printed on every certificate and its verification page. The starting value is a placeholder: a production build refuses it, so put the real one before launch.',
      ),
    accreditationReference: z
      .string()
      .trim()
      .min(2)
      .max(60)
      .describe("The school's accreditation reference with that body, printed beside its name."),
    awardWindowDays: z
      .number()
      .int()
      .min(0)
      .max(365)
      .default(DEFAULT_AWARD_WINDOW_DAYS)
      .describe(
        'Days after an enrollment ends (the day it expires, after the grace) that staff or its mentor may still award a certificate for it.',
      ),
  })
  .strict();

const SAMPLE_REFUSED = 'this is a placeholder or example value; a production build (PRODUCTION_BUILD=true) needs the real one';

/** The `certificates` entry; a production build also refuses a stand-in body or reference. */
function certificatesEntry(production: boolean) {
  const entry = certificateSettingsSchema.extend({ id: z.literal('certificates') });
  if (!production) return entry;
  return entry.superRefine((value, context) => {
    for (const field of ['accreditingBody', 'accreditationReference'] as const) {
      if (isSampleValue(value[field])) context.addIssue({ code: 'custom', path: [field], message: SAMPLE_REFUSED });
    }
  });
}

/** settings.yaml holds four entries, told apart by their key: `site`, `booking`, `enrollment` and
 *  `certificates`. A production build (`production`) refuses a stand-in accreditation. */
export function settingsSchemaFor(production: boolean) {
  return z.discriminatedUnion('id', [
    siteSettingsSchema.extend({ id: z.literal('site') }),
    bookingSettingsSchema.extend({ id: z.literal('booking') }),
    enrollmentSettingsSchema.extend({ id: z.literal('enrollment') }),
    certificatesEntry(production),
  ]);
}

export const settingsSchema = settingsSchemaFor(false);

export type Course = z.infer<typeof courseSchema>;
export type Plan = z.infer<typeof planSchema>;
export type TeamMember = z.infer<typeof teamSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Career = z.infer<typeof careerSchema>;
export type Tech = z.infer<typeof techSchema>;
export type Grade = z.infer<typeof gradeSchema>;
export type Settings = z.infer<typeof siteSettingsSchema>;
/** Written once, in src/domain/seats.ts; the schema's output must fit it (bookingSettings in read.ts). */
export type { BookingSettings } from '../domain/seats';
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;
