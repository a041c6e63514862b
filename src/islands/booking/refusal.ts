// What the booking form shows when the function refuses Confirm (a booking, or joining a full
// slot's waiting list): a full slot's fresh seats, a time let go, a field's own message.
import type { Dispatch, SetStateAction } from 'react';
import type { BookingDraft } from '../../domain/booking';
import type { DayAvailability } from '../../domain/seats';
import type { Messages } from '../../i18n/en/messages';
import type { BookAnswer } from '../../services/bookings';
import type { FieldProblem } from './StudentParentFields';

const DRAFT_FIELDS: readonly (keyof BookingDraft)[] = [
  'studentName',
  'studentGrade',
  'parentName',
  'email',
  'phone',
  'countryCode',
  'date',
  'time',
];
export type Refused = Exclude<BookAnswer, { status: 'booked' }>;

interface Hands {
  show: (availability: DayAvailability) => void;
  setDraft: Dispatch<SetStateAction<BookingDraft>>;
  /** Says it at the slots, where the parent picks again. */
  sayAtSlots: (text: string) => void;
  setNotice: (text: string) => void;
  setProblem: (problem: FieldProblem) => void;
  words: Messages['booking'];
}

export function showRefusal(answer: Refused, { show, setDraft, sayAtSlots, setNotice, setProblem, words: m }: Hands): void {
  if (answer.status === 'full') {
    if (answer.availability) show(answer.availability);
    setDraft((d) => ({ ...d, time: '' }));
    sayAtSlots(m.slotFull);
  } else if (answer.status === 'family') {
    setNotice(m.family);
  } else if (answer.status === 'limited') {
    setNotice(answer.message ?? m.limited);
  } else if (answer.status === 'challenge') {
    setNotice(m.challenge);
  } else if (answer.field === 'date' || answer.field === 'time') {
    setDraft((d) => ({ ...d, time: '' }));
    sayAtSlots(answer.message || m.slotStarted);
  } else {
    const field = DRAFT_FIELDS.find((f) => f === answer.field) ?? 'studentName';
    setProblem({ field: field === 'countryCode' ? 'phone' : field, message: answer.message || m.checkFields });
    setNotice(m.checkFields);
  }
}
