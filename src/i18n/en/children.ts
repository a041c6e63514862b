// The dashboard's words about a family's children, and the refusals of /api/family and the
// booking function about a child.
import type { Wording } from '../wording';
import { CHILDREN_MAX } from '../../domain/enrollment/children';

export const words = {
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

/** The shape of these words in any language. */
export type ChildMessages = Wording<typeof words>;
