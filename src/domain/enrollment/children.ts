// When two names are the same child: the same letters once case, accents and spacing are
// set aside ("Mũthoni  Kamau" and "muthoni kamau"). Used to attach a trial or a payment to
// a family's child and to find a child's enrollment. Pure.
import { NAME_MAX, isValidName } from '../names';

/** The key a child's name is compared and stored by (children/{id}.nameKey, enrollments/{id}.nameKey). */
export function childNameKey(name: string): string {
  return name
    .slice(0, 4 * NAME_MAX)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function sameChildName(a: string, b: string): boolean {
  const key = childNameKey(a);
  return key !== '' && key === childNameKey(b);
}

/** Most children one family keeps on its dashboard. */
export const CHILDREN_MAX = 10;

export interface ChildInput {
  name: string;
  grade: string;
  /** Certificates print the whole name; otherwise the first name and the last name's initial. */
  fullNameOnCertificates?: boolean;
}

/** A child's name and grade as the dashboard form and the family function accept them. */
export function readChild(
  body: Record<string, unknown>,
  gradeIds: readonly string[],
  /** The words of the request's language (catalogue area `children`). */
  words: { invalidName: string; invalidGrade: string },
): ChildInput | { field: 'name' | 'grade'; message: string } {
  const name = typeof body.name === 'string' ? body.name.replace(/\s+/g, ' ').trim() : '';
  if (!isValidName(name)) return { field: 'name', message: words.invalidName };
  if (typeof body.grade !== 'string' || !gradeIds.includes(body.grade)) return { field: 'grade', message: words.invalidGrade };
  return { name, grade: body.grade, fullNameOnCertificates: body.fullNameOnCertificates === true };
}
