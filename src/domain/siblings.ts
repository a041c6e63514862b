// One upcoming trial per child, and a few children per family. A family is everyone who
// books with the same email or WhatsApp number; within it, a child is known by the student
// name as typed, read without case, accents or extra spaces. Pure.
import { childNameKey } from './enrollment/children';

/** The name a family's child is known by: "Mũthoni  Kamau" and "muthoni kamau" are one child. */
export function childKey(studentName: string): string {
  return childNameKey(studentName);
}

/** One upcoming trial the family already holds. */
export interface HeldTrial {
  id: string;
  studentName: string;
}

export type FamilyVerdict =
  /** This child has a trial coming: refuse, and send that booking's link again. */
  | { kind: 'same-child'; bookingId: string }
  /** The family holds as many upcoming trials as it may, all for other children. */
  | { kind: 'too-many-children' }
  | { kind: 'ok' };

/** Whether a family holding `held` (upcoming trials only) may book one for `studentName`. */
export function familyVerdict(held: readonly HeldTrial[], studentName: string, maxChildren: number): FamilyVerdict {
  const child = childKey(studentName);
  const same = held.find((trial) => childKey(trial.studentName) === child);
  if (same) return { kind: 'same-child', bookingId: same.id };
  const children = new Set(held.map((trial) => childKey(trial.studentName)));
  return children.size >= maxChildren ? { kind: 'too-many-children' } : { kind: 'ok' };
}
