// How long before a class parents can still reschedule or cancel it. Its own module, with
// no imports, so the message catalogue can say it without loading the slot rules.

/** Changes (reschedule, cancel) are allowed until this long before the class starts. */
export const CHANGE_CUTOFF_HOURS: number = 2;

/** The cut-off in words, as pages and mails say it: "2 hours". */
export const CHANGE_CUTOFF = `${CHANGE_CUTOFF_HOURS} hour${CHANGE_CUTOFF_HOURS === 1 ? '' : 's'}`;
