// How pages read content: plain data, in the order editors wrote it in the file.
import { getCollection, getEntry, type CollectionKey, type DataEntryMap } from 'astro:content';
import { PUBLIC_CONTACT_EMAIL, PUBLIC_SUPPORT_PHONE } from 'astro:env/client';
import type { Language } from '../i18n/languages';
import type { PricedPlan } from '../domain/pricing';
import type { TrialRules } from '../domain/trial-rules';
import { localized } from './localized';
import type { BookingSettings, CertificateSettings, Settings } from './schemas';
import type { WaitlistSettings } from '../domain/waitlist/queue';

export type EntryData<C extends CollectionKey> = DataEntryMap[C][string]['data'];

/** Every entry of a collection, in file order, as plain data. */
export async function entries<C extends CollectionKey>(name: C): Promise<EntryData<C>[]> {
  const all = (await getCollection(name)) as { data: EntryData<C> }[];
  // The loader (validate.ts) stores each entry's place in its file next to the fields.
  const position = (data: EntryData<C>) => (data as { position?: number }).position ?? 0;
  return all.sort((a, b) => position(a.data) - position(b.data)).map((entry) => entry.data);
}

/** Each entry's `field` in `language` by id (English where it has no twin): the names an island shows. */
export async function namesIn<C extends 'plans' | 'courses' | 'grades', K extends keyof EntryData<C> & string>(
  name: C,
  field: K,
  language: Language,
): Promise<Record<string, EntryData<C>[K]>> {
  return Object.fromEntries((await entries(name)).map((e) => [e.id, localized(e, field, language)]));
}

/** The plans as the payment cards and the staff console price them: no features, no copy. */
export async function pricedPlans(): Promise<PricedPlan[]> {
  return (await entries('plans')).map(({ id, name, classes, monthly, quarterly, yearly, siblingDiscount }) => ({
    id,
    name,
    classes,
    monthly,
    quarterly,
    yearly,
    ...(siblingDiscount ? { siblingDiscount } : {}),
  }));
}

/** Site settings, with the PUBLIC_* deployment overrides for contact details applied. */
export async function siteSettings(): Promise<Settings> {
  const entry = await getEntry('settings', 'site');
  if (entry?.data.id !== 'site') throw new Error('src/content/settings.yaml: entry "site" is missing.');
  return {
    ...entry.data,
    supportPhone: PUBLIC_SUPPORT_PHONE || entry.data.supportPhone,
    contactEmail: PUBLIC_CONTACT_EMAIL || entry.data.contactEmail,
  };
}

/** settings.yaml `enrollment`: the grace after a plan's paid-until date. */
export async function enrollmentGraceDays(): Promise<number> {
  const entry = await getEntry('settings', 'enrollment');
  if (entry?.data.id !== 'enrollment') throw new Error('src/content/settings.yaml: entry "enrollment" is missing.');
  return entry.data.graceDays;
}

/** settings.yaml `enrollment`: how many minutes before a weekly class its join link opens. */
export async function joinOpenMinutes(): Promise<number> {
  const entry = await getEntry('settings', 'enrollment');
  if (entry?.data.id !== 'enrollment') throw new Error('src/content/settings.yaml: entry "enrollment" is missing.');
  return entry.data.joinOpenMinutes;
}

/** Trial seats per slot, closed dates, children per family and the trial's rules (settings.yaml `booking`). */
export async function bookingSettings(): Promise<BookingSettings> {
  const entry = await getEntry('settings', 'booking');
  if (entry?.data.id !== 'booking') throw new Error('src/content/settings.yaml: entry "booking" is missing.');
  const { id: _id, ...settings } = entry.data;
  return settings;
}

/** What a family is told of a booked trial: the change cut-off, the calendar alarm and the reminders (settings.yaml `booking`). */
export async function trialRules(): Promise<TrialRules> {
  const { changeCutoffHours, calendarAlarmMinutes, windowDays, reminderHours } = await bookingSettings();
  return { changeCutoffHours, calendarAlarmMinutes, windowDays, reminderHours };
}

/** settings.yaml `waitlist`: how long a freed trial seat is held for the family offered it. */
export async function waitlistSettings(): Promise<WaitlistSettings> {
  const entry = await getEntry('settings', 'waitlist');
  if (entry?.data.id !== 'waitlist') throw new Error('src/content/settings.yaml: entry "waitlist" is missing.');
  return { holdHours: entry.data.holdHours };
}

/** Who accredits the certificates, and the days after an enrollment ends that one may still be
 *  awarded (settings.yaml `certificates`); the build stops without it. */
export async function certificateSettings(): Promise<CertificateSettings> {
  const entry = await getEntry('settings', 'certificates');
  if (entry?.data.id !== 'certificates')
    throw new Error('src/content/settings.yaml: entry "certificates" is missing (accreditingBody, accreditationReference).');
  const { accreditingBody, accreditationReference, awardWindowDays } = entry.data;
  return { accreditingBody, accreditationReference, awardWindowDays };
}
