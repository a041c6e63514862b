// The messages area's booking part (the booking form and the book function's answers): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
import { words as email } from './email';

export const words = {
  confirm: 'Confirm Booking',
  saving: 'Booking…',
  invalidEmail: email.invalid,
  invalidPhone: (country: string) => `Enter a valid WhatsApp number for ${country}.`,
  noSlotsLeft: 'No times are left today. Please choose another day.',
  // One message per field, the first failing one shown by the form and sent by the book function.
  invalidStudentName: "Enter the student's name (letters, spaces, apostrophes and hyphens).",
  invalidGrade: 'Choose the student’s grade.',
  invalidParentName: "Enter the parent's or guardian's name (letters, spaces, apostrophes and hyphens).",
  invalidCountry: 'Choose your country.',
  invalidDate: 'Choose one of the days offered.',
  invalidTime: 'Choose a time for the class.',
  slotStarted: 'That class has already started. Please choose a later time.',
  dateClosed: 'We are closed on that day. Please choose another day.',
  noSeatsLeft: 'Every time on this day is full. Please choose another day.',
  slotFull: 'Sorry, the last seat at that time was just taken. Please choose another time: the times still open are shown.',
  family:
    'This family already has an upcoming trial class. We have sent the link to manage it to the email address on file, so you can reschedule or cancel it there.',
  tooManyChildren: (max: number) =>
    `This family already has upcoming trial classes for ${max} children, the most one family can hold at once. Once one of those classes has taken place or is cancelled, you can book for another child.`,
  limited:
    'Too many tries in a short time. Please wait a minute, then press Confirm Booking again: everything you typed is kept.',
  addressCap:
    'Many free trial classes were booked from this internet connection today, so we cannot take another from it until tomorrow. Please contact us on WhatsApp and we will book it for you.',
  challenge: 'Your booking could not be checked. Please press Confirm Booking again: everything you typed is kept.',
  checkFields: 'Please check the highlighted field.',
} as const;

export type BookingMessages = Wording<typeof words>;
