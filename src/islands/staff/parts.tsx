// Small pieces every console panel uses: the panel heading with its CSV button, the
// loading and error lines, and the date as staff read it.
import type { ReactNode } from 'react';
import { csvFileName, nairobiTime, toCsv, type Column } from '../../domain/staff/csv';
import { downloadCsv } from '../../services/staff';
import type { Live } from './live';

interface HeadingProps<T> {
  id: string;
  title: string;
  /** Shown beside the title, e.g. "12 classes". */
  count?: string;
  csv?: { list: string; rows: readonly T[]; columns: readonly Column<T>[] };
  children?: ReactNode;
}

export function PanelHeading<T>({ id, title, count, csv, children }: HeadingProps<T>) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-extrabold text-ink sm:text-2xl" tabIndex={-1}>
        {title}
        {count && <span className="ml-2 text-base font-semibold text-muted">{count}</span>}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {csv && (
          <button
            type="button"
            className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
            onClick={() => downloadCsv(csvFileName(csv.list, new Date()), toCsv(csv.rows, csv.columns))}
          >
            Export CSV<span className="sr-only"> of {title.toLowerCase()}</span>
          </button>
        )}
      </div>
    </div>
  );
}

/** What a panel shows while its first read is under way, or when it failed. */
export function LiveStatus({ live, what }: { live: Live; what: string }) {
  if (live.state === 'loading')
    return (
      <p className="mt-4 text-muted" role="status">
        Loading {what}…
      </p>
    );
  if (live.state === 'error') {
    return (
      <p className="mt-4 rounded-xl bg-red-50 p-4 text-red-800" role="alert">
        Could not load {what}: {live.message}
      </p>
    );
  }
  return null;
}

export const when = (at: Date | null) => (at ? `${nairobiTime(at)} EAT` : '');

export function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-4 rounded-xl bg-brand-50 p-4 text-muted">{children}</p>;
}
