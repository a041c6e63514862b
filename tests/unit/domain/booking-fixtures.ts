// The countries, grades and device zones the booking rules are tested with, and the device's
// zone put back after a file that changes it (booking.test.ts, booking-slots.test.ts).
import { afterAll } from 'vitest';
import { type Country } from '../../../src/domain/booking';

export const countries: Country[] = [
  { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  { code: 'UG', name: 'Uganda', dial: '+256', tz: 'Africa/Kampala', flag: '🇺🇬' },
  { code: 'TZ', name: 'Tanzania', dial: '+255', tz: 'Africa/Dar_es_Salaam', flag: '🇹🇿' },
  { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
  { code: 'ZA', name: 'South Africa', dial: '+27', tz: 'Africa/Johannesburg', flag: '🇿🇦' },
];
export const grades = ['K-2', '3-5', '6-8', '9-12'];

// Device zones the date window must not depend on: UTC-8, UTC, UTC+3, UTC+14.
// Etc/GMT signs are inverted by POSIX convention: Etc/GMT+8 is UTC-8.
export const deviceZones = [
  { tz: 'Etc/GMT+8', offsetMinutes: 480 },
  { tz: 'UTC', offsetMinutes: 0 },
  { tz: 'Etc/GMT-3', offsetMinutes: -180 },
  { tz: 'Etc/GMT-14', offsetMinutes: -840 },
];
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});
