// What the progress-report parts of /mentor and /staff and their function say. The consoles are
// in English only (staff and mentors read English), so these words have no twin in another
// language and are not a catalogue area: the consoles, their services and functions import them.
export const words = {
  signIn: 'Please sign in again.',
  notMentor: 'This page is for our mentors.',
  notFound: 'We could not find this child. Please reload the page.',
  notYours: 'This child is not one of yours.',
  badMonth: "Please write this month's line (or last month's, until its report is sent).",
  alreadySent: "This month's report has been sent; the line can no longer change.",
  lineNeeded: 'Please write what comes next.',
  lineTooLong: (max: number) => `Please keep the line under ${max} characters.`,
  tooManyProjects: (max: number) => `Please attach at most ${max} projects.`,
  projectTitle: (max: number) => `Please give each project a title under ${max} characters.`,
  projectLink: 'Please give each project a link that starts with https://',
  saved: 'Saved. It goes into the report on the 1st.',
  reportNotFound: 'That report no longer exists.',
  sentAgain: 'The report was sent again.',
  failed: 'Something went wrong. Please try again.',
} as const;

export type ProgressConsoleWords = typeof words;
