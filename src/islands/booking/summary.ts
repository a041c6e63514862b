// What the summary panel lists: the booking as it stands, and what is still missing,
// worked out from the draft and its check (null until the clock is known).
import type { BookingDraft, Country, DraftCheck } from '../../domain/booking';
import { SESSION_MINUTES } from '../../domain/slots';
import type { BookingWords } from '../../i18n/en/booking';
import type { DateWords } from '../../i18n/en/dates';
import type { SummaryRow } from './BookingSummary';

interface SummaryInput {
  draft: BookingDraft;
  check: DraftCheck | null;
  /** The WhatsApp number in E.164, or null while it is not a valid one. */
  phone: string | null;
  gradeLabel: string | undefined;
  country: Country;
  now: Date | null;
  words: BookingWords;
  dates: DateWords;
}

export function summaryRows({ draft, check, phone, gradeLabel, country, now, words, dates }: SummaryInput): SummaryRow[] {
  const student = draft.studentName.trim();
  const w = words.summary;
  const when = now && draft.time ? dates.describeSlot(draft.date, draft.time, country.tz) : '';
  return [
    { term: w.student, value: student && `${student}${gradeLabel ? `, ${gradeLabel}` : ''}` },
    { term: w.parent, value: draft.parentName.trim() },
    { term: w.email, value: check?.email ? draft.email.trim() : '' },
    { term: w.whatsapp, value: phone ?? '' },
    { term: w.class, value: when && `${when} (${words.sessionLength(SESSION_MINUTES)})` },
  ];
}

/** What Confirm still waits for, e.g. ["grade", "a class time"]. */
export function missingParts(check: DraftCheck | null, { summary: w }: BookingWords): string[] {
  if (!check) return [];
  const missing: [boolean, string][] = [
    [check.studentName, w.missingStudentName],
    [check.studentGrade, w.missingGrade],
    [check.parentName, w.missingParentName],
    [check.email, w.missingEmail],
    [check.phone, w.missingPhone],
    [check.time, w.missingTime],
  ];
  return missing.filter(([ok]) => !ok).map(([, part]) => part);
}
