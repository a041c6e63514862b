// A make-up credit's expiry reminder (functions/src/credits/reminders.ts): the child, the last day
// it can be used, the plan's rule as the card states it, and the dashboard where it is booked. Pure.
import { localePath, type Language } from '../../i18n/languages';
import { catalogueIn } from '../../i18n/catalogues';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export interface ExpiringCredit {
  childFirstName: string;
  /** The last Nairobi date it can be used on (YYYY-MM-DD). */
  lastDay: string;
  /** The plan's make-up rule in the family's language, or null when the plan is gone. */
  rule: string | null;
}

export function makeUpExpiringMail(language: Language, brand: Brand, c: ExpiringCredit): Mail {
  const { common, formats } = mailWords(language);
  const w = catalogueIn(language).credits;
  return compose(brand, {
    template: 'make-up-expiring',
    language,
    subject: w.reminderSubject(c.childFirstName),
    heading: common.hello(),
    blocks: [
      { kind: 'p', text: w.reminderText(c.childFirstName, formats.calendarDate(c.lastDay)) },
      ...(c.rule ? [{ kind: 'p' as const, text: c.rule }] : []),
      { kind: 'link', label: common.openDashboard, href: `${brand.siteUrl}${localePath('/dashboard', language)}` },
    ],
  });
}
