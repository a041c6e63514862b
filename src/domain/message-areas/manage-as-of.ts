// The manage area's "as of" line (manage.ts), in a module of its own so /manage's first-paint
// script (services/first-paint) carries this sentence alone: the rest of the area's object
// cannot be left out of a bundle once any of it is imported.

/** Beside the booking as the link's message told it, until the server's answer replaces it. */
export const manageAsOf = (when: string) => `As of our message of ${when}. Checking for changes…`;
