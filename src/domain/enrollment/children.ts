// When two names are the same child: the same letters once case, accents and spacing are
// set aside ("Mũthoni  Kamau" and "muthoni kamau"). Used to attach a trial or a payment to
// a family's child and to find a child's enrollment. Pure.
import { NAME_MAX, isValidName } from '../names';
import type { Wording } from '../../i18n/wording';
import type { TwinKey } from '../../i18n/dictionary';

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

export const childMessages = {
  /** /api/family without a valid sign-in. */
  signIn: 'Please sign in again.',
  invalidName: "Enter the child's name (letters, spaces, apostrophes and hyphens).",
  invalidGrade: 'Choose the child’s grade.',
  sameName: 'A child with this name is already in your family.',
  notFound: 'This child is no longer on your dashboard. Please reload the page.',
  tooMany: `A family can list up to ${CHILDREN_MAX} children. Please contact us on WhatsApp to add more.`,
  enrolled:
    'This child has an enrollment that is still running, so we cannot remove them yet. Turn off automatic renewal if it is on, and message us on WhatsApp: we end the enrollment, then remove the child.',
  removed: (name: string) =>
    `${name} is no longer on your dashboard: their trial classes and recommendations are deleted. Payments stay in your history, without the name.`,
  removeConfirm: (name: string) =>
    `Remove ${name}? Their trial classes (an upcoming one is cancelled) and recommendations are deleted for good.`,
} as const;

/** The shape of `childMessages` in any language (children.sw.ts). */
export type ChildMessages = Wording<typeof childMessages>;

/** The key under which a Kiswahili page hands its islands childMessages' twin (useWords). */
export const childTwins = 'childMessages' as TwinKey<ChildMessages>;

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
  /** The words of the request's language; English unless given. */
  words: ChildMessages = childMessages,
): ChildInput | { field: 'name' | 'grade'; message: string } {
  const name = typeof body.name === 'string' ? body.name.replace(/\s+/g, ' ').trim() : '';
  if (!isValidName(name)) return { field: 'name', message: words.invalidName };
  if (typeof body.grade !== 'string' || !gradeIds.includes(body.grade)) return { field: 'grade', message: words.invalidGrade };
  return { name, grade: body.grade, fullNameOnCertificates: body.fullNameOnCertificates === true };
}
