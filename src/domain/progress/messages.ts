// What the progress-report parts of /mentor, /dashboard, /staff and their function say.
// Kept apart from the catalogue's messages area (src/i18n/<language>/messages/) so the other public pages do not carry these words.
export const progressMessages = {
  signIn: 'Please sign in again.',
  notMentor: 'This page is for JengaCode mentors.',
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

/** The longest "what comes next" line. */
export const LINE_MAX = 300;
/** Projects a mentor may attach to a month, and the longest title. */
export const PROJECTS_MAX = 5;
export const PROJECT_TITLE_MAX = 80;
export const PROJECT_URL_MAX = 500;
