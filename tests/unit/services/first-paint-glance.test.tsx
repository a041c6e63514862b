// @vitest-environment happy-dom
// /manage's first-paint script, as the page carries it (bundled by integrations/first-paint):
// it draws a mailed link's glance into the page's card template before any module script,
// reading the countries and grade labels from the page, never from its own text, so an
// editor's change cannot change its hash in the CSP. Made-up countries and grades here.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import BookedClassCard from '../../../src/islands/manage/BookedClassCard';
import { bundleFirstPaint } from '../../../src/integrations/first-paint/index.mjs';
import { withGlance } from '../../../src/domain/link-glance';
import { COUNTRIES, type CountryInfo } from '../../../src/domain/countries';
import {
  GLANCE_CARD_ATTRIBUTE,
  GLANCE_DRAWN_ATTRIBUTE,
  GLANCE_TEMPLATE_ID,
  GLANCE_TOKEN_KEY,
} from '../../../src/services/first-paint/glance-page';

const TOKEN = 'A'.repeat(43);
// A country and grade no content file holds: the script can only know them from the page.
const testland: CountryInfo = {
  code: 'KE',
  name: 'Testland',
  dial: '+254',
  tz: 'Africa/Lagos',
  flag: '',
  zone: 'TLT',
  utcOffsetMinutes: 60,
};
// Nairobi's zone letters come from the page's countries too.
const homeland: CountryInfo = {
  ...testland,
  code: 'TZ',
  name: 'Homeland',
  tz: 'Africa/Nairobi',
  zone: 'HLT',
  utcOffsetMinutes: 180,
};
const grades = { 'g-7': 'Year Seven' };
const booking = {
  studentName: 'Zawadi Achieng',
  studentGrade: 'g-7',
  date: '2026-12-03',
  time: '14:00',
  country: testland,
  status: 'upcoming',
};
const sentAt = new Date('2026-11-26T09:12:00Z');
const noTexts = { title: '', status: '', grade: '', yourTime: '', local: '', nairobiTime: '', nairobi: '' };

let scripts: Record<string, string>;
beforeAll(async () => {
  scripts = (await bundleFirstPaint(process.cwd())).scripts['manage-glance']!;
}, 60_000);
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(GLANCE_DRAWN_ATTRIBUTE);
  window.location.hash = '';
});

/** The page as manage.astro writes it, then its inline script run at the address. */
function open(address: string, language: string, countries: CountryInfo[] = [testland, homeland]) {
  const card = renderToStaticMarkup(<BookedClassCard texts={noTexts} note="" asOf template />);
  const template = document.createElement('template');
  template.id = GLANCE_TEMPLATE_ID;
  template.dataset.countries = JSON.stringify(countries);
  template.dataset.grades = JSON.stringify(grades);
  template.innerHTML = `<div>${card}</div>`;
  document.body.append(template);
  window.location.hash = address.slice(address.indexOf('#'));
  new Function(scripts[language]!)();
}

const drawn = () => document.querySelector(`[${GLANCE_CARD_ATTRIBUTE}]`);
const text = (slot: string) => drawn()?.querySelector(`[data-slot="${slot}"]`)?.textContent;

describe("/manage's first-paint script", () => {
  it('draws the glance from the page’s own countries and grades, and marks the page', () => {
    open(withGlance(`/manage#${TOKEN}`, booking, sentAt), 'en');
    expect(text('title')).toBe("Zawadi's free trial class");
    expect(text('status')).toBe('Upcoming');
    expect(text('grade')).toBe('Year Seven');
    expect(text('yourTime')).toBe('Your time (Testland)');
    expect(text('local')).toBe('Thursday 3 December 2026, 12:00 TLT');
    expect(text('nairobi')).toBe('Thursday 3 December 2026, 14:00 HLT');
    expect(text('note')).toBe('As of our message of Thursday 26 November, 10:12 TLT. Checking for changes…');
    expect(drawn()?.querySelector('[data-as-of]')).not.toBeNull();
    expect(document.documentElement.hasAttribute(GLANCE_DRAWN_ATTRIBUTE)).toBe(true);
    // The island keeps the card for this link only.
    expect((window as unknown as Record<string, string>)[GLANCE_TOKEN_KEY]).toBe(TOKEN);
    // Drawn where the template is, before the island that follows it.
    expect(drawn()?.nextElementSibling?.id).toBe(GLANCE_TEMPLATE_ID);
  });

  it('leaves out a grade the page has no label for', () => {
    open(withGlance(`/manage#${TOKEN}`, { ...booking, studentGrade: 'g-9' }, sentAt), 'en');
    expect(text('title')).toBe("Zawadi's free trial class");
    expect(drawn()?.querySelector('[data-slot="grade"]')).toBeNull();
  });

  it('reads the time both ways in Kiswahili', () => {
    open(withGlance(`/sw/manage#${TOKEN}`, booking, sentAt), 'sw');
    expect(text('title')).toBe('Darasa la majaribio la bure la Zawadi');
    expect(text('local')).toBe('Alhamisi, 3 Desemba 2026, 12:00 (saa sita mchana) TLT');
    expect(text('note')).toMatch(/^Kama ilivyokuwa kwenye ujumbe wetu wa Alhamisi, 26 Novemba 2026, 10:12 \(saa/);
  });

  it('draws nothing for a link with no glance, a garbled one, a bad token or a country the page does not offer', () => {
    const good = withGlance(`/manage#${TOKEN}`, booking, sentAt);
    for (const [address, countries] of [
      [`/manage#${TOKEN}`, [testland, homeland]],
      [`${good.slice(0, -3)}`, [testland, homeland]],
      [good.replace(TOKEN, 'a b'), [testland, homeland]],
      [good, [{ ...testland, code: 'UG' }, homeland]],
    ] as const) {
      open(address, 'en', [...countries]);
      expect(drawn(), address).toBeNull();
      expect(document.documentElement.hasAttribute(GLANCE_DRAWN_ATTRIBUTE)).toBe(false);
      document.body.innerHTML = '';
    }
  });

  it("carries none of the editors' data in its text", () => {
    for (const script of Object.values(scripts)) {
      for (const country of COUNTRIES) {
        expect(script).not.toContain(country.name);
        expect(script).not.toContain(`"${country.zone}"`);
      }
    }
  });
});
