// Schemas for settings.yaml's entries: the school's details, booking, the waiting list, enrollment and certificates.
import { z } from 'astro/zod';
import { isSampleValue } from '../domain/certificates/accreditation';
import { COUNTRIES } from '../domain/countries';
import { kiswahili, text, url } from './fields';

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
    address: text('Where the school is based, in Kiswahili.'),
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

// YAML reads an unquoted 2026-12-25 as a date; the site and the functions use the text.
const isoDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.iso.date('must be a real date written YYYY-MM-DD, e.g. 2026-12-25'),
);

/** settings.yaml `booking`: trial seats, closed days, children per family, the change cut-off, the calendar alarm,
 *  the booking window and the reminders. */
const bookingSettingsSchema = z
  .object({
    seatsPerSlot: z
      .number()
      .int()
      .min(1)
      .max(50)
      .describe('How many children can book each trial class time (each slot). A cancelled booking gives its seat back.'),
    closedDates: z
      .array(isoDate)
      .default([])
      .describe(
        'Days the whole school is closed (no trial and no weekly classes), as Nairobi dates written YYYY-MM-DD, e.g. ["2026-12-25"]. For a day with a name, or closed in some countries only, use Closed days.',
      ),
    closedDays: z
      .array(
        z
          .object({
            date: isoDate,
            name: text('What the day is, e.g. "Jamhuri Day" or "December break". Staff and families read it.'),
            countries: z
              .array(z.enum(COUNTRIES.map((c) => c.code) as [string, ...string[]]))
              .optional()
              .describe('The countries it is closed for, by code (KE, UG, TZ, NG, ZA). Leave empty for every country.'),
            sw: kiswahili({ name: text('What the day is, in Kiswahili.') }),
          })
          .strict(),
      )
      .default([])
      .describe(
        'Public holidays and school breaks: no trial class and no weekly class is given on them, for the families of the countries named (all when none is).',
      ),
    maxChildrenPerFamily: z
      .number()
      .int()
      .min(1)
      .max(10)
      .describe(
        'How many different children of one family (same email or WhatsApp number) may each hold an upcoming trial at once. Each child holds one at a time.',
      ),
    changeCutoffHours: z
      .number()
      .int()
      .min(1)
      .max(72)
      .describe(
        'Hours before a trial class until which the family may still reschedule or cancel it themselves (after that they write on WhatsApp). Shown on the manage page, /success, the mails and WhatsApp replies.',
      ),
    calendarAlarmMinutes: z
      .number()
      .int()
      .min(1)
      .max(1440)
      .describe("Minutes before a trial class that its calendar file's alarm rings (the file says so)."),
    windowDays: z
      .number()
      .int()
      .min(1)
      .max(60)
      .describe('How many days, today included, the booking page offers for a trial class (the date strip shows them).'),
    reminderHours: z
      .object({
        day: z
          .number()
          .int()
          .min(2)
          .max(72)
          .describe('Hours before a class that its first reminder goes (the WhatsApp template says "tomorrow").'),
        hour: z.number().int().min(1).max(12).describe('Hours before a class that its last reminder goes (the mail says so).'),
      })
      .strict()
      .refine((r) => r.hour < r.day, 'the last reminder must come after the first (fewer hours before the class)')
      .describe(
        'When the reminders of a trial class, and of a weekly class, go: each at most once; a class booked later than the first gets only the last.',
      ),
  })
  .strict();

/** settings.yaml `waitlist`: how long a freed trial seat is held for the family offered it. */
const waitlistSettingsSchema = z
  .object({
    holdHours: z
      .number()
      .int()
      .min(1)
      .max(24)
      .describe(
        'Hours a freed seat of a full trial class is held for the first family on its waiting list; unclaimed, it goes to the next. Never past the class start.',
      ),
  })
  .strict();

/** settings.yaml `enrollment`: how long an unpaid plan stays past due, how long enroll links last, and the first renewal reminder. */
const enrollmentSettingsSchema = z
  .object({
    graceDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .describe(
        "Days after a plan's paid-until date that it stays past due (classes go on; paying continues from that date) before it expires.",
      ),
    recommendationLinkDays: z
      .number()
      .int()
      .min(1)
      .max(365)
      .describe("Days a recommendation's mailed enroll link keeps working; after that it says the link has expired."),
    firstReminderDays: z
      .number()
      .int()
      .min(2)
      .max(60)
      .describe(
        'Days before a plan (one that does not renew by itself) is due that its family gets the first renewal reminder; the day before and the due day have their own.',
      ),
    joinOpenMinutes: z
      .number()
      .int()
      .min(0)
      .max(60)
      .describe("Minutes before a weekly class that its join link opens on the family's dashboard (the dashboard says so)."),
    instalmentReminderDays: z
      .array(z.number().int().min(-14).max(14))
      .min(1)
      .max(5)
      .describe(
        'When a family paying in parts is reminded of a part, in days from its due date: -3 is three days before, 0 the day itself, 3 three days after.',
      ),
  })
  .strict();

/** settings.yaml `guardians`: a family's second guardian and the invite that brings them. */
const guardianSettingsSchema = z
  .object({
    inviteHours: z
      .number()
      .int()
      .min(1)
      .max(720)
      .describe('Hours an invite link for a second guardian keeps working (it works once). The invite tells the family.'),
    perFamily: z.number().int().min(1).max(6).describe('Guardians one family may have, the parent who made the family included.'),
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

/** settings.yaml holds six entries, told apart by their key: `site`, `booking`, `waitlist`, `enrollment`,
 *  `certificates` and `guardians`. A production build (`production`) refuses a stand-in accreditation. */
export function settingsSchemaFor(production: boolean) {
  return z.discriminatedUnion('id', [
    siteSettingsSchema.extend({ id: z.literal('site') }),
    bookingSettingsSchema.extend({ id: z.literal('booking') }),
    waitlistSettingsSchema.extend({ id: z.literal('waitlist') }),
    enrollmentSettingsSchema.extend({ id: z.literal('enrollment') }),
    certificatesEntry(production),
    guardianSettingsSchema.extend({ id: z.literal('guardians') }),
  ]);
}

export const settingsSchema = settingsSchemaFor(false);

export type Settings = z.infer<typeof siteSettingsSchema>;
/** Written once, in src/domain/seats.ts; the schema's output must fit it (bookingSettings in read.ts). */
export type { BookingSettings } from '../domain/seats';
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;
