// How long before a class parents can still reschedule or cancel it. Its own module, with
// no imports, so the message catalogue can say it without loading the slot rules.

/** Changes (reschedule, cancel) are allowed until this long before the class starts. */
export const CHANGE_CUTOFF_HOURS: number = 2;
