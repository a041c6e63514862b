// /manage's first paint, from a mailed link's glance (domain/link-glance.ts): before React or
// any module script, an inline script fills the page's card template with the booking as the
// message told it and puts it on screen, marked "as of" the message. The island takes over
// when the server answers (islands/ManageBooking.tsx). Built once per language into that
// inline script (integrations/first-paint), so its text holds no editor's data: the countries
// and grade labels come from the template's attributes (countries-from-page.ts), and an
// editor's change never changes the script's hash in the CSP.
import { bookedClassTexts, sentText, type BookedClassTexts } from '../../domain/booked-class-card';
import type { DateWords } from '../../i18n/dates';
import { readGlance, splitFragment } from '../../domain/link-glance';
import type { ManageWords } from '../../i18n/en/manage';
import { MANAGE_TOKEN_PATTERN } from '../manage-early';
import { fillSlots } from './fill-slots';
import { GLANCE_CARD_ATTRIBUTE, GLANCE_DRAWN_ATTRIBUTE, GLANCE_TEMPLATE_ID, GLANCE_TOKEN_KEY } from './glance-page';

export interface GlanceWords {
  manage: ManageWords;
  dates: DateWords;
  /** The note under the card: "As of our message of …". */
  asOf: (when: string) => string;
  /** English names the send day the house's way (booked-class-card.ts sentText). */
  english: boolean;
}

/** Draws the link's glance, if the address holds a valid one; otherwise leaves the page as it is. */
export function drawGlance(words: GlanceWords): void {
  const template = document.getElementById(GLANCE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const { token, glance: text } = splitFragment(location.hash);
  if (!new RegExp(MANAGE_TOKEN_PATTERN).test(token)) return;
  const glance = readGlance(text);
  if (!glance) return;
  const grades = JSON.parse(template.dataset.grades ?? '{}') as Record<string, string>;
  const { firstName, grade, date, time, country, status, sentAt } = glance;
  const texts: BookedClassTexts & { note: string } = {
    ...bookedClassTexts(
      { studentName: firstName, studentGrade: grade, date, time, status, country },
      words.manage,
      words.dates,
      grades,
    ),
    note: words.asOf(sentText(sentAt, country.tz, words.english ? null : words.dates)),
  };
  const card = template.content.firstElementChild?.cloneNode(true);
  if (!(card instanceof HTMLElement)) return;
  fillSlots(card, { ...texts });
  card.setAttribute(GLANCE_CARD_ATTRIBUTE, '');
  template.before(card);
  (window as unknown as Record<string, string>)[GLANCE_TOKEN_KEY] = token;
  document.documentElement.setAttribute(GLANCE_DRAWN_ATTRIBUTE, '');
}
