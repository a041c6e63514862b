// Enrollment tests' plumbing: a staff account, a trial marked attended and recommended,
// the private link read from the queued mail, and the enrollment page's function.
import { functionsUrl, post } from './helpers';
import { bookTrial, callStaffAction, type Booked } from './staff-helpers';
import { read } from '../firestore';

export interface Recommendation {
  plan: string;
  period: 'monthly' | 'quarterly' | 'yearly';
  currency: 'KES' | 'USD';
  course?: string;
  note?: string;
}

/** Books a trial, marks it attended and recommends; returns the booking, the recommendation id and the mail's token. */
export async function recommendedTrial(
  token: string,
  r: Recommendation,
  who: Parameters<typeof bookTrial>[1] = {},
): Promise<{ booked: Booked; recommendationId: string; enrollToken: string; mail: Record<string, unknown> }> {
  const booked = await bookTrial(functionsUrl(), who);
  const attended = await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, token);
  if (attended.http !== 200) throw new Error(`attended: ${attended.http} ${JSON.stringify(attended.body)}`);
  const reply = await callStaffAction(
    functionsUrl(),
    { bookingId: booked.id, action: 'recommend', course: 'prodigy', note: 'Loves puzzles.', ...r },
    token,
  );
  if (reply.http !== 200) throw new Error(`recommend: ${reply.http} ${JSON.stringify(reply.body)}`);
  const recommendationId = String(reply.body.recommendationId);
  const mail = await read(`mail/recommendation-${recommendationId}`);
  const text = String((mail?.message as { text?: string } | undefined)?.text ?? '');
  const link = /\/enroll#([A-Za-z0-9_-]{43})/.exec(text);
  if (!mail || !link) throw new Error('no enrollment link in the recommendation mail');
  return { booked, recommendationId, enrollToken: link[1]!, mail };
}

export async function callEnrollment(body: unknown, bearer?: string): Promise<{ http: number; body: Record<string, unknown> }> {
  const { http, body: answer } = await post('enrollment', body, bearer);
  return { http, body: answer };
}
