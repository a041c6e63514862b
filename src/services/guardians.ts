// A family's second guardian, from the browser: the dashboard's panel (who is in the family,
// open invites, inviting by mail or WhatsApp, removing, leaving) and the invite page's accept,
// all through /api/guardians with the signed-in account's ID token.
import { callApi } from './api';
import { auth } from './firebase';
import type { GuardiansBody } from '../domain/requests/guardians';

export interface GuardianRow {
  uid: string;
  name: string;
  email: string;
  first: boolean;
}

export interface GuardiansView {
  you: { uid: string; guardian: boolean };
  guardians: GuardianRow[];
  invites: { id: string; channel: string; to?: string; expiresAt: string }[];
  inviteHours: number;
  perFamily: number;
}

export type GuardiansAnswer =
  | ({ status: 'ok'; invited?: { kind: 'mail'; to: string } | { kind: 'whatsapp'; text: string; href: string } } & GuardiansView)
  | { status: 'left' }
  | { status: 'joined'; familyUid: string }
  /** Refused, in the page's language: an invite used, expired or withdrawn, a full family, a sign-in needed. */
  | { status: 'refused'; reason: string; message: string }
  | { status: 'failed' };

export async function callGuardians(body: GuardiansBody): Promise<GuardiansAnswer> {
  const user = (await auth()).currentUser;
  if (!user) return { status: 'failed' };
  let answer;
  try {
    answer = await callApi('/api/guardians', { body, idToken: await user.getIdToken() });
  } catch {
    return { status: 'failed' };
  }
  const b = answer.body;
  if (answer.status === 200 && b.status === 'left') return { status: 'left' };
  if (answer.status === 200 && typeof b.familyUid === 'string') return { status: 'joined', familyUid: b.familyUid };
  if (answer.status === 200 && Array.isArray(b.guardians)) return b as GuardiansAnswer;
  if (typeof b.message === 'string') return { status: 'refused', reason: String(b.status ?? ''), message: b.message };
  return { status: 'failed' };
}
