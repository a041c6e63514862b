// CSV exports of the staff console's lists, made to open cleanly in a spreadsheet: UTF-8
// with a byte-order mark (so Excel reads Ng'ang'a and Mũthoni intact), CRLF rows, quoted
// cells where needed, and no cell that a spreadsheet could run as a formula.
import { NAIROBI_TZ, nairobiDate } from '../slots';
import { wallTime } from '../zone-clock';

export type Cell = string | number | boolean | null | undefined;

export interface Column<T> {
  header: string;
  value: (row: T) => Cell;
}

const BOM = '\uFEFF';

// A text cell starting with one of these is read as a formula (or DDE) by Excel, LibreOffice
// and Google Sheets; a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: formula-safe, quoted when it holds a comma, quote, newline or edge space. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file: BOM, a header row, one row per record, CRLF line ends. */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** An instant as staff in Nairobi read it: "2026-03-10 14:05". Empty when unknown. */
export function nairobiTime(at: Date | null | undefined): string {
  if (!at || Number.isNaN(at.getTime())) return '';
  const nairobi = wallTime(at, NAIROBI_TZ);
  return `${nairobi.date} ${nairobi.time}`;
}

/** A download name carrying the list and the Nairobi date it was taken: "bookings-2026-03-10.csv". */
export function csvFileName(list: string, now: Date): string {
  return `${list}-${nairobiDate(now)}.csv`;
}
