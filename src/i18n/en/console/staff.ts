// What the staff console (/staff) and its staffAction function say. The console is in English
// only (staff read English), so these words have no twin and are not a catalogue area.
import { NOTE_MAX, type RecommendationField } from '../../../domain/enrollment/recommendation';
import type { ClassMessageFacts } from '../../../domain/staff/classes';

export const words = {
  notStaff: 'This area is for school staff.',
  signIn: 'Please sign in again.',
  notFound: 'That record no longer exists. It may have been removed.',
  notUpcoming: 'This class already has an outcome, so it cannot be changed.',
  reasonNeeded: 'Please give a reason for the cancellation: the family reads it.',
  notAttended: 'Mark the class attended before recommending a plan.',
  withdrawReasonNeeded: 'Please give a reason for withdrawing the recommendation.',
  reminderSent: 'Reminder sent, with a fresh link to pay.',
  reminderTooSoon: 'A reminder already went to this family within the hour.',
  reminderNotDue: 'This plan renews by card or is cancelled: there is nothing to remind.',
  endReasonNeeded: 'Please give a reason for ending the enrollment: the family reads it.',
  ended: 'Ended. Its weekly hours are free again, and the family has been told.',
  creditReasonNeeded: 'Please give a reason for granting or withdrawing the make-up credit.',
  creditNotOpen: 'This credit is already used or withdrawn.',
  endPaystackDown:
    'Paystack did not answer, so the card renewal could not be stopped. Nothing was changed; try again in a minute.',
  // A refused staffAction request: the console never sends these, so they name the field.
  unknownInbox: 'That list is not one of trial leads, contact messages or questions.',
  badRecordId: 'That record id is not one we could have made.',
  badBookingId: 'That booking id is not one we could have made.',
  badRecommendationId: 'That recommendation id is not one we could have made.',
  badEnrollmentId: 'That enrollment id is not one we could have made.',
  unknownMentor: 'The mentor must be one of the school’s mentors, named only when marking a class attended.',
  reasonNotText: 'The reason must be text.',
  reasonTooLong: (max: number) => `Please keep the reason under ${max} characters.`,
  badBulk: (max: number) => `A bulk cancel takes 1 to ${max} booking ids.`,
  badEraseEmail: "Enter the family's email address exactly as they gave it.",
  eraseNotFound: 'We hold nothing under that email address.',
  eraseRunning:
    'This family has an enrollment that is still running. End it (and its card renewal) first, then erase the family.',
  erased: 'Erased. Their payments stay in the accounts without any name, email or number.',
  eraseConfirm: (email: string) =>
    `Erase everything we hold about the family of ${email}? Bookings, messages, children, recommendations, enrollments and the account are deleted for good; payments stay without their names.`,
  /** Why a WhatsApp message was not sent, as the classes list shows it. */
  whatsappOff: {
    stopped: 'The family replied STOP: WhatsApp is off.',
    booking: 'The family turned WhatsApp messages off.',
    family: 'The family turned WhatsApp messages off on the dashboard.',
    guardianLeft: 'The guardian has left the family.',
    guardian: 'The guardian turned WhatsApp messages off on the dashboard.',
  },
  /** The WhatsApp message staff send a family about their trial class (English: staff write it). */
  classMessage: (brand: string, c: ClassMessageFacts) =>
    `Hello ${c.parent}, this is ${brand} about ${c.student}'s free trial class on ${c.day} at ${c.time} ${c.zone}${c.nairobiTime ? ` (${c.nairobiTime} in Nairobi)` : ''}.`,
  /** The recommendation form's refusal, by the field that is wrong. */
  recommendation: {
    course: 'Choose a course.',
    plan: 'Choose a plan.',
    period: 'Choose a billing period.',
    currency: 'Choose a currency.',
    note: `Keep the note under ${NOTE_MAX} characters.`,
  } satisfies Record<RecommendationField, string>,
  unknownAction:
    'The action must be attended, no-show, cancel, cancel-many, recommend, withdrawRecommendation, remindRenewal, endEnrollment, eraseFamily or handled.',
} as const;

export type StaffConsoleWords = typeof words;
