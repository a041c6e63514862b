// The tab icon, written into each page's head as a data: address rather than a link to
// /favicon.svg: an icon the browser fetches while the page paints counts as a request the
// largest paint waits for under Lighthouse's slow-phone model, one round trip on every page
// (docs/performance.md). public/favicon.svg stays the one drawing: the logo in structured
// data and the editors' form link to it.
import drawing from '../../../public/favicon.svg?raw';

/** The drawing as a data: address: single quotes (the attribute's are double) and "#" escaped. */
export const faviconDataUrl = `data:image/svg+xml,${drawing.trim().replaceAll('"', "'").replaceAll('#', '%23')}`;
