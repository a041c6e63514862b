// @vitest-environment happy-dom
// The kept view's HTML (services/kept-dashboard.ts) and the inline script that shows it at
// /dashboard's first paint (services/kept-first-paint.ts), run here as the page runs it: only
// on a device that signed in, only for the kept answer and the page's language, and nothing
// from text that is not one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  KEPT_KEY,
  forgetDashboard,
  forgetDashboardUnlessFor,
  keepDashboard,
  keepDashboardMarkup,
  keptDashboard,
} from '../../../src/services/kept-dashboard';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_ID, dropFirstPaint, firstPaintScript } from '../../../src/services/kept-first-paint';
import { SIGNED_IN_KEY } from '../../../src/services/signed-in-before';
import type { SessionView } from '../../../src/domain/parent-session';

const view: SessionView = {
  parent: { uid: 'u-amina', displayName: 'Amina Otieno', email: 'amina@example.com' },
  bookings: [],
  classes: [],
};
const at = new Date('2026-11-26T08:00:00Z');
const markup = '<div class="mx-auto"><p data-kept-at="">As of …</p><article data-booking="">Imani</article></div>';

/** Runs the page's inline script on a page in `lang`; what it put on screen. */
function firstPaint(lang = 'en'): string {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}" inert aria-busy="true"></div>`;
  new Function(firstPaintScript())();
  return document.getElementById(FIRST_PAINT_ID)!.innerHTML;
}

beforeEach(() => window.localStorage.setItem(SIGNED_IN_KEY, '1'));
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
});

describe("the kept view's HTML at first paint", () => {
  it('shows the markup kept with the answer, marks the page, and goes when dropped', () => {
    expect(firstPaint()).toBe('');
    keepDashboard(view, at);
    expect(firstPaint()).toBe('');
    keepDashboardMarkup(markup, 'en', at);
    expect(keptDashboard()?.view).toEqual(view);
    expect(firstPaint()).toBe(markup);
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(true);
    dropFirstPaint();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
  });

  it("shows no markup of another language's page", () => {
    keepDashboard(view, at);
    keepDashboardMarkup(markup, 'en', at);
    expect(firstPaint('sw')).toBe('');
    keepDashboardMarkup('<p>Kiswahili</p>', 'sw', at);
    expect(firstPaint('sw')).toBe('<p>Kiswahili</p>');
    expect(firstPaint('en')).toBe('');
  });

  it('keeps no markup for an answer that is no longer the kept one', async () => {
    keepDashboard(view, at);
    keepDashboard(view, new Date(at.getTime() + 60_000));
    keepDashboardMarkup(markup, 'en', at);
    expect(firstPaint()).toBe('');
    await forgetDashboard();
    keepDashboardMarkup(markup, 'en', at);
    expect(window.localStorage.getItem(KEPT_KEY)).toBeNull();
  });

  it('is forgotten with the answer: signing out, another account', async () => {
    keepDashboard(view, at);
    keepDashboardMarkup(markup, 'en', at);
    forgetDashboardUnlessFor('u-amina');
    expect(firstPaint()).toBe(markup);
    forgetDashboardUnlessFor('u-other');
    expect(firstPaint()).toBe('');
    keepDashboard(view, at);
    keepDashboardMarkup(markup, 'en', at);
    await forgetDashboard();
    expect(firstPaint()).toBe('');
  });

  it('shows nothing on a device that has not signed in', () => {
    keepDashboard(view, at);
    keepDashboardMarkup(markup, 'en', at);
    window.localStorage.removeItem(SIGNED_IN_KEY);
    expect(firstPaint()).toBe('');
  });

  it('shows nothing from text of another version, or that is not a kept answer', () => {
    const kept = { v: 1, at: at.toISOString(), view, lang: 'en', html: markup };
    for (const text of [
      '{',
      'null',
      '"text"',
      JSON.stringify({ ...kept, v: 2 }),
      JSON.stringify({ ...kept, html: '' }),
      JSON.stringify({ ...kept, html: undefined }),
      JSON.stringify({ ...kept, lang: undefined }),
    ]) {
      window.localStorage.setItem(KEPT_KEY, text);
      expect(firstPaint(), text).toBe('');
      expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE), text).toBe(false);
    }
    window.localStorage.setItem(KEPT_KEY, JSON.stringify(kept));
    expect(firstPaint()).toBe(markup);
  });
});
