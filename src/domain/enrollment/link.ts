// The enrollment page's fragment: "#<token>" from a mail's private link, or from the
// dashboard "#r=<recommendation id>" (enroll) or "#e=<enrollment id>" (pay the next period),
// where the signed-in parent proves ownership with their ID token instead. A mailed link's
// token may be followed by the offer's glance ("#<token>~o1.…", offer-glance.ts), which is
// only for the first paint: the key is the token alone. Pure.
import { splitFragment } from '../glance-codec';

export type EnrollLinkKey = { token: string } | { recommendationId: string } | { enrollmentId: string };

export function enrollKeyFromHash(hash: string): EnrollLinkKey | null {
  const value = hash.replace(/^#/, '');
  const byId = /^r=([A-Za-z0-9]{20})$/.exec(value);
  if (byId) return { recommendationId: byId[1]! };
  const enrollment = /^e=([0-9a-f]{32}|[A-Za-z0-9]{20})$/.exec(value);
  if (enrollment) return { enrollmentId: enrollment[1]! };
  const { token } = splitFragment(value);
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? { token } : null;
}

/** The dashboard's Enroll button. */
export const enrollHrefFor = (recommendationId: string) => `/enroll#r=${recommendationId}`;

/** The dashboard's button to pay an enrollment's next period. */
export const renewHrefFor = (enrollmentId: string) => `/enroll#e=${enrollmentId}`;
