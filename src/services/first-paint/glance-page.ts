// The names a page with a mailed link's glance, its first-paint script and its island agree
// on: /manage (manage-glance.ts, islands/ManageBooking.tsx) and /enroll (enroll-offer.ts,
// islands/EnrollPayment.tsx). A module of constants only, so the script's stand-in for the
// countries data (countries-from-page.ts) can read them before anything else runs.

/** The card's template in /manage's HTML; its attributes carry the page's data. */
export const GLANCE_TEMPLATE_ID = 'manage-glance';
/** The offer card's template in /enroll's HTML; its attributes carry the page's data (plan names, countries). */
export const ENROLL_TEMPLATE_ID = 'enroll-offer';
/** The template attribute whose JSON lists the countries the page offers (countries-from-page.ts). */
export const COUNTRIES_ATTRIBUTE = 'data-countries';
/** Marks a row of a drawn card that goes with its place when the glance has nothing for it (fill-slots.ts). */
export const SLOT_ROW_ATTRIBUTE = 'data-slot-row';
/** Set on the root element once the glance is on screen: the page's style hides the loading card. */
export const GLANCE_DRAWN_ATTRIBUTE = 'data-glance-drawn';
/** Marks the drawn card, which the island removes when it shows the server's answer. */
export const GLANCE_CARD_ATTRIBUTE = 'data-glance-card';
/** The window property holding the token whose glance was drawn, so another link pasted in is not taken for it. */
export const GLANCE_TOKEN_KEY = '__jcGlanceDrawn';
