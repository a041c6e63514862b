// A child's monthly progress report, to the family in its language: the month's classes
// attended, missed and cancelled by the school over all the child's courses, then each course
// with its mentor: the mentor's notes, projects and what comes next; with a link to /dashboard
// where it stays. Pure.
import { reportRows, type ChildReport, type CourseReport } from '../../domain/progress/report';
import type { Language } from '../../i18n/languages';
import { compose, type Block, type Brand, type Mail } from './layout';
import { mailWords } from './words';

/** What the family reads beside the report itself. */
export interface ReportFor {
  studentName: string;
}

function courseBlocks(language: Language, c: CourseReport, many: boolean): Block[] {
  const { mail, formats } = mailWords(language);
  const w = mail.progress;
  const blocks: Block[] = [{ kind: 'p', text: `${w.course(c.course, c.mentorName)}:` }];
  if (many) blocks.push({ kind: 'facts', rows: reportRows(c, w.counts) });
  if (c.notes.length)
    blocks.push(
      { kind: 'p', text: w.notes },
      { kind: 'list', items: c.notes.map((n) => `${formats.calendarDate(n.date)}: ${n.note}`) },
    );
  for (const p of c.projects) blocks.push({ kind: 'link', label: w.project(p.title), href: p.url });
  if (c.next) blocks.push({ kind: 'p', text: w.next }, { kind: 'quote', text: c.next });
  return blocks;
}

export function progressReportMail(language: Language, brand: Brand, r: ChildReport, who: ReportFor, dashboardUrl: string): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.progress;
  const month = formats.monthName(r.month);
  const blocks: Block[] = [
    { kind: 'p', text: w.intro(who.studentName, month) },
    { kind: 'facts', rows: reportRows(r, w.counts) },
    // With two courses the counts above are both together, and each course shows its own.
    ...r.courses.flatMap((c) => courseBlocks(language, c, r.courses.length > 1)),
    { kind: 'button', label: w.see, href: dashboardUrl },
  ];
  return compose(brand, {
    template: 'progress-report',
    language,
    subject: w.subject(who.studentName, month, brand.name),
    heading: common.hello(),
    blocks,
  });
}
