// A child's monthly progress report, to the family: the month's classes attended, missed and
// cancelled by the school over all the child's courses, then each course with its mentor:
// the mentor's notes, projects and what comes next; with a link to /dashboard where it
// stays. Pure.
import { monthName } from '../progress/month';
import { courseHeading, reportRows, type ChildReport, type CourseReport } from '../progress/report';
import { words as reportLabels } from '../../i18n/en/reports';
import { calendarDate } from '../zone-clock';
import { compose, type Block, type Brand, type Mail } from './layout';

/** What the family reads beside the report itself. */
export interface ReportFor {
  studentName: string;
}

function courseBlocks(c: CourseReport, many: boolean): Block[] {
  const blocks: Block[] = [{ kind: 'p', text: `${courseHeading(c)}:` }];
  if (many) blocks.push({ kind: 'facts', rows: reportRows(c, reportLabels) });
  if (c.notes.length)
    blocks.push(
      { kind: 'p', text: "The mentor's notes:" },
      { kind: 'list', items: c.notes.map((n) => `${calendarDate(n.date)}: ${n.note}`) },
    );
  for (const p of c.projects) blocks.push({ kind: 'link', label: `Project: ${p.title}`, href: p.url });
  if (c.next) blocks.push({ kind: 'p', text: 'What comes next:' }, { kind: 'quote', text: c.next });
  return blocks;
}

export function progressReportMail(brand: Brand, r: ChildReport, who: ReportFor, dashboardUrl: string): Mail {
  const month = monthName(r.month);
  const blocks: Block[] = [
    { kind: 'p', text: `Here is ${who.studentName}'s progress for ${month}.` },
    { kind: 'facts', rows: reportRows(r, reportLabels) },
    // With two courses the counts above are both together, and each course shows its own.
    ...r.courses.flatMap((c) => courseBlocks(c, r.courses.length > 1)),
    { kind: 'button', label: 'See it on your dashboard', href: dashboardUrl },
  ];
  return compose(brand, {
    template: 'progress-report',
    subject: `${who.studentName}'s progress report for ${month} · ${brand.name}`,
    heading: 'Hello,',
    blocks,
  });
}
