// A child's monthly progress report, to the family: the month's classes attended, missed and
// cancelled by the school, the mentor's notes, projects and what comes next, with a link to
// /dashboard where it stays. Pure.
import { monthName } from '../progress/month';
import { reportRows, type ProgressReport } from '../progress/report';
import { calendarDate } from '../zone-clock';
import { compose, type Block, type Brand, type Mail } from './layout';

/** What the family reads beside the report itself. */
export interface ReportFor {
  studentName: string;
  course: string;
  /** The mentor's first name; empty when unknown. */
  mentorName: string;
}

export function progressReportMail(brand: Brand, r: ProgressReport, who: ReportFor, dashboardUrl: string): Mail {
  const month = monthName(r.month);
  const blocks: Block[] = [
    {
      kind: 'p',
      text: `Here is ${who.studentName}'s progress in ${who.course} for ${month}${who.mentorName ? `, from ${who.mentorName}` : ''}.`,
    },
    { kind: 'facts', rows: reportRows(r) },
  ];
  if (r.notes.length)
    blocks.push(
      { kind: 'p', text: "The mentor's notes:" },
      { kind: 'list', items: r.notes.map((n) => `${calendarDate(n.date)}: ${n.note}`) },
    );
  for (const p of r.projects) blocks.push({ kind: 'link', label: `Project: ${p.title}`, href: p.url });
  if (r.next) blocks.push({ kind: 'p', text: 'What comes next:' }, { kind: 'quote', text: r.next });
  blocks.push({ kind: 'button', label: 'See it on your dashboard', href: dashboardUrl });
  return compose(brand, {
    template: 'progress-report',
    subject: `${who.studentName}'s progress report for ${month} · ${brand.name}`,
    heading: 'Hello,',
    blocks,
  });
}
