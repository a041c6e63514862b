// How long a parent's session on this site lasts once started: the session cookie
// (functions/src/families/session.ts) and the family's kept pages (the offline worker) alike.
// Its own module, so the worker bundles nothing else of the session's.

/** The longest session cookie Firebase Auth makes. */
export const SESSION_DAYS = 14;
