// A card's Paystack authorization, kept only as a hash: enough to tell that a subscription
// charges the very card one of our own transactions took (Paystack subscribes the card of the
// charge that named a plan), and useless to anyone who reads it, since only the code charges.
import { createHash } from 'node:crypto';

/** The hash of `authorization.authorization_code` in Paystack's transaction or subscription, or null. */
export function authorizationKey(authorization: unknown): string | null {
  const code =
    typeof authorization === 'object' && authorization !== null
      ? (authorization as { authorization_code?: unknown }).authorization_code
      : undefined;
  if (typeof code !== 'string' || !/^AUTH_[A-Za-z0-9]{1,100}$/.test(code)) return null;
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
