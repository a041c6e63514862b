// The week view's lists beside the mentors' weeks: classes left unmarked, children absent
// several classes in a row, and paid enrollments with no weekly time yet. Each is a plain
// table with a heading, so a screen reader can jump between them.
import type { ReactNode } from 'react';
import { ABSENCES_FLAGGED, UNMARKED_AFTER_HOURS } from '../../domain/classes/week';
import { Empty } from './parts';

interface ListProps {
  id: string;
  title: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  empty: string;
  flagged?: boolean;
}

export function WeekList({ id, title, headers, rows, empty, flagged }: ListProps) {
  return (
    <section aria-labelledby={id} className="mt-8" data-list={id}>
      <h3 id={id} className="text-lg font-bold text-brand-800">
        {title}
        {rows.length > 0 && (
          <span className={`ml-2 rounded-full px-2 text-sm ${flagged ? 'bg-amber-100 text-amber-900' : 'text-muted'}`}>
            {rows.length}
          </span>
        )}
      </h3>
      {rows.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <div className="mt-2 overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
          <table className="w-full text-left text-sm sm:text-base">
            <thead>
              <tr className="border-b border-brand-100 text-sm text-muted">
                {headers.map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-b border-brand-50" data-row={r.key}>
                  {r.cells.map((cell, i) => (
                    <td key={i} className="py-2 pr-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const listTitles = {
  unmarked: `Unmarked ${UNMARKED_AFTER_HOURS} hours after the class`,
  absences: `${ABSENCES_FLAGGED} or more absences in a row`,
  withoutTimes: 'Children without weekly times',
  noClass: 'No class: the mentor is on leave',
} as const;
