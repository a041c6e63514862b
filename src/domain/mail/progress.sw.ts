// Kiswahili twin of progress.ts: a child's monthly progress report, to the family. Pure.
import { reportRows, type ChildReport, type CourseReport } from '../progress/report';
import { words as reportLabelsSw } from '../../i18n/sw/reports';
import { compose, type Block, type Brand, type Mail } from './layout';
import type { ReportFor } from './progress';
import { calendarDateSw } from './sw-words';

/** "Novemba 2026" for a month written YYYY-MM. */
export function monthNameSw(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('sw-KE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  );
}

const rowsSw = (r: Pick<ChildReport, 'attended' | 'missed' | 'cancelled'>) => reportRows(r, reportLabelsSw);

/** "Scratch, na Amina": twin of courseHeading. */
export const courseHeadingSw = (c: Pick<CourseReport, 'course' | 'mentorName'>) =>
  c.mentorName ? `${c.course}, na ${c.mentorName}` : c.course;

function courseBlocksSw(c: CourseReport, many: boolean): Block[] {
  const blocks: Block[] = [{ kind: 'p', text: `${courseHeadingSw(c)}:` }];
  if (many) blocks.push({ kind: 'facts', rows: rowsSw(c) });
  if (c.notes.length)
    blocks.push(
      { kind: 'p', text: 'Maoni ya mwalimu:' },
      { kind: 'list', items: c.notes.map((n) => `${calendarDateSw(n.date)}: ${n.note}`) },
    );
  for (const p of c.projects) blocks.push({ kind: 'link', label: `Mradi: ${p.title}`, href: p.url });
  if (c.next) blocks.push({ kind: 'p', text: 'Kinachofuata:' }, { kind: 'quote', text: c.next });
  return blocks;
}

export function progressReportMailSw(brand: Brand, r: ChildReport, who: ReportFor, dashboardUrl: string): Mail {
  const month = monthNameSw(r.month);
  const blocks: Block[] = [
    { kind: 'p', text: `Haya ni maendeleo ya ${who.studentName} kwa ${month}.` },
    { kind: 'facts', rows: rowsSw(r) },
    ...r.courses.flatMap((c) => courseBlocksSw(c, r.courses.length > 1)),
    { kind: 'button', label: 'Itazame kwenye ukurasa wako', href: dashboardUrl },
  ];
  return compose(brand, {
    template: 'progress-report',
    language: 'sw',
    subject: `Ripoti ya maendeleo ya ${who.studentName} ya ${month} · ${brand.name}`,
    heading: 'Habari,',
    blocks,
  });
}
