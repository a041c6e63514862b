// The names /manage's page, its first-paint script (manage-glance.ts) and its island
// (islands/ManageBooking.tsx) agree on. A module of constants only, so the script's stand-in
// for the countries data (countries-from-page.ts) can read them before anything else runs.

/** The card's template in /manage's HTML; its attributes carry the page's data. */
export const GLANCE_TEMPLATE_ID = 'manage-glance';
/** Set on the root element once the glance is on screen: the page's style hides the loading card. */
export const GLANCE_DRAWN_ATTRIBUTE = 'data-glance-drawn';
/** Marks the drawn card, which the island removes when it shows the server's answer. */
export const GLANCE_CARD_ATTRIBUTE = 'data-glance-card';
/** The window property holding the token whose glance was drawn, so another link pasted in is not taken for it. */
export const GLANCE_TOKEN_KEY = '__jcGlanceDrawn';
