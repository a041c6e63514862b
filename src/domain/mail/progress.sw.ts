// Kiswahili twin of progress.ts: a child's monthly progress report, to the family. Pure.
import type { ProgressReport } from '../progress/report';
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

export function progressReportMailSw(brand: Brand, r: ProgressReport, who: ReportFor, dashboardUrl: string): Mail {
  const month = monthNameSw(r.month);
  const blocks: Block[] = [
    {
      kind: 'p',
      text: `Haya ni maendeleo ya ${who.studentName} katika ${who.course} kwa ${month}${who.mentorName ? `, kutoka kwa ${who.mentorName}` : ''}.`,
    },
    {
      kind: 'facts',
      rows: [
        ['Madarasa aliyohudhuria', String(r.attended)],
        ['Madarasa aliyokosa', String(r.missed)],
        ['Madarasa yaliyoghairiwa na shule', String(r.cancelled)],
      ],
    },
  ];
  if (r.notes.length)
    blocks.push(
      { kind: 'p', text: 'Maoni ya mwalimu:' },
      { kind: 'list', items: r.notes.map((n) => `${calendarDateSw(n.date)}: ${n.note}`) },
    );
  for (const p of r.projects) blocks.push({ kind: 'link', label: `Mradi: ${p.title}`, href: p.url });
  if (r.next) blocks.push({ kind: 'p', text: 'Kinachofuata:' }, { kind: 'quote', text: r.next });
  blocks.push({ kind: 'button', label: 'Itazame kwenye ukurasa wako', href: dashboardUrl });
  return compose(brand, {
    template: 'progress-report',
    language: 'sw',
    subject: `Ripoti ya maendeleo ya ${who.studentName} ya ${month} · ${brand.name}`,
    heading: 'Habari,',
    blocks,
  });
}
