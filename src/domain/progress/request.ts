// POST /api/progress's whole request, read before Firestore is touched: a mentor's line and
// projects for one child and month, or staff sending a report again. Pure, and shared with
// the browser so both refuse the same things with the same words (the caller's, `m`).
import { accept, invalid, isDocumentId, recordOf, unreadable, type Parsed } from '../request';
import { cleanText, hasVisibleText } from '../text';
import { isMonth, type Month } from './month';
import { LINE_MAX, PROJECTS_MAX, PROJECT_TITLE_MAX, PROJECT_URL_MAX, type ProgressRefusals } from './limits';
import type { Project } from './report';

export type ProgressRequest =
  | { action: 'line'; enrollmentId: string; month: Month; line: string; projects: Project[] }
  | { action: 'resend'; reportId: string };

/** A project's link: a whole https address, nothing else (it becomes a link in the mail). */
export function isProjectUrl(value: string): boolean {
  if (value.length > PROJECT_URL_MAX || !/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The projects as sent, each cleaned; or the message saying what is wrong. */
export function readProjects(value: unknown, m: ProgressRefusals): Project[] | { message: string } {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return { message: m.projectLink };
  if (value.length > PROJECTS_MAX) return { message: m.tooManyProjects(PROJECTS_MAX) };
  const projects: Project[] = [];
  for (const item of value) {
    const p = recordOf(item);
    const title = typeof p.title === 'string' ? cleanText(p.title).replace(/\s+/g, ' ') : '';
    const url = typeof p.url === 'string' ? p.url.trim() : '';
    if (!title || !hasVisibleText(title) || title.length > PROJECT_TITLE_MAX)
      return { message: m.projectTitle(PROJECT_TITLE_MAX) };
    if (!isProjectUrl(url)) return { message: m.projectLink };
    projects.push({ title, url });
  }
  return projects;
}

/** The "what comes next" line, cleaned; or the message saying what is wrong. */
export function readLine(value: unknown, m: ProgressRefusals): { line: string } | { message: string } {
  const line = typeof value === 'string' ? cleanText(value) : '';
  if (!line || !hasVisibleText(line)) return { message: m.lineNeeded };
  if (line.length > LINE_MAX) return { message: m.lineTooLong(LINE_MAX) };
  return { line };
}

export function readProgressRequest(body: unknown, m: ProgressRefusals): Parsed<ProgressRequest> {
  const b = recordOf(body);
  if (b.action === 'resend') {
    if (!isDocumentId(b.reportId)) return invalid('reportId', m.reportNotFound);
    return accept({ action: 'resend', reportId: b.reportId });
  }
  if (b.action !== 'line') return unreadable('action');
  if (!isDocumentId(b.enrollmentId)) return invalid('enrollmentId', m.notFound);
  if (!isMonth(b.month)) return invalid('month', m.badMonth);
  const line = readLine(b.line, m);
  if ('message' in line) return invalid('line', line.message);
  const projects = readProjects(b.projects, m);
  if ('message' in projects) return invalid('projects', projects.message);
  return accept({ action: 'line', enrollmentId: b.enrollmentId, month: b.month, line: line.line, projects });
}
