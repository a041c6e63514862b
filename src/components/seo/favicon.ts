// The site's mark as the tab icon: one drawing, served as /favicon.svg (src/pages/favicon.svg.ts:
// the logo in structured data and the editors' form link to it) and written into each page's
// head as a data: address. An icon the browser fetches while the page paints counts as a
// request the largest paint waits for under Lighthouse's slow-phone model: one round trip
// on every page (docs/performance.md).
import { THEME_COLOUR } from './theme-colour';

export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="10" fill="${THEME_COLOUR}"/><path d="M14 11 7.5 18l6.5 7M22 11l6.5 7-6.5 7" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="18" cy="18" r="2.4" fill="#fbbf24"/></svg>`;

/** The drawing as a data: address: single quotes (the attribute's are double) and "#" escaped. */
export const faviconDataUrl = `data:image/svg+xml,${faviconSvg.replaceAll('"', "'").replaceAll('#', '%23')}`;
