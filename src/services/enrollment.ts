// The enrollment page's recommendation, through /api/enrollment: with the private token
// from the mail's link, or as the signed-in parent it belongs to (its id + ID token).
import type { EnrollmentOffer } from '../domain/enrollment/offer';
import { isCurrency, isPeriod } from '../domain/pricing';
import type { EnrollmentRequest } from '../domain/requests/enrollment';
import { ApiUnavailable, callApi } from './api';

/** The link's token, or a signed-in parent's id and their ID token. */
export type EnrollKey = { token: string } | (Exclude<EnrollmentRequest, { token: string }> & { idToken: string });

export type EnrollAnswer = { status: 'ok'; recommendation: EnrollmentOffer } | { status: 'not-found' } | { status: 'limited' };

function readRecommendation(value: unknown): EnrollmentOffer | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  const course = r.course as EnrollmentOffer['course'] | undefined;
  const plan = r.plan as EnrollmentOffer['plan'] | undefined;
  if (typeof r.id !== 'string' || typeof r.studentName !== 'string' || typeof r.amount !== 'number') return null;
  const renews = typeof r.renews === 'string' && /^([0-9a-f]{32}|[A-Za-z0-9]{20})$/.test(r.renews) ? r.renews : undefined;
  if (!course || typeof course.title !== 'string' || !plan || typeof plan.name !== 'string') return null;
  if (!isPeriod(r.period) || !isCurrency(r.currency)) return null;
  const enrollment = r.enrollment as EnrollmentOffer['enrollment'];
  return {
    id: r.id,
    studentName: r.studentName,
    email: typeof r.email === 'string' ? r.email : '',
    course,
    plan,
    period: r.period,
    currency: r.currency,
    amount: r.amount,
    note: typeof r.note === 'string' ? r.note : '',
    enrollment: enrollment && typeof enrollment.paidUntil === 'string' ? enrollment : null,
    planCode: typeof r.planCode === 'string' && /^PLN_[A-Za-z0-9]{1,60}$/.test(r.planCode) ? r.planCode : null,
    renewsOn: typeof r.renewsOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.renewsOn) ? r.renewsOn : null,
    ...(renews ? { renews } : {}),
  };
}

/** The body /api/enrollment reads: the key without the ID token, which rides in its header. */
export function enrollmentBody(key: EnrollKey): EnrollmentRequest {
  if ('token' in key) return { token: key.token };
  return 'enrollmentId' in key ? { enrollmentId: key.enrollmentId } : { recommendationId: key.recommendationId };
}

export async function loadRecommendation(key: EnrollKey): Promise<EnrollAnswer> {
  const answer = await callApi('/api/enrollment', { body: enrollmentBody(key), idToken: 'idToken' in key ? key.idToken : null });
  const recommendation = readRecommendation(answer.body.recommendation);
  if (answer.status === 200 && recommendation) return { status: 'ok', recommendation };
  if (answer.status === 429) return { status: 'limited' };
  if (answer.status >= 400 && answer.status < 500) return { status: 'not-found' };
  throw new ApiUnavailable(`/api/enrollment: unexpected answer (HTTP ${answer.status})`);
}
