// How much one client address may book, and what a booking costs it: the numbers of the
// booking-abuse defence in one place (docs/architecture.md, "Booking abuse", says why).
// Pure, so tests can check the curve without a clock.

/** Trial bookings stored from one client address in any 24 hours. A lab or a shared mobile
 *  address books a few a day; a script that fills the calendar needs ~100. */
export const ADDRESS_DAILY_CAP = 10;
export const ADDRESS_WINDOW_MS = 24 * 3_600_000;

/** Bookings from one address in the window that cost only the base work. */
export const CHEAP_BOOKINGS = 3;

/** The most numbers the solver may have to try at the base: about half of it on average. */
export const BASE_MAX_NUMBER = 20_000;
/** The ceiling of the work, whatever an address has booked. */
export const TOP_MAX_NUMBER = 1_000_000;

/** How long a challenge can be solved and spent, in seconds. */
export const CHALLENGE_SECONDS = 30 * 60;

/** The work of the next booking from an address that stored `recent` in the window: the base
 *  for the first few, then doubling with each. */
export function maxNumberFor(recent: number): number {
  const extra = Math.max(0, recent - CHEAP_BOOKINGS + 1);
  return Math.min(TOP_MAX_NUMBER, BASE_MAX_NUMBER * 2 ** extra);
}

/** The stored times (ms) still inside the window at `now`, oldest first. */
export function recentTimes(times: unknown, now: number): number[] {
  if (!Array.isArray(times)) return [];
  return times
    .filter((t): t is number => typeof t === 'number' && t > now - ADDRESS_WINDOW_MS && t <= now + 60_000)
    .sort((a, b) => a - b);
}

/** Seconds until the oldest booking leaves the window (when the cap lets the address book again). */
export function secondsUntilRoom(recent: readonly number[], now: number): number {
  const oldest = recent[0] ?? now;
  return Math.max(1, Math.ceil((oldest + ADDRESS_WINDOW_MS - now) / 1000));
}

/** The domain of an email address, lower case: what staff group bookings by. */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}
