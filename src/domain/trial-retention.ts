// How long what a trial booking and its waiting list leave is kept, and the marks that stop mass
// booking (rows of retention.ts's table; a row on the terms page has its words in src/i18n/<language>/retention.ts). Pure.
import { KEEP_DAYS, type Retention } from './keep-days';
import { WAITLIST_RETENTION } from './waitlist/retention';

export const TRIAL_RETENTION: readonly Retention[] = [
  { collection: 'bookings', deletedBy: 'ttl', keepDays: KEEP_DAYS.booking, onTerms: true },
  // The seed of a booking's private manage link (never the link itself), kept apart from the booking the family
  // reads: two years after the class first booked.
  { collection: 'bookingSecrets', deletedBy: 'ttl', keepDays: KEEP_DAYS.booking, onTerms: false },
  { collection: 'bookingAddresses', deletedBy: 'ttl', keepDays: KEEP_DAYS.clientAddress, onTerms: true },
  // Keys made from a family's email and WhatsApp number, which keep one upcoming trial per child: as long as the
  // bookings they point to.
  { collection: 'familyLocks', deletedBy: 'ttl', onTerms: false },
  ...WAITLIST_RETENTION,
  { collection: 'trialLeads', deletedBy: 'ttl', keepDays: KEEP_DAYS.message, onTerms: true },
  // Times of the trial bookings stored from one internet address, which stop mass booking: a day after the last
  // booking from that address.
  { collection: 'addressBookings', deletedBy: 'ttl', onTerms: false },
  // Hashes of anti-abuse challenges already used: until the challenge itself expires.
  { collection: 'spentChallenges', deletedBy: 'ttl', onTerms: false },
  { collection: 'rateLimits', deletedBy: 'ttl', onTerms: true },
];
