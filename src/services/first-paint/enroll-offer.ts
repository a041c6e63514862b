// /enroll's first paint. Before React or any module script, an inline script reads the
// address: with an enroll link it marks the page (the island hydrates at once and its loading
// card shows, not the no-link message); with a mailed link's offer glance
// (domain/enrollment/offer-glance.ts) it fills the page's card template with the offer as the
// message told it and puts it on screen, marked "as of" the message. The island takes over
// when the server answers (islands/EnrollPayment.tsx). Built once per language into that
// inline script (integrations/first-paint), with the words of
// i18n/<language>/firstPaint/enroll-offer.ts: the plan names and the countries come from the
// template's attributes, so an editor's change never changes the script's hash in the CSP.
import { enrollKeyFromHash } from '../../domain/enrollment/link';
import type { OfferWords } from '../../i18n/en/firstPaint/enroll-offer';
import { offerCardTexts } from '../../domain/enrollment/offer-card';
import { readOfferGlance } from '../../domain/enrollment/offer-glance';
import { splitFragment } from '../../domain/glance-codec';
import { sentText } from '../../domain/booked-class-card';
import { NAIROBI_TZ } from '../../domain/slots';
import { PARENT_DATA_ATTRIBUTE } from '../../integrations/client-intent/directive';
import { fillSlots } from './fill-slots';
import { ENROLL_TEMPLATE_ID, GLANCE_CARD_ATTRIBUTE, GLANCE_DRAWN_ATTRIBUTE, GLANCE_TOKEN_KEY } from './glance-page';

/** Marks the page when its address holds an enroll key, and draws the mailed offer if it holds a valid glance. */
export default function drawOffer(words: OfferWords): void {
  const key = enrollKeyFromHash(location.hash);
  if (!key) return;
  document.documentElement.setAttribute(PARENT_DATA_ATTRIBUTE, '');
  const template = document.getElementById(ENROLL_TEMPLATE_ID);
  if (!('token' in key) || !(template instanceof HTMLTemplateElement)) return;
  const glance = readOfferGlance(splitFragment(location.hash).glance);
  const plans = JSON.parse(template.dataset.plans ?? '{}') as Record<string, string>;
  // A plan the site no longer offers: the island's answer says so; nothing is drawn.
  const planName = glance && Object.hasOwn(plans, glance.plan) ? plans[glance.plan] : undefined;
  if (!glance || !planName) return;
  const card = template.content.firstElementChild?.cloneNode(true);
  if (!(card instanceof HTMLElement)) return;
  const { firstName, renews, amount, currency, sentAt } = glance;
  fillSlots(card, {
    ...offerCardTexts({ renews, studentName: firstName, planName, amount, currency }, words.enroll),
    // The school's clock: an offer names no family zone, and a class's times are Nairobi's.
    asOf: words.asOf(sentText(sentAt, NAIROBI_TZ, words.sentInDates ? words.dates : null)),
  });
  card.setAttribute(GLANCE_CARD_ATTRIBUTE, '');
  template.before(card);
  (window as unknown as Record<string, string>)[GLANCE_TOKEN_KEY] = key.token;
  document.documentElement.setAttribute(GLANCE_DRAWN_ATTRIBUTE, '');
}
