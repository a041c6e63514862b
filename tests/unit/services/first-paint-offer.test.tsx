// @vitest-environment happy-dom
// /enroll's first-paint script, as the page carries it (bundled by integrations/first-paint):
// with an enroll link it marks the page so its loading card shows and its island hydrates at
// once; with a mailed offer's glance it draws the offer into the page's card template before
// any module script, naming the plan from the page, never from its own text, so an editor's
// change cannot change its hash in the CSP. Made-up plans and countries here.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import OfferCard from '../../../src/islands/enroll/OfferCard';
import { bundleFirstPaint } from '../../../src/integrations/first-paint/index.mjs';
import { offerGlanceSuffix, type OfferSource } from '../../../src/domain/enrollment/offer-glance';
import { words as enrollMessages } from '../../../src/i18n/en/enroll';
import { PARENT_DATA_ATTRIBUTE } from '../../../src/integrations/client-intent/directive';
import {
  ENROLL_TEMPLATE_ID,
  GLANCE_CARD_ATTRIBUTE,
  GLANCE_DRAWN_ATTRIBUTE,
  GLANCE_TOKEN_KEY,
} from '../../../src/services/first-paint/glance-page';

const TOKEN = 'B'.repeat(43);
const plans = { 'plan-x': 'Explorer Plus' };
// The school's zone under letters no content file holds: the script can only know them from the page.
const countries = [{ code: 'KE', name: 'Testland', tz: 'Africa/Nairobi', zone: 'TLT', utcOffsetMinutes: 180 }];
const offer: OfferSource = {
  studentName: 'Zawadi Achieng',
  plan: 'plan-x',
  period: 'quarterly',
  currency: 'KES',
  amount: 17250,
  renews: false,
};
const sentAt = new Date('2026-11-26T09:12:00Z');
const noTexts = { heading: '', course: '', plan: '', price: '', paidUntil: '' };

let scripts: Record<string, string>;
beforeAll(async () => {
  scripts = (await bundleFirstPaint(process.cwd())).scripts['enroll-offer']!;
}, 60_000);
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(GLANCE_DRAWN_ATTRIBUTE);
  document.documentElement.removeAttribute(PARENT_DATA_ATTRIBUTE);
  window.location.hash = '';
});

/** The page as enroll.astro writes it, then its inline script run at the address. */
function open(fragment: string, language = 'en') {
  const card = renderToStaticMarkup(<OfferCard texts={noTexts} m={enrollMessages} template />);
  const template = document.createElement('template');
  template.id = ENROLL_TEMPLATE_ID;
  template.dataset.plans = JSON.stringify(plans);
  template.dataset.countries = JSON.stringify(countries);
  template.innerHTML = `<div>${card}</div>`;
  document.body.append(template);
  window.location.hash = fragment;
  new Function(scripts[language]!)();
}

const drawn = () => document.querySelector(`[${GLANCE_CARD_ATTRIBUTE}]`);
const text = (slot: string) => drawn()?.querySelector(`[data-slot="${slot}"]`)?.textContent;
const marked = () => document.documentElement.hasAttribute(PARENT_DATA_ATTRIBUTE);

describe("/enroll's first-paint script", () => {
  it('draws the offer as mailed, with the page’s plan name, and marks the page', () => {
    open(`#${TOKEN}${offerGlanceSuffix(offer, sentAt)}`);
    expect(text('heading')).toBe('Enroll Zawadi');
    expect(text('plan')).toBe('Explorer Plus');
    expect(text('price')).toMatch(/17,250/);
    expect(text('asOf')).toBe('As of our message of Thursday 26 November, 12:12 TLT. Checking for changes…');
    // The glance names no course and no paid-until date: those rows go, label and all.
    expect(drawn()?.querySelector('[data-slot="course"]')).toBeNull();
    expect(drawn()?.textContent).not.toContain(enrollMessages.course);
    expect(drawn()?.querySelectorAll('dt')).toHaveLength(2);
    expect(marked()).toBe(true);
    expect(document.documentElement.hasAttribute(GLANCE_DRAWN_ATTRIBUTE)).toBe(true);
    expect((window as unknown as Record<string, string>)[GLANCE_TOKEN_KEY]).toBe(TOKEN);
    expect(drawn()?.nextElementSibling?.id).toBe(ENROLL_TEMPLATE_ID);
  });

  it('says Renew for a renewal reminder’s link, in Kiswahili on /sw/enroll', () => {
    open(`#${TOKEN}${offerGlanceSuffix({ ...offer, renews: true }, sentAt)}`, 'sw');
    expect(text('heading')).toMatch(/Zawadi$/);
    expect(text('heading')).not.toBe('Enroll Zawadi');
    expect(text('asOf')).toMatch(/^Kama ilivyokuwa kwenye ujumbe wetu wa Alhamisi, 26 Novemba 2026, 12:12/);
  });

  it('marks the page but draws nothing for a link without a glance, a garbled one, or a plan the page no longer offers', () => {
    const good = `#${TOKEN}${offerGlanceSuffix(offer, sentAt)}`;
    for (const fragment of [
      `#${TOKEN}`,
      good.slice(0, -3),
      `#${TOKEN}${offerGlanceSuffix({ ...offer, plan: 'gone' }, sentAt)}`,
      '#r=abcdefghij0123456789',
    ]) {
      open(fragment);
      expect(drawn(), fragment).toBeNull();
      expect(marked(), fragment).toBe(true);
      document.body.innerHTML = '';
      document.documentElement.removeAttribute(PARENT_DATA_ATTRIBUTE);
    }
  });

  it('leaves a page with no enroll link unmarked: it shows its no-link message', () => {
    for (const fragment of ['', '#nonsense', `#${TOKEN.slice(1)}`]) {
      open(fragment);
      expect(marked(), fragment).toBe(false);
      expect(drawn()).toBeNull();
    }
  });

  it("carries none of the editors' plans in its text", () => {
    const real = yaml.load(readFileSync('src/content/plans.yaml', 'utf8')) as { name: string; sw?: { name?: string } }[];
    for (const script of Object.values(scripts)) {
      for (const plan of real) {
        expect(script).not.toContain(`"${plan.name}"`);
        if (plan.sw?.name) expect(script).not.toContain(`"${plan.sw.name}"`);
      }
    }
  });
});
