// Schemas for the data files in this folder. The `.describe()` notes are written for
// content editors: they say what each field is and what it accepts. settings.yaml's are in
// settings-schemas.ts, re-exported here.
import { z } from 'astro/zod';
import { currencies, discountProblem } from '../domain/pricing';
import { discountedSchema, priceSchema, referralSchema, siblingDiscountSchema } from './price-schemas';
import { parseHours } from '../domain/classes/hours';
import { planRuleProblem } from '../domain/classes/plan-rules';
import { classRuleFields } from './class-rules-schema';
import { uploadedImage } from './images';
import { kiswahili, text, url } from './fields';
import { LANGUAGES } from '../i18n/languages';
import { words as checks } from '../i18n/en/console/content-checks';

export {
  settingsSchema,
  settingsSchemaFor,
  type BookingSettings,
  type CertificateSettings,
  type Settings,
} from './settings-schemas';

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

export const planSchema = z
  .object({
    id: text('Short unique name used in /pay links, e.g. "elite".'),
    name: text('Plan name shown on the card and the payment page.'),
    classes: z.number().int().min(1).max(7).describe('Classes per week.'),
    monthly: priceSchema.describe('Price for one month.'),
    quarterly: discountedSchema.describe('Price for three months, and its discount.'),
    yearly: discountedSchema.describe('Price for twelve months, and its discount.'),
    popular: z.boolean().default(false).describe('true puts the "Most Popular" ribbon on this plan.'),
    siblingDiscount: siblingDiscountSchema.optional(),
    referral: referralSchema.optional(),
    features: z
      .array(text('One feature line.'))
      .min(1)
      .describe(
        'Feature lines shown with a tick. One must give the class length ("45-minute classes", "60 minutes") and one the rescheduling rule: "Unlimited rescheduling", "Priority rescheduling" or "Limited rescheduling"; the timetable follows these lines. The card adds the rule\'s hours before (and moves a month) to the rescheduling line.',
      ),
    ...classRuleFields,
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
    if (ruleProblem) context.addIssue({ code: 'custom', path: ['features'], message: checks.planRule[ruleProblem] });
    // Each language's feature lines pair with the English ones, line for line.
    for (const { code } of LANGUAGES) {
      const twin = (plan as Record<string, unknown>)[code] as { features?: string[] } | undefined;
      if (twin?.features && twin.features.length !== plan.features.length) {
        context.addIssue({ code: 'custom', path: [code, 'features'], message: checks.twinFeatures });
      }
    }
    // The badge promises the discount, so each period's price must keep it.
    for (const period of ['quarterly', 'yearly'] as const) {
      for (const currency of currencies) {
        const problem = discountProblem(plan, period, currency);
        if (problem)
          context.addIssue({ code: 'custom', path: [period, currency.toLowerCase()], message: checks.discount(problem) });
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
  sw: kiswahili({ title: text('Role in Kiswahili, e.g. "Mwalimu mshauri wa Python".'), bio: text('The bio in Kiswahili.') }),
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
        if (typeof parsed === 'string') context.addIssue({ code: 'custom', message: checks.hours[parsed] });
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
  sw: kiswahili({
    name: text('Who said it, in Kiswahili: the name as written, e.g. "Wanjiru K., mzazi, Nairobi".'),
    feedback: text('What they said, in Kiswahili: only a text they gave in Kiswahili, never a translation.'),
  }),
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
  sw: kiswahili({ name: text('Country name in Kiswahili, e.g. "Afrika Kusini".') }),
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

export type Course = z.infer<typeof courseSchema>;
export type Plan = z.infer<typeof planSchema>;
export type TeamMember = z.infer<typeof teamSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Career = z.infer<typeof careerSchema>;
export type Tech = z.infer<typeof techSchema>;
export type Grade = z.infer<typeof gradeSchema>;
