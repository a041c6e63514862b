// What the summary panel lists: the booking as it stands, and what is still missing,
// worked out from the draft and its check (null until the clock is known).
import type { BookingDraft, Country, DraftCheck } from '../../domain/booking';
import { SESSION_LENGTH, describeSlot } from '../../domain/slots';
import type { SummaryRow } from './BookingSummary';

interface SummaryInput {
  draft: BookingDraft;
  check: DraftCheck | null;
  /** The WhatsApp number in E.164, or null while it is not a valid one. */
  phone: string | null;
  gradeLabel: string | undefined;
  country: Country;
  now: Date | null;
}

export function summaryRows({ draft, check, phone, gradeLabel, country, now }: SummaryInput): SummaryRow[] {
  const student = draft.studentName.trim();
  return [
    { term: 'Student', value: student && `${student}${gradeLabel ? `, ${gradeLabel}` : ''}` },
    { term: 'Parent', value: draft.parentName.trim() },
    { term: 'Email', value: check?.email ? draft.email.trim() : '' },
    { term: 'WhatsApp', value: phone ?? '' },
    { term: 'Class', value: now && draft.time ? `${describeSlot(draft.date, draft.time, country.tz)} (${SESSION_LENGTH})` : '' },
  ];
}

/** What Confirm still waits for, e.g. ["grade", "a class time"]. */
export function missingParts(check: DraftCheck | null): string[] {
  if (!check) return [];
  const missing: [boolean, string][] = [
    [check.studentName, "student's name"],
    [check.studentGrade, 'grade'],
    [check.parentName, "parent's name"],
    [check.email, 'a valid email'],
    [check.phone, 'a valid WhatsApp number'],
    [check.time, 'a class time'],
  ];
  return missing.filter(([ok]) => !ok).map(([, part]) => part);
}
