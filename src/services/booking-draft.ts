// What the booking form keeps in this tab's sessionStorage: the draft as typed (so a failed
// save, a reload or Try Again on /error loses nothing) and the class just booked (so /success
// can show it). Storage can be blocked (private modes, embedded browsers): every access is
// guarded, and failing storage only means nothing is restored.
import type { BookingDraft, BookingFields } from '../domain/booking';

export const DRAFT_KEY = 'jc:booking-draft';
export const BOOKED_KEY = 'jc:booked-class';

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  try {
    const text = session()?.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the draft just is not kept.
  }
}

function remove(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** The stored draft, unchecked: pass it through reviveDraft() before use. */
export const loadDraft = () => read<Partial<BookingDraft>>(DRAFT_KEY);
export const saveDraft = (draft: BookingDraft) => write(DRAFT_KEY, draft);
export const clearDraft = () => remove(DRAFT_KEY);

/** The class just booked, for /success, with its private manage link. */
export type JustBooked = Pick<BookingFields, 'studentName' | 'studentGrade' | 'parentName' | 'date' | 'time' | 'country'> & {
  /** /manage#<token>; the token rides in the fragment, so it never reaches a server. */
  manageUrl?: string;
};

export const rememberJustBooked = (booked: JustBooked) => write(BOOKED_KEY, booked);

export function readJustBooked(): JustBooked | null {
  const value = read<Partial<JustBooked>>(BOOKED_KEY);
  if (!value || typeof value.date !== 'string' || typeof value.time !== 'string' || typeof value.studentName !== 'string')
    return null;
  if (!value.country || typeof value.country.tz !== 'string') return null;
  const manageUrl = typeof value.manageUrl === 'string' && value.manageUrl.startsWith('/manage#') ? value.manageUrl : undefined;
  return { ...(value as JustBooked), manageUrl };
}
