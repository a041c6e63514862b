// What the weekly-class parts of the dashboard, /mentor and their function say. Kept apart
// from domain/messages.ts so the other public pages do not carry these words.
import type { Wording } from '../i18n/wording';

export const classMessages = {
  signIn: 'Please sign in again to manage classes.',
  notFound: 'We could not find this enrollment. Please reload the page.',
  notActive: 'Class times can be chosen while the plan is paid. Please renew it first.',
  noCourse: 'Please choose the course this child is enrolled in.',
  alreadyChosen: 'This child already has weekly class times.',
  wrongCount: (count: number) => `Please choose ${count} weekly ${count === 1 ? 'time' : 'times'}.`,
  sameDay: 'Please choose times on different days: the week still has free days.',
  taken: 'Someone has just taken one of these times. Here are the times still free; your other choices are kept.',
  chosen: 'Weekly class times saved.',
  badTime: 'Please choose one of the times shown.',
  notMentor: 'This page is for JengaCode mentors.',
  classNotFound: 'We could not find this class. Please reload the page.',
  notYours: 'This class is not one of yours.',
  badOutcome: 'Please choose attended, absent or cancelled.',
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
  marked: 'Saved.',
  limited: 'Too many tries in a short time. Please wait a minute, then try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** The longest note a mentor may leave a parent. */
export const NOTE_MAX = 500;

/** The shape of `classMessages` in any language (messages.sw.ts beside it). */
export type ClassMessages = Wording<typeof classMessages>;
