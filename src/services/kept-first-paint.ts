// /dashboard's first frame on a device that keeps an answer: an inline script in the page's
// body (pages/dashboard.astro), before the island, puts the kept view's HTML for the page's
// language into its placeholder, so the bookings show at the first paint, before any module
// or React runs. It shows nothing unless the device signed in before and the kept answer has
// its markup in the page's language. The island removes it in the commit that renders its own content
// (islands/Dashboard.tsx). Its text is constant, hashed in the CSP of firebase.json.
import { KEPT_KEY, KEPT_VERSION } from './kept-dashboard';
import { SIGNED_IN_KEY } from './signed-in-before';

/** The id of the placeholder the kept view's HTML goes into. */
export const FIRST_PAINT_ID = 'dashboard-kept';

/** Set on the root element while the kept view's HTML is on screen: the island's loading card hides. */
export const FIRST_PAINT_ATTRIBUTE = 'data-kept-view';

const text = (value: string | number) => JSON.stringify(value);

/** The inline script. Any missing or garbled item throws, which shows nothing. */
export function firstPaintScript(): string {
  return (
    `(function(){try{var s=localStorage,r=document.documentElement,` +
    `k=JSON.parse(s.getItem(${text(KEPT_KEY)}));` +
    `if(s.getItem(${text(SIGNED_IN_KEY)})!=="1"||k.v!==${text(KEPT_VERSION)}||k.lang!==r.lang||!k.html)return;` +
    `document.getElementById(${text(FIRST_PAINT_ID)}).innerHTML=k.html;r.setAttribute(${text(FIRST_PAINT_ATTRIBUTE)},"")}catch(e){}})()`
  );
}

/** Hides the island's loading card (its server HTML) while the kept view's HTML shows. */
export function firstPaintStyle(): string {
  return `html[${FIRST_PAINT_ATTRIBUTE}] [data-when-data]{display:none}`;
}

/** Takes the kept view's HTML off the screen: the island now shows its own. */
export function dropFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
}
