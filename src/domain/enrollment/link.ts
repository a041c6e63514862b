// The enrollment page's fragment: "#<token>" from the mail's private link, or
// "#r=<recommendation id>" from the dashboard, where the signed-in parent proves ownership
// with their ID token instead. Pure.

export type EnrollLinkKey = { token: string } | { recommendationId: string };

export function enrollKeyFromHash(hash: string): EnrollLinkKey | null {
  const value = hash.replace(/^#/, '');
  const byId = /^r=([A-Za-z0-9]{20})$/.exec(value);
  if (byId) return { recommendationId: byId[1]! };
  return /^[A-Za-z0-9_-]{43}$/.test(value) ? { token: value } : null;
}

/** The dashboard's Enroll button. */
export const enrollHrefFor = (recommendationId: string) => `/enroll#r=${recommendationId}`;
