// The limits of a mentor's monthly line and projects, and the refusals the request rules give
// when one is passed (their words come in from the caller: src/i18n/en/console/progress.ts).

/** The longest "what comes next" line. */
export const LINE_MAX = 300;
/** Projects a mentor may attach to a month, and the longest title. */
export const PROJECTS_MAX = 5;
export const PROJECT_TITLE_MAX = 80;
export const PROJECT_URL_MAX = 500;

/** The words of a refused progress request, as the caller's catalogue writes them. */
export interface ProgressRefusals {
  notFound: string;
  badMonth: string;
  lineNeeded: string;
  lineTooLong: (max: number) => string;
  tooManyProjects: (max: number) => string;
  projectTitle: (max: number) => string;
  projectLink: string;
  reportNotFound: string;
}
