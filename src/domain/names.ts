// The name rule shared by every form: letters of any script with their marks,
// spaces, apostrophes and hyphens; anything else is dropped as the parent types. Its own
// small module so the payment card does not load the booking rules (time zones, phones).

/** Longest accepted name; firestore.rules enforces the same limit for bookings. */
export const NAME_MAX = 80;

/** Keeps letters of any script (with their combining marks), spaces, apostrophes and
 *  hyphens; drops everything else, as the parent types. */
export function filterName(value: string): string {
  return value.replace(/[^\p{L}\p{M} '’-]/gu, '').slice(0, NAME_MAX);
}
