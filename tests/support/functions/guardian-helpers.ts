// A family's second guardian in the functions tests: POST /api/guardians, the token read from
// the WhatsApp message the function prepares (as the parent would share it), and an account
// joining with it.
import { expect } from 'vitest';
import { uniqueEmail } from './auth-emulator';
import { parentAccount } from './family-helpers';
import { post, type Json } from './helpers';

export async function callGuardians(body: unknown, token?: string): Promise<{ http: number; body: Json }> {
  const { http, body: answer } = await post('guardians', body, token);
  return { http, body: answer };
}

/** The invite's token in a prepared message or mail: the link's fragment. */
export function tokenIn(text: string): string {
  const token = /\/guardian#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no invite link in: ${text}`);
  return token;
}

/** A WhatsApp invite made by the signed-in member `by`; its token. */
export async function whatsappInvite(by: string): Promise<string> {
  const made = await callGuardians({ action: 'invite' }, by);
  expect(made.http).toBe(200);
  expect(made.body.invited.kind).toBe('whatsapp');
  return tokenIn(made.body.invited.text);
}

/** A new signed-in account that takes the invite; its uid, token and email. */
export async function joinWith(invite: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('guardian');
  const account = await parentAccount(email);
  const joined = await callGuardians({ action: 'accept', token: invite, ...extra }, account.token);
  return { ...account, email, joined };
}
