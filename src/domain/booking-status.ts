// A stored booking's status: 'upcoming' for every new booking, then what became of the class. Its own
// module, so the dashboard reads it without the booking form's rules and phone data. Pure.
export const BOOKING_STATUSES = ['upcoming', 'cancelled', 'attended', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The status in an answer the browser reads, or undefined when it is none of them. */
export const bookingStatusOf = (value: unknown): BookingStatus | undefined => BOOKING_STATUSES.find((s) => s === value);
