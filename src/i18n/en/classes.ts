// What the weekly-class parts of the dashboard, /mentor and their function say. Kept apart
// from the messages area so the other public pages do not carry these words.
import type { Wording } from '../wording';

export const words = {
  signIn: 'Please sign in again to manage classes.',
  notFound: 'We could not find this enrollment. Please reload the page.',
  notActive: 'Class times can be chosen while the plan is paid. Please renew it first.',
  noCourse: 'Please choose the course this child is enrolled in.',
  alreadyChosen: 'This child already has weekly class times.',
  wrongCount: (count: number) => `Please choose ${count} weekly ${count === 1 ? 'time' : 'times'}.`,
  sameDay: 'Please choose times on different days: the week still has free days.',
  taken: 'Someone has just taken one of these times. Here are the times still free; your other choices are kept.',
  chosen: 'Weekly class times saved.',
  chosenNoClass: (dates: string) =>
    `Weekly class times saved. There is no class on ${dates}: the school is closed or the mentor is away.`,
  badTime: 'Please choose one of the times shown.',
  notMentor: (brand: string) => `This page is for ${brand} mentors.`,
  classNotFound: 'We could not find this class. Please reload the page.',
  notYours: 'This class is not one of yours.',
  badOutcome: 'Please choose attended, absent or cancelled.',
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
  marked: 'Saved.',
  mentorCovered: (mentor: string) => `Thank you for telling us. ${mentor} covers this class, and the family has been told.`,
  mentorCancelled:
    'Thank you for telling us. No other mentor is free then, so the class is cancelled; the family has been told and gets a make-up credit.',
  mentorUnchanged: 'This class can no longer be handed on: it has started, or is already covered or cancelled.',
  moveTooLate: (line: string, hours: number) =>
    `Your plan includes ${line}: a class can move until ${hours} hours before it starts, and this one starts sooner.`,
  moveLimit: (line: string, perMonth: number) =>
    `Your plan includes ${line}: ${perMonth} ${perMonth === 1 ? 'move' : 'moves'} a month, and this month's are used.`,
  noMoveRule: 'This plan does not include moving classes.',
  moveNoHours: 'No free hour is left before the end of the paid period. Please reply to your reminder and the school will help.',
  moveTaken: 'Someone has just taken this hour. Here are the hours still free.',
  moved: 'Class moved.',
  cantMakeIt: (link: string) =>
    `Sorry to miss you. Move the class to another hour with your private link (keep it to yourself): ${link} . It works until the class ends.`,
  confirmed: 'Thank you, we have noted that you will be there.',
  moveLinkExpired: 'This link has expired or is not valid. Sign in to your dashboard to move the class.',
  noSuchHour: 'Please choose one of the hours shown.',
  hourLinkNotFound: 'We could not find this waiting-list link. It may have ended, or been copied only in part.',
  limited: 'Too many tries in a short time. Please wait a minute, then try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** The shape of `classMessages` in any language . */
export type ClassMessages = Wording<typeof words>;
