// A page whose inline script draws the parent's data (manage.astro's glance, dashboard.astro's
// kept view) holds its first paint until the parser is past that script: its head carries
// <link rel="expect" href="#FIRST_PAINT_END_ID" blocking="render">, and the element with that
// id follows the script. Without it, a browser may paint the header alone while the rest of
// the HTML streams in, and the data comes a frame after the first paint.

/** The id of the empty element just after a page's first-paint script. */
export const FIRST_PAINT_END_ID = 'first-paint-end';
