// The staff console's limits (its words: src/i18n/en/console/staff.ts).

/** The longest cancellation reason staff may give (the family reads it in a mail). */
export const REASON_MAX = 500;
/** The most bookings one bulk cancel takes (a group of the console's "Unusual" section). */
export const BULK_MAX = 100;
