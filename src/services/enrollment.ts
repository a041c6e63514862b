// The enrollment page's recommendation, through /api/enrollment: with the private token
// from the mail's link, or as the signed-in parent it belongs to (its id + ID token).
import type { EnrollmentOffer } from '../domain/enrollment/offer';
import type { FamilyPrice } from '../domain/family-price';
import { isCurrency, isPeriod } from '../domain/pricing';
import type { EnrollmentRequest } from '../domain/requests/enrollment';
import { ApiUnavailable, callApi } from './api';

/** The link's token, or a signed-in parent's id and their ID token. */
export type EnrollKey = { token: string } | (Exclude<EnrollmentRequest, { token: string }> & { idToken: string });

export type EnrollAnswer = { status: 'ok'; recommendation: EnrollmentOffer } | { status: 'not-found' } | { status: 'limited' };

/** The answer's price lines; a price that does not add up to the amount shows as the amount alone. */
function readPrice(value: unknown, amount: number, currency: EnrollmentOffer['currency']): FamilyPrice {
  const p = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const count = (n: unknown) => (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : NaN);
  const [full, siblingOff, siblingPercent, creditUsed] = [p.full, p.siblingOff, p.siblingPercent, p.creditUsed].map(count) as [
    number,
    number,
    number,
    number,
  ];
  const total = Math.round(amount * 100);
  if (!(full - siblingOff - creditUsed === total) || Number.isNaN(siblingPercent)) {
    return { currency, full: total, siblingOff: 0, siblingPercent: 0, creditUsed: 0, total };
  }
  const parts = readParts(p.instalments, total);
  return { currency, full, siblingOff, siblingPercent, creditUsed, total, ...(parts ? { instalments: parts } : {}) };
}

/** The price in parts, when its parts are whole subunits adding up to its total (the price plus the surcharge). */
function readParts(value: unknown, price: number): FamilyPrice['instalments'] | null {
  const i = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  const parts = Array.isArray(i.parts) && i.parts.length >= 2 && i.parts.every(whole) ? (i.parts as number[]) : null;
  if (!parts || !whole(i.total) || !whole(i.surcharge) || i.total !== price + i.surcharge) return null;
  return parts.reduce((a, b) => a + b, 0) === i.total ? { parts, total: i.total, surcharge: i.surcharge } : null;
}

/** The part a later payment is for (the enrollment's schedule), when the answer names one. */
function readPart(value: unknown): EnrollmentOffer['instalment'] | undefined {
  const i = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const n = i.n;
  const of = i.of;
  if (typeof n !== 'number' || typeof of !== 'number' || !Number.isInteger(n) || n < 1 || n > of) return undefined;
  return typeof i.dueOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(i.dueOn) ? { n, of, dueOn: i.dueOn } : undefined;
}

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
    price: readPrice(r.price, r.amount, r.currency),
    note: typeof r.note === 'string' ? r.note : '',
    enrollment: enrollment && typeof enrollment.paidUntil === 'string' ? enrollment : null,
    planCode: typeof r.planCode === 'string' && /^PLN_[A-Za-z0-9]{1,60}$/.test(r.planCode) ? r.planCode : null,
    renewsOn: typeof r.renewsOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.renewsOn) ? r.renewsOn : null,
    ...(renews ? { renews } : {}),
    ...(renews && readPart(r.instalment) ? { instalment: readPart(r.instalment)! } : {}),
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
